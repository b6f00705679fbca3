/* A callee that stores a fresh block into its argument and returns it only on one path
   (NULL on the other): a NULL result does not mean the block was not made.  The caller
   that frees only the list head when the result is NULL loses the attached block; the
   caller that frees it through the head too loses nothing. */
#include <stdlib.h>

struct node { int data; struct node *next; };

struct node *attach(struct node *n, int c)
{
    if (n != NULL) {
        n->next = malloc(sizeof *n);
        if (c > 0)
            return n->next;
    }
    return NULL;
}

int forgets_attached(int c)
{
    struct node *h = calloc(1, sizeof *h);
    struct node *p;
    if (h == NULL)
        return -1;
    p = attach(h, c);
    if (p == NULL) {
        free(h);
        return 1;                       // LEAK
    }
    free(p);
    free(h);
    return 0;
}

int frees_attached(int c)
{
    struct node *h = calloc(1, sizeof *h);
    struct node *p;
    if (h == NULL)
        return -1;
    p = attach(h, c);
    if (p == NULL) {
        free(h->next);
        free(h);
        return 1;                       // NOLEAK
    }
    free(p);
    free(h);
    return 0;
}
