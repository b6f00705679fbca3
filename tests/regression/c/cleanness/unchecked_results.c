/* A procedure that may return NULL, whose result the program's callers test at fewer
   than one in four of ten or more call sites, is taken not to return NULL by null_deref
   (unchecked_results_not_null): buf_ptr() returns NULL only for a broken buffer, and
   none of its callers test it.  lookup(), whose callers test it at one in four of
   its call sites, is believed: its unchecked uses are reported. */
#include <stdlib.h>
#include <string.h>

struct buf { char *d; size_t off, size; int magic; };

const char *buf_ptr(const struct buf *b)
{
    if (b->magic != 0x5eed)
        return NULL;                    /* internal error: a broken buffer */
    return b->d + b->off;
}

struct entry { const char *name; struct entry *next; };

struct entry *lookup(struct entry *list, const char *name)
{
    for (; list != NULL; list = list->next)
        if (strcmp(list->name, name) == 0)
            return list;
    return NULL;
}

int use0(struct buf *b) { const char *p = buf_ptr(b); return p[0]; }
int use1(struct buf *b) { const char *p = buf_ptr(b); return p[1]; }
int use2(struct buf *b) { const char *p = buf_ptr(b); return p[2]; }
int use3(struct buf *b) { const char *p = buf_ptr(b); return p[3]; }
int use4(struct buf *b) { const char *p = buf_ptr(b); return p[4]; }
int use5(struct buf *b) { const char *p = buf_ptr(b); return p[5]; }
int use6(struct buf *b) { const char *p = buf_ptr(b); return p[6]; }
int use7(struct buf *b) { const char *p = buf_ptr(b); return p[7]; }
int use8(struct buf *b) { const char *p = buf_ptr(b); return p[8]; }
int use9(struct buf *b) { const char *p = buf_ptr(b); return p[9]; }

/* lookup(): ten call sites keep its result (with the two below), three of them
   test it: one in four is enough to believe its NULL. */
int have0(struct entry *l) { struct entry *e = lookup(l, "h0"); if (e == NULL) return 0; return 1; }
int have1(struct entry *l) { struct entry *e = lookup(l, "h1"); if (e == NULL) return 0; return 1; }
int have2(struct entry *l) { struct entry *e = lookup(l, "h2"); if (e == NULL) return 0; return 1; }
int find0(struct entry *l) { struct entry *e = lookup(l, "k0"); return e->name[0]; }  // NULL-DEREF
int find1(struct entry *l) { struct entry *e = lookup(l, "k1"); return e->name[0]; }  // NULL-DEREF
int find2(struct entry *l) { struct entry *e = lookup(l, "k2"); return e->name[0]; }  // NULL-DEREF
int find3(struct entry *l) { struct entry *e = lookup(l, "k3"); return e->name[0]; }  // NULL-DEREF
int find4(struct entry *l) { struct entry *e = lookup(l, "k4"); return e->name[0]; }  // NULL-DEREF
int find5(struct entry *l) { struct entry *e = lookup(l, "k5"); return e->name[0]; }  // NULL-DEREF
int find6(struct entry *l) { struct entry *e = lookup(l, "k6"); return e->name[0]; }  // NULL-DEREF

int first_byte(struct buf *b)
{
    const char *p = buf_ptr(b);
    return p[0];                        // NO-NULL-DEREF
}

int name_length(struct entry *list, const char *name)
{
    struct entry *e = lookup(list, name);
    if (e == NULL)
        return -1;
    return (int)strlen(e->name);
}

int value_length(struct entry *list, const char *name)
{
    struct entry *e = lookup(list, name);
    return (int)strlen(e->name);        // NULL-DEREF
}
