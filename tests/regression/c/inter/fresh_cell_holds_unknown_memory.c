/* A callee fills a fresh (calloc'd) array with a pointer from code the analysis cannot
   see, and also hands the caller three other pointers to unknown memory.  Unknown memory
   then has more access paths than a summary keeps for one address (anchors_per_address,
   3): arg0**, arg1**, arg2** are the shortest, and arg3**.keys**, which alone says what
   the array's element holds, was cut.  The caller then read the calloc'd NULL alone:
   `if (l->keys[0] != NULL)` looked dead and the leaks behind it were missed (openssh's
   pubkey_prepare got a false certain NULL dereference of an agent key that way).  A
   fresh block's cell is now always named. */
#include <stdlib.h>

struct key { int type; };
struct list { struct key **keys; int n; };
int *lib_int(void);
struct key *lib_key(void);
static struct key builtin;

int fill(int **a, int **b, int **c, struct list **out)
{
    struct list *l = calloc(1, sizeof *l);

    if (l == NULL)
        return -1;
    l->keys = calloc(4, sizeof *l->keys);
    if (l->keys == NULL) {
        free(l);
        return -1;
    }
    *a = lib_int();
    *b = lib_int();
    *c = lib_int();
    l->keys[0] = lib_key();
    *out = l;
    return 0;
}

int name(const struct key *k)
{
    return k->type;
}

int first_type_leaks(void)
{
    int *a, *b, *c;
    struct list *l;

    if (fill(&a, &b, &c, &l) != 0)
        return -1;
    if (l->keys[0] != NULL)
        return name(l->keys[0]);        // LEAK
    free(l->keys);
    free(l);
    return 0;
}

int first_type(void)
{
    int *a, *b, *c;
    struct list *l;
    int t = 0;

    if (fill(&a, &b, &c, &l) != 0)
        return -1;
    if (l->keys[0] != NULL)
        t = name(l->keys[0]);           // NO-NULL-DEREF
    free(l->keys);
    free(l);
    return t;                           // NOLEAK
}

/* the same with a global's address in the element */
int fill_builtin(int **a, int **b, int **c, struct list **out)
{
    struct list *l = calloc(1, sizeof *l);

    if (l == NULL)
        return -1;
    l->keys = calloc(4, sizeof *l->keys);
    if (l->keys == NULL) {
        free(l);
        return -1;
    }
    *a = lib_int();
    *b = lib_int();
    *c = lib_int();
    l->keys[0] = &builtin;
    *out = l;
    return 0;
}

int builtin_type_leaks(void)
{
    int *a, *b, *c;
    struct list *l;

    if (fill_builtin(&a, &b, &c, &l) != 0)
        return -1;
    if (l->keys[0] != NULL)
        return name(l->keys[0]);        // LEAK
    free(l->keys);
    free(l);
    return 0;
}
