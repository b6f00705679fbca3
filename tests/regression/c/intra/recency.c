/* Recency abstraction: the most recent block of an allocation site is kept apart from the
   site's older blocks (engine/memory.py State.age), so a block overwritten in a loop is
   seen lost, and a test or free of the newest block applies to it alone. */
#include <stdlib.h>
#include <string.h>

struct node { struct node *next; int val; };

/* every block but the last is overwritten */
int overwrite_in_loop(int n)
{
    char *p = NULL;
    for (int i = 0; i < n; i++) {
        p = malloc(16);
        if (p == NULL) return -1;      // LEAK (the previous block)
    }
    free(p);
    return 0;                           // LEAK
}

/* each block is freed in the iteration that made it */
int free_each_iteration(int n)
{
    for (int i = 0; i < n; i++) {
        char *p = malloc(16);
        if (p == NULL) return -1;
        memset(p, 0, 16);
        free(p);
    }
    return 0;                           // NOLEAK
}

/* the previous block is freed before the next one replaces it */
int free_before_overwrite(int n)
{
    char *p = NULL;
    for (int i = 0; i < n; i++) {
        free(p);
        p = malloc(16);
        if (p == NULL) return -1;
    }
    free(p);
    return 0;                           // NOLEAK
}

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

int build_and_free_all(int n)
{
    struct node *x = build(n);
    int s = 0;
    if (x == NULL) return 0;            // NOLEAK
    while (x != NULL) {
        struct node *t = x->next;
        s += x->val;
        free(x);
        x = t;
    }
    return s;                           // NOLEAK
}

/* only the newest node is freed: the older ones are lost */
int free_newest_only(int n)
{
    struct node *x = build(n);
    int s = x ? x->val : 0;
    free(x);
    return s;                           // TODO-FN leak (build()'s failed allocation breaks out after the newest node aged, so x may hold an older node too; free-all-targets frees them all. Found with --no-free-all-targets: recency_sound.c)
}

/* the newest block is tested through its own pointer: the older ones are still there */
int keep_first(int n)
{
    char *first = NULL, *p = NULL;
    for (int i = 0; i < n; i++) {
        p = malloc(8);
        if (p == NULL) break;
        if (first == NULL) first = p;
        else free(p);
    }
    free(first);
    return 0;                           // NOLEAK
}

static char *dup_or_die(const char *s)
{
    char *p = strdup(s);
    if (p == NULL) exit(1);
    return p;
}

/* through a wrapper: the caller's block from an earlier call is older */
int overwrite_through_wrapper(int n, const char *s)
{
    char *p = NULL;
    for (int i = 0; i < n; i++)
        p = dup_or_die(s);
    free(p);
    return 0;                           // LEAK
}

int free_through_wrapper(int n, const char *s)
{
    for (int i = 0; i < n; i++) {
        char *p = dup_or_die(s);
        free(p);
    }
    return 0;                           // NOLEAK
}

/* growing one buffer in a loop: the new block replaces the old one under one name */
int grow(int n)
{
    char *buf = malloc(8);
    if (buf == NULL) return -1;
    for (int i = 0; i < n; i++) {
        char *nb = realloc(buf, 8 + i);
        if (nb == NULL) {
            free(buf);
            return -1;                  // NOLEAK
        }
        buf = nb;
    }
    free(buf);
    return 0;                           // NOLEAK
}

/* lazy initialisation: the block is made once and kept; calling again in a loop finds it */
struct stream { char *in; int size; int want; };

static int stream_init(struct stream *s)
{
    s->in = malloc(s->want);
    if (s->in == NULL) return -1;
    s->size = s->want;
    return 0;
}

static int stream_step(struct stream *s)
{
    if (s->size == 0 && stream_init(s) == -1)
        return -1;
    return 0;
}

int stream_run(struct stream *s, int n)
{
    while (n--) {
        if (stream_step(s) == -1)
            return -1;                  // NOLEAK
    }
    return 0;                           // NOLEAK
}

int lazy_local(int n)
{
    char *p = NULL;
    for (int i = 0; i < n; i++) {
        if (p == NULL) {
            p = malloc(10);
            if (p == NULL) return -1;   // NOLEAK
        }
        p[0] = 1;
    }
    free(p);
    return 0;                           // NOLEAK
}
