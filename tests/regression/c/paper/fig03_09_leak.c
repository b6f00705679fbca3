/* Figures 3-9: freeNext, attachGlob, makeArray, make2List, argPassing, renewList,
   and the leak procedure that loses exactly one block. */
#include <stdlib.h>
typedef struct List { int *val; struct List *next; } List;
int **gptr;
int *gint;

void freeNext(List *l) { free(l->next); }
void attachGlob(int *p1, int ***p2) { gint = p1; *p2 = gptr; }
void makeArray(int **p) { *p = malloc(sizeof(int) * 10); }
List *make2List(void) {
  List *lst = malloc(sizeof(List));
  lst->val = malloc(sizeof(int));  // NULL-DEREF (malloc unchecked: severity note)
  lst->next = malloc(sizeof(List));
  lst->next->val = malloc(sizeof(int));  // NULL-DEREF (malloc unchecked: severity note)
  return lst;                             // NOLEAK
}
void argPassing(List *a, List **b) { *b = a; }
List *renewList(List *lst) {
  List *n = lst->next;
  free(lst->val);
  free(lst);
  return n;                               // NOLEAK
}
void leak(void) {
  List *lst1, *lst2;
  int **ptr;
  lst1 = make2List();
  lst2 = renewList(lst1);
  attachGlob(lst2->val, &ptr);
  makeArray(ptr);
  freeNext(lst2);                         // LEAK  (the node lst2 points to)
}
