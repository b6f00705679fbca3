/* A value tested twice around a write to memory is one value when the write cannot
   reach it: the path check asks the engine which objects each read and each write may
   touch (PathBuilder._read_version, analysis.memory_blocks).  A local variable, the heap
   blocks allocated since the entry, and the objects that existed at the entry (input
   memory and globals, taken together: two parameters, or a parameter and a global, may
   share an object) never share a byte, nor do blocks of two allocation sites.  So a call that fills a local buffer or a fresh
   block (a summarised procedure, or a library function whose model says which argument
   it writes: memset, strcpy, asprintf into a local pointer), or a store into the input, leaves the other class's reads
   as they were; a write that may reach the tested value keeps the alarm: memset of the
   tested struct, the callee writes the tested field,
   another parameter (it may point to the same object), a global (the parameter may point
   to it), a local whose address the callee gets, a store through a pointer that may point
   to the tested local. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct cfg {
    int flags;
    int level;
};

struct acc {
    int n;
    char text[32];
};

struct node {
    struct node *next;
    int v;
};

int counter;

static void acc_add(struct acc *a, int v)
{
    a->n += v;
    a->text[0] = (char) v;
}

static void node_set(struct node *n, int v)
{
    n->v = v;
    n->next = NULL;
}

static void cfg_clear(struct cfg *c)
{
    c->flags = 0;
}

static void cfg_level(struct cfg *c)
{
    c->level = 1;
}

static void count(void)
{
    counter++;
}

/* ---- the tests see one value: no alarm ---- */

int local_filled(struct cfg *c)
{
    struct acc a;
    char *p = NULL;
    a.n = 0;
    if (c->flags & 4)
        p = malloc(16);
    acc_add(&a, 3);                     /* writes the local alone */
    if (c->flags & 4)
        free(p);
    return a.n;                         // NOLEAK
}

int fresh_filled(struct cfg *c)
{
    struct node *h = malloc(sizeof *h);
    char *p = NULL;
    if (h == NULL)
        return 0;
    if (c->flags & 4)
        p = malloc(16);
    node_set(h, 1);                     /* writes the fresh block alone */
    if (c->flags & 4)
        free(p);
    free(h);
    return 0;                           // NOLEAK
}

int local_buffer(const char *name)
{
    struct acc a;
    char *copy = NULL;
    if (strlen(name) > 8)
        copy = malloc(16);
    acc_add(&a, 1);                     /* the local, not the string */
    a.text[1] = 'x';
    if (strlen(name) > 8)
        free(copy);
    return a.n;                         // NOLEAK
}

int local_tested(struct cfg *c, int f)
{
    struct cfg mine;
    char *p = NULL;
    mine.flags = f;
    if (mine.flags & 4)
        p = malloc(16);
    c->flags = 0;                       /* input memory, not the local */
    cfg_clear(c);
    if (mine.flags & 4)
        free(p);
    return 0;                           // NOLEAK
}

int library_fills_local(struct cfg *c)
{
    struct acc a;
    char *p = NULL;
    if (c->flags & 4)
        p = malloc(16);
    memset(&a, 0, sizeof a);            /* a library model that writes the local alone */
    strcpy(a.text, "x");
    if (c->flags & 4)
        free(p);
    return a.n;                         // NOLEAK
}

struct ctx {
    int flags;
    char *buf;
};

int fresh_other_site(int f)
{
    struct ctx *x = malloc(sizeof *x);
    char *line, *p = NULL;
    if (x == NULL)
        return 0;
    x->flags = f;
    line = malloc(8);
    if (line == NULL) {
        free(x);
        return 0;
    }
    if (x->flags & 4)
        p = malloc(16);
    line[0] = 0;                        /* a block of another allocation site */
    if (x->flags & 4)
        free(p);
    free(line);
    free(x);
    return 0;                           // NOLEAK
}

/* ---- the write may reach the tested value: the alarm stays ---- */

static struct ctx *new_ctx(int f)
{
    struct ctx *c = malloc(sizeof *c);
    if (c != NULL)
        c->flags = f;
    return c;
}

int fresh_same_site(int f)
{
    struct ctx *x = new_ctx(f);
    struct ctx *y = new_ctx(0);
    char *p = NULL;
    if (x == NULL || y == NULL) {
        free(x);
        free(y);
        return 0;
    }
    if (x->flags & 4)
        p = malloc(16);
    y->flags = 0;                       /* a block of the same site: not told apart */
    if (x->flags & 4)
        free(p);
    free(x);
    free(y);
    return 0;                           // TODO-FP leak (the blocks of one allocation site are one object for the path stage)
}

int library_clears_it(struct cfg *c)
{
    char *p = NULL;
    if (c->flags & 4)
        p = malloc(16);
    memset(c, 0, sizeof *c);
    if (c->flags & 4)
        free(p);
    return 0;                           // LEAK
}

int callee_writes_it(struct cfg *c)
{
    char *p = NULL;
    if (c->flags & 4)
        p = malloc(16);
    cfg_clear(c);
    if (c->flags & 4)
        free(p);
    return 0;                           // LEAK
}

int another_parameter(struct cfg *c, struct cfg *d)
{
    char *p = NULL;
    if (c->flags & 4)
        p = malloc(16);
    cfg_level(d);                       /* d may be c: d->level is not c->flags, but
                                           the objects are not told apart */
    d->flags = 0;
    if (c->flags & 4)
        free(p);
    return 0;                           // LEAK
}

int global_written(int *flags)
{
    char *p = NULL;
    if (*flags & 4)
        p = malloc(16);
    count();                            /* flags may be &counter */
    if (*flags & 4)
        free(p);
    return 0;                           // LEAK
}

int local_handed_out(int f)
{
    struct cfg mine;
    char *p = NULL;
    mine.flags = f;
    if (mine.flags & 4)
        p = malloc(16);
    cfg_clear(&mine);
    if (mine.flags & 4)
        free(p);
    return 0;                           // LEAK
}

int local_through_pointer(int f, int which)
{
    struct cfg mine, other;
    int *q = which ? &mine.flags : &other.flags;
    char *p = NULL;
    mine.flags = f;
    other.flags = f;
    if (mine.flags & 4)
        p = malloc(16);
    *q = 0;
    if (mine.flags & 4)
        free(p);
    return 0;                           // LEAK
}

int printf_into_local(struct cfg *c, int n)
{
    char *msg = NULL;
    char *p = NULL;
    if (c->flags & 4)
        p = malloc(16);
    if (asprintf(&msg, "%d", n) < 0)    /* a block stored into the local pointer */
        msg = NULL;
    if (c->flags & 4)
        free(p);
    free(msg);
    return 0;                           // NOLEAK
}

int printf_into_caller(struct cfg *c, char **out)
{
    char *p = NULL;
    if (c->flags & 4)
        p = malloc(16);
    if (asprintf(out, "%d", c->level) < 0)  /* out may point into c's object */
        *out = NULL;
    if (c->flags & 4)
        free(p);
    return 0;                           // LEAK
}
