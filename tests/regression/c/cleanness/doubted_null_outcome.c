/* A procedure whose NULL result the program does not believe (unchecked_results_not_null)
   does not take its "ret == NULL" outcome on the paths the cleanness checkers' path check
   follows either.  name_copy() returns NULL only for a broken buffer; ten call sites
   keep its result and none tests it.  In copy_if() p is NULL (assigned, a NULL that is
   believed) only where c is 0, and the dereference happens only where c is not: before,
   the path through name_copy()'s NULL outcome realised it (gnulib's streamsavedir had
   the shape with xpalloc, there believed).  find_copy() returns NULL where nothing
   matches, and its callers test it: the same shape is reported. */
#include <stdlib.h>
#include <string.h>

struct buf { char *d; size_t size; int magic; };

static char *fresh_copy(const struct buf *b)
{
    char *r = malloc(b->size + 1);
    if (r == NULL)
        abort();
    memcpy(r, b->d, b->size);
    r[b->size] = '\0';
    return r;
}

char *name_copy(const struct buf *b)
{
    if (b->magic != 0x5eed)
        return NULL;                    /* internal error: a broken buffer */
    return fresh_copy(b);
}

int u0(struct buf *b) { char *p = name_copy(b); int v = p[0]; free(p); return v; }
int u1(struct buf *b) { char *p = name_copy(b); int v = p[1]; free(p); return v; }
int u2(struct buf *b) { char *p = name_copy(b); int v = p[2]; free(p); return v; }
int u3(struct buf *b) { char *p = name_copy(b); int v = p[3]; free(p); return v; }
int u4(struct buf *b) { char *p = name_copy(b); int v = p[4]; free(p); return v; }
int u5(struct buf *b) { char *p = name_copy(b); int v = p[5]; free(p); return v; }
int u6(struct buf *b) { char *p = name_copy(b); int v = p[6]; free(p); return v; }
int u7(struct buf *b) { char *p = name_copy(b); int v = p[7]; free(p); return v; }
int u8(struct buf *b) { char *p = name_copy(b); int v = p[8]; free(p); return v; }

int copy_if(struct buf *b, int c)
{
    char *p = NULL;
    int v = 0;
    if (c)
        p = name_copy(b);
    if (c)
        v = p[0];                       // NO-NULL-DEREF
    free(p);
    return v;
}

char *find_copy(const struct buf *b, char c)
{
    if (memchr(b->d, c, b->size) == NULL)
        return NULL;                    /* nothing matches */
    return fresh_copy(b);
}

int has_a(struct buf *b) { char *p = find_copy(b, 'a'); if (p == NULL) return 0; free(p); return 1; }
int has_b(struct buf *b) { char *p = find_copy(b, 'b'); if (p == NULL) return 0; free(p); return 1; }
int has_c(struct buf *b) { char *p = find_copy(b, 'c'); if (p == NULL) return 0; free(p); return 1; }

int find_if(struct buf *b, int c)
{
    char *p = NULL;
    int v = 0;
    if (c)
        p = find_copy(b, 'x');
    if (c)
        v = p[0];                       // NULL-DEREF
    free(p);
    return v;
}
