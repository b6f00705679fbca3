/* free(NULL) does nothing, so `if (p) free(p);` is `free(p);` (engine/normalize.py): a NULL
   test of the freed pointer itself does not keep the block alive on the other branch,
   even where the pointer's cell stands for many (a field of every node of a list). */
#include <stdlib.h>
#include <string.h>
struct cell { char *name; struct cell *link; };

static struct cell *push(struct cell *root, const char *name) {
  struct cell *c = malloc(sizeof *c);
  if (c == NULL) exit(1);
  c->name = strdup(name);
  c->link = root;
  return c;
}

int free_all(int argc, char **argv) {
  struct cell *list = NULL, *aa;
  for (int i = 1; i < argc; i++) list = push(list, argv[i]);
  aa = list;
  while (aa != NULL) {
    struct cell *next = aa->link;
    if (aa->name != NULL) free(aa->name);
    free(aa);
    aa = next;
  }
  return 0;                                     // NOLEAK
}

void reset(char *p) {
  if (p != NULL) { free(p); p = NULL; }
}

int clear_twice(int n) {
  char *p = malloc(n);
  char *q = malloc(n);
  if (p) free(p);
  if (NULL != q) free(q);
  return 0;                                     // NOLEAK
}

/* the test is of another pointer: when q's allocation failed, p is lost */
int other_pointer(int n) {
  char *p = malloc(n);
  char *q = malloc(n);
  if (q) free(p);
  free(q);
  return 0;                                     // LEAK
}

/* a flag, not the pointer, guards the free: the names of unowned nodes are lost */
struct item { char *name; int owned; struct item *next; };
int flagged(int argc, char **argv) {
  struct item *head = NULL;
  for (int i = 1; i < argc; i++) {
    struct item *it = malloc(sizeof *it);
    if (!it) break;
    it->name = strdup(argv[i]);
    it->owned = i % 2;
    it->next = head;
    head = it;
  }
  while (head != NULL) {
    struct item *next = head->next;
    if (head->owned) free(head->name);
    free(head);
    head = next;
  }
  return 0;                                     // LEAK
}
