// options: --no-field-invariants
/* pointer_field_facts.c's first state with the field facts off
   (AnalysisOptions.field_invariants): ENTR read in MERGE may be NULL, so MERGE's block
   may be kept where it is lost. */
#include <stdlib.h>

struct set { int n; int *elems; };
struct state { unsigned hash; struct set nodes; struct set *entr; struct state *next; };

static struct state *list;

static void state_register(struct state *s)
{
    s->next = list;
    list = s;
}

static int merge(struct state *s)
{
    struct set *t = s->entr;
    char *buf = malloc(8);
    if (buf == NULL)
        return -1;
    if (t != NULL)
        free(buf);
    return 0;                           // LEAK
}

static struct state *state_new(void)
{
    struct state *s = calloc(1, sizeof *s);
    if (s == NULL)
        return NULL;
    s->entr = &s->nodes;
    state_register(s);
    return s;
}

int main(void)
{
    struct state *a = state_new();
    if (a != NULL)
        merge(a);
    return 0;
}
