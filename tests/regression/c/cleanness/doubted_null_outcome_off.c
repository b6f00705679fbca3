// options: --no-unchecked-results-not-null
/* doubted_null_outcome.c with the switch off: name_copy()'s NULL is believed, and
   every unchecked use of it is reported. */
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

int u0(struct buf *b) { char *p = name_copy(b); int v = p[0]; free(p); return v; }  // NULL-DEREF
int u1(struct buf *b) { char *p = name_copy(b); int v = p[1]; free(p); return v; }  // NULL-DEREF
int u2(struct buf *b) { char *p = name_copy(b); int v = p[2]; free(p); return v; }  // NULL-DEREF
int u3(struct buf *b) { char *p = name_copy(b); int v = p[3]; free(p); return v; }  // NULL-DEREF
int u4(struct buf *b) { char *p = name_copy(b); int v = p[4]; free(p); return v; }  // NULL-DEREF
int u5(struct buf *b) { char *p = name_copy(b); int v = p[5]; free(p); return v; }  // NULL-DEREF
int u6(struct buf *b) { char *p = name_copy(b); int v = p[6]; free(p); return v; }  // NULL-DEREF
int u7(struct buf *b) { char *p = name_copy(b); int v = p[7]; free(p); return v; }  // NULL-DEREF
int u8(struct buf *b) { char *p = name_copy(b); int v = p[8]; free(p); return v; }  // NULL-DEREF

int copy_if(struct buf *b, int c)
{
    char *p = NULL;
    int v = 0;
    if (c)
        p = name_copy(b);
    if (c)
        v = p[0];                       // NULL-DEREF
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
