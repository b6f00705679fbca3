/* Field facts of pointer fields (engine/fieldfacts.py): a pointer field that no store of
   the program leaves NULL is read as non-NULL from input memory.  Each STATE below is
   gnulib regex's re_dfastate_t in small: a calloc'd state whose ENTR points at its own
   node set, or at a copy made for it, and MERGE, which makes a block it frees only where
   ENTR is not NULL (regex's merge_state_with_log: a union copied where the table's
   entrance nodes are NULL, freed where they are not; a false alarm before).  Where ENTR
   may be NULL when MERGE reads it (the state handed out before ENTR is set, a store of
   NULL, of an unchecked malloc, a structure the library fills), the block of MERGE is
   lost and the alarm stays.  With --no-field-invariants the first one comes back
   (pointer_field_facts_off.c). */
#include <stdlib.h>
#include <string.h>

struct set { int n; int *elems; };

#define STATE(P)                                                                        \
    struct P { unsigned hash; struct set nodes; struct set *P##_entr; struct P *next; }; \
    static struct P *P##_list;                                                          \
    static void P##_register(struct P *s) { s->next = P##_list; P##_list = s; }         \
    static int P##_merge(struct P *s)                                                   \
    { struct set *t = s->P##_entr;                                                      \
      char *buf = malloc(8);                                                            \
      if (buf == NULL) return -1;                                                       \
      if (t != NULL) free(buf);                                                         \
      return 0; }

STATE(fresh)                            // NOLEAK

static struct fresh *fresh_new(int copy)
{
    struct fresh *s = calloc(1, sizeof *s);
    if (s == NULL)
        return NULL;
    s->nodes.n = 0;
    s->fresh_entr = &s->nodes;
    if (copy) {
        struct set *e = malloc(sizeof *e);
        if (e == NULL) {
            free(s);
            return NULL;
        }
        e->n = 1;
        e->elems = NULL;
        s->fresh_entr = e;
    }
    fresh_register(s);
    return s;
}

STATE(early)                            // LEAK

static struct early *early_new(void)
{
    struct early *s = calloc(1, sizeof *s);
    if (s == NULL)
        return NULL;
    early_register(s);
    s->early_entr = &s->nodes;
    return s;
}

STATE(nulled)                           // LEAK

static struct nulled *nulled_new(void)
{
    struct nulled *s = calloc(1, sizeof *s);
    if (s == NULL)
        return NULL;
    s->nulled_entr = &s->nodes;
    nulled_register(s);
    return s;
}

static void nulled_drop(struct nulled *s)
{
    s->nulled_entr = NULL;
}

STATE(unchecked)                        // LEAK

static struct unchecked *unchecked_new(void)
{
    struct unchecked *s = malloc(sizeof *s);
    if (s == NULL)
        return NULL;
    s->unchecked_entr = malloc(sizeof(struct set));
    unchecked_register(s);
    return s;
}

STATE(library)                          // LEAK

extern void library_fill(struct library *s);

static struct library *library_new(void)
{
    struct library *s = malloc(sizeof *s);
    if (s == NULL)
        return NULL;
    s->library_entr = &s->nodes;
    library_fill(s);
    library_register(s);
    return s;
}

int main(int argc, char **argv)
{
    struct fresh *a = fresh_new(argc > 1);
    struct early *b = early_new();
    struct nulled *c = nulled_new();
    struct unchecked *d = unchecked_new();
    struct library *e = library_new();
    if (a != NULL)
        fresh_merge(a);
    if (b != NULL)
        early_merge(b);
    if (c != NULL) {
        if (argc > 2)
            nulled_drop(c);
        nulled_merge(c);
    }
    if (d != NULL)
        unchecked_merge(d);
    if (e != NULL)
        library_merge(e);
    return 0;
}
