/* A recursive builder that merges what each recursive call returns into its own
   structure and frees the call's shell (gnulib argp's argp_hol/hol_append): the caller's
   block of the site exists before the call, and the call makes more of the same site,
   which recursion names alike.  With recency the caller's block becomes one of the
   older ones; the blocks the call made must not be named older too, else freeing the
   call's shell (every target of the free, the paper's Section 3) frees the caller's own
   block with it, which then looks freed (used after free, freed twice) and whatever it
   holds lost.  build_leaky drops the shell without taking its groups: they are lost. */
#include <stdlib.h>

struct group { struct group *next; };
struct set { struct group **owner; struct group *groups; };
struct spec { struct spec *children; int kind; };

static struct set *set_new(struct group *owner)
{
    struct set *s = malloc(sizeof *s);
    if (!s)
        abort();
    s->groups = NULL;
    s->owner = malloc(sizeof *s->owner);
    if (!s->owner)
        abort();
    *s->owner = owner;
    return s;
}

static struct group *add_group(struct set *s)
{
    struct group *g = malloc(sizeof *g);
    if (g) {
        g->next = s->groups;
        s->groups = g;
    }
    return g;
}

void set_free(struct set *s)
{
    struct group *g = s->groups;
    while (g) {
        struct group *next = g->next;
        free(g);
        g = next;
    }
    free(s->owner);
    free(s);
}

/* takes MORE's groups into S and frees MORE */
static void set_append(struct set *s, struct set *more)
{
    struct group **end = &s->groups;
    while (*end)
        end = &(*end)->next;
    *end = more->groups;
    more->groups = NULL;
    set_free(more);
}

static struct set *build(struct spec *sp, struct group *owner)
{
    struct spec *child = sp->children;
    struct set *s = set_new(owner);
    while (child->kind) {
        struct group *g = child->kind > 1 ? add_group(s) : owner;   // NO-USE-AFTER-FREE
        set_append(s, build(child->children, g));                   // NO-DOUBLE-FREE
        child++;
    }
    return s;                           // NOLEAK
}

static void set_drop_shell(struct set *more)
{
    free(more->owner);
    free(more);
}

static struct set *build_leaky(struct spec *sp)
{
    struct spec *child = sp->children;
    struct set *s = set_new(NULL);
    while (child->kind) {
        if (child->kind > 1)
            add_group(s);                               // NO-USE-AFTER-FREE
        set_drop_shell(build_leaky(child->children));   // NO-DOUBLE-FREE
        child++;
    }
    return s;                           // LEAK
}

int use_build(struct spec *root)
{
    struct set *s = build(root, NULL);
    int n = s->groups != NULL;          // NO-USE-AFTER-FREE
    set_free(s);                        // NO-DOUBLE-FREE
    return n;                           // NOLEAK
}

int use_build_leaky(struct spec *root)
{
    struct set *s = build_leaky(root);
    int n = s->groups != NULL;          // NO-USE-AFTER-FREE
    set_free(s);                        // NO-DOUBLE-FREE
    return n;                           // NOLEAK
}
