// options: --path-check off
/* A pointer that starts at an inline buffer and moves to a heap block when the data does
   not fit, freed where it is not the inline buffer: after the join the pointer is "the
   buffer or the block", and the block exists only where the pointer holds it
   (State.holders), so the test ``p != buf`` decides whether the block exists, in the
   engine itself (the path check is off here).  The same through a callee's summary
   (Summary.held_where_made: gnulib's printf_parse, a->arg = a->direct_alloc_arg).  The
   other functions break the correlation and must keep their alarms. */
#include <stdlib.h>
#include <string.h>

void local_buffer(int n)
{
    char buf[16];
    char *p = buf;
    if (n > 16)
        p = malloc(n);
    if (!p)
        return;                 // NOLEAK
    memset(p, 0, n);
    if (p != buf)
        free(p);                // NOLEAK
}

/* a copy of the pointer holds the block as well */
void copied_pointer(int n)
{
    char buf[16];
    char *p = buf;
    char *q;
    if (n > 16)
        p = malloc(n);
    if (!p)
        return;
    q = p;
    memset(q, 0, n);
    if (q != buf)
        free(q);                // NOLEAK
}

/* the pointer is moved on before the test: the test says nothing of the block */
void moved_before_test(int n, char *other)
{
    char buf[16];
    char *p = buf;
    if (n > 16)
        p = malloc(n);
    if (!p)
        return;
    memset(p, 0, n);
    p = other;
    if (p != buf)
        p[0] = 0;               // LEAK (end of function)
}

/* the block is freed only where the pointer IS the inline buffer: never */
void wrong_test(int n)
{
    char buf[16];
    char *p = buf;
    if (n > 16)
        p = malloc(n);
    if (!p)
        return;
    memset(p, 0, n);
    if (p == buf)
        p[0] = 1;
    else
        p[0] = 2;               // LEAK (end of function)
}

struct args {
    int count;
    int *arg;
    int *spare;
    int direct[4];
};

int parse(struct args *a, int n)
{
    a->arg = a->direct;
    a->spare = NULL;
    if (n > 4) {
        int *m = malloc(n * sizeof(int));
        if (m == NULL)
            return -1;
        a->arg = m;
    }
    a->count = n;
    return 0;
}

int user(int n)
{
    struct args a;
    int s;
    if (parse(&a, n) < 0)
        return -1;              // NOLEAK
    s = a.count;
    if (a.arg != a.direct)
        free(a.arg);
    return s;                   // NOLEAK
}

int user_forgets(int n)
{
    struct args a;
    if (parse(&a, n) < 0)
        return -1;              // NOLEAK
    return a.count;             // LEAK
}

/* the block is kept in a second field, and the first one may point to the inline
   array where the block exists: the caller's test of the first says nothing */
int parse_spare(struct args *a, int n, int flag)
{
    int *m;
    a->arg = a->direct;
    a->spare = NULL;
    m = malloc(n * sizeof(int));
    if (m == NULL)
        return -1;
    a->spare = m;
    if (flag)
        a->arg = m;
    a->count = n;
    return 0;
}

int user_spare(int n, int flag)
{
    struct args a;
    if (parse_spare(&a, n, flag) < 0)
        return -1;              // NOLEAK
    if (a.arg == a.direct)
        return 0;               // LEAK (a.spare still holds the block when flag was 0)
    free(a.arg);
    return 1;                   // NOLEAK
}
