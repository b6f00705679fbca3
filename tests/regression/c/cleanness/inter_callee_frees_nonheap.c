/* A callee that frees its argument on every path, passed memory that is not on the heap:
   the caller's local, a global, a string literal.  A callee that frees only on some
   paths (an ownership flag) is not reported: whether it frees depends on the flag. */
#include <stdlib.h>

struct node { int data; struct node *next; };

struct node spare;

void destroy(struct node *n)
{
    if (n != NULL)
        free(n->next);
    free(n);
}

void release(char *s, int owned)
{
    if (owned)
        free(s);
}

int destroy_local(void)
{
    struct node local;
    local.data = 0;
    local.next = NULL;
    destroy(&local);                    // FREE-NONHEAP
    return 0;
}

void destroy_global(void)
{
    destroy(&spare);                    // FREE-NONHEAP
}

void destroy_heap(void)
{
    struct node *n = calloc(1, sizeof *n);
    destroy(n);                         // NO-FREE-NONHEAP
}

void release_literal(void)
{
    release("constant", 0);             // NO-FREE-NONHEAP
}
