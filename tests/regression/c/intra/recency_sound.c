// options: --no-free-all-targets
/* Recency with the sound free (only a single, definite target is freed): the newest node
   of a list is one block, so freeing it leaves the older ones allocated and lost; and a
   buffer grown by realloc in a loop stays one block under one name. */
#include <stdlib.h>

struct node { struct node *next; int val; };

static struct node *build(int n)
{
    struct node *x = NULL;
    for (int i = 0; i < n; i++) {
        struct node *y = malloc(sizeof *y);
        if (y == NULL) break;
        y->val = i;
        y->next = x;
        x = y;
    }
    return x;
}

int free_newest_only(int n)
{
    struct node *x = build(n);
    int s = x ? x->val : 0;
    free(x);
    return s;                           // LEAK
}

int overwrite_in_loop(int n)
{
    char *p = NULL;
    for (int i = 0; i < n; i++)
        p = malloc(16);
    free(p);
    return 0;                           // LEAK
}

int grow(int n)
{
    char *buf = malloc(8);
    if (buf == NULL) return -1;
    for (int i = 0; i < n; i++) {
        char *nb = realloc(buf, 8 + i);
        if (nb == NULL) {
            free(buf);
            return -1;                  // NOLEAK (a false alarm once, no longer reported: buf holds the malloc block or the realloc block: not one definite target, so the sound free keeps both)
        }
        buf = nb;
    }
    free(buf);
    return 0;                           // NOLEAK
}
