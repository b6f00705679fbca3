// options: --no-allocation-paths-only
/* A procedure that returns its pointer parameter unchanged on one path and a fresh block
   on another: its NULL result is the caller's own NULL argument (NULL in, NULL out).
   pick(NULL, ..) returns NULL wherever the allocation of `spare` succeeds, and the
   caller stores through the result: reported.  Before, `return n` of an untested
   parameter gave the caller no reason to doubt the result, and the NULL beside the
   fresh block counted as that block's allocation failure.

   Not reported: the same call with a node of the caller's (not NULL), and a caller that
   tests the result first.  The block pick returns is never freed: those are leaks.  (With allocation_paths_only, the default, the summary is taken
   from the allocating exit alone and the NULL result is not seen: Section 3.) */
#include <stdlib.h>

struct node { int data; struct node *next; };

struct node *pick(struct node *n, int v)
{
    struct node *fresh = calloc(1, sizeof *fresh);
    struct node *spare;
    if (fresh == NULL)
        exit(1);
    fresh->data = v;
    spare = malloc(sizeof *spare);
    if (spare == NULL)
        return fresh;
    free(spare);
    free(fresh);
    return n;
}

int from_null(void)
{
    struct node *p = pick(NULL, 1);
    p->next = p;  // NULL-DEREF
    return 0;  // LEAK
}

int from_node(void)
{
    struct node local = { 0, NULL };
    struct node *p = pick(&local, 1);
    p->next = NULL;  // NO-NULL-DEREF
    return p->data;  // LEAK
}

int tested(struct node *q)
{
    struct node *p = pick(q, 2);
    if (p == NULL)
        return -1;
    p->next = NULL;  // NO-NULL-DEREF
    return 0;  // LEAK
}
