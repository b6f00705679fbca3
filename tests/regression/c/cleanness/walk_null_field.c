/* A pointer that walks through nodes (p = p->next) takes the NULL of a zeroed node's field
   beside the other nodes it may point to: walking two steps from a calloc'ed node
   dereferences NULL, even after the program tested the pointer earlier.  A walk that tests
   the pointer before each step does not.  (The nodes are lost at the exits: real leaks.) */
#include <stdlib.h>

struct node { int data; struct node *next; };

int two_steps(int n)
{
    struct node *p = malloc(sizeof *p);
    int i;
    if (p != NULL)
        p->next = NULL;
    for (i = 0; i < 3; i++) {
        if (p != NULL)
            p->data = i;
        p = calloc(1, sizeof *p);
    }
    for (i = 0; i < (n & 3); i++)
        p = p->next;                    // NULL-DEREF
    return 0;                           // LEAK
}

int guarded_walk(int n)
{
    struct node *p = malloc(sizeof *p);
    int i;
    if (p != NULL)
        p->next = NULL;
    for (i = 0; i < 3; i++) {
        if (p != NULL)
            p->data = i;
        p = calloc(1, sizeof *p);
    }
    for (i = 0; i < (n & 3) && p != NULL; i++)
        p = p->next;                    // NO-NULL-DEREF
    return 0;                           // LEAK
}
