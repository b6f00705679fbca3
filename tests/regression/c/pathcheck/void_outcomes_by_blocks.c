/* A procedure without a result that either stores a fresh structure into its argument or
   frees it again (sed's dfassbuild: "if (have) d->superset = sup; else { dfafree(sup);
   free(sup); }").  Its summary joined the two exits: the caller saw the structure and the
   blocks hanging from it made, and d->superset maybe NULL, so "if (d->superset)" found
   them lost where it is NULL.  The summary now has one outcome per set of the blocks
   handed out through the arguments that exist at the exit ("makes arg0*.superset*",
   "makes none of ..."), and the caller's test keeps them apart. */
#include <stdlib.h>

struct dfa { char *classes; int nclasses; int *tokens; int ntokens; struct dfa *superset; };

static void *xrealloc(void *p, size_t n)
{
    void *r = realloc(p, n);
    if (!r)
        abort();
    return r;
}

static int class_index(struct dfa *d, char c)
{
    for (int i = 0; i < d->nclasses; i++)
        if (d->classes[i] == c)
            return i;
    d->classes = xrealloc(d->classes, d->nclasses + 1);
    d->classes[d->nclasses] = c;
    return d->nclasses++;
}

static void dfafree(struct dfa *d)
{
    free(d->classes);
    free(d->tokens);
}

static void superset_build(struct dfa *d)
{
    struct dfa *sup = xrealloc(NULL, sizeof *sup);
    int have = 0;
    sup->superset = NULL;
    sup->nclasses = 0;
    sup->classes = NULL;
    sup->ntokens = d->ntokens;
    sup->tokens = xrealloc(NULL, sizeof *sup->tokens * (d->ntokens + 1));
    for (int i = 0; i < d->ntokens; i++) {
        if (d->tokens[i] < 0) {
            sup->tokens[i] = class_index(sup, (char) i);
            have = 1;
        } else
            sup->tokens[i] = d->tokens[i];
    }
    if (have)
        d->superset = sup;
    else {
        dfafree(sup);
        free(sup);
    }
}

void compile(struct dfa *d)
{
    d->superset = NULL;
    superset_build(d);
    if (d->superset)
        d->ntokens++;                   // NOLEAK
}

/* the caller drops the superset it was given: lost */
void compile_drop(struct dfa *d)
{
    d->superset = NULL;
    superset_build(d);
    if (d->superset)
        d->superset = NULL;             // LEAK
}

/* a builder that forgets to free what it does not keep loses it itself */
static void superset_build_leaky(struct dfa *d)
{
    struct dfa *sup = xrealloc(NULL, sizeof *sup);
    sup->tokens = xrealloc(NULL, sizeof *sup->tokens);
    sup->classes = NULL;
    if (d->ntokens > 1)
        d->superset = sup;              // LEAK
}

void compile_leaky(struct dfa *d)
{
    d->superset = NULL;
    superset_build_leaky(d);
    if (d->superset)
        d->ntokens++;                   // NOLEAK
}
