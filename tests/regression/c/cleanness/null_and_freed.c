/* A pointer that one path frees and another path leaves NULL (the program tested it):
   a dereference after the join is a use after free on the first path and a NULL
   dereference on the second, and both are reported.  Where no test says the pointer may
   be NULL, only the use after free is. */
#include <stdlib.h>

struct node { int data; struct node *next; };

int tested_then_maybe_freed(struct node *n, int c)
{
    int v = 0;
    if (n != NULL)
        v = n->data;
    if (c)
        free(n);
    n->next = NULL;                     // NULL-DEREF // USE-AFTER-FREE
    return v;
}

int maybe_freed(struct node *n, int c)
{
    int v = n->data;
    if (c)
        free(n);
    n->next = NULL;                     // USE-AFTER-FREE // NO-NULL-DEREF
    return v;
}
