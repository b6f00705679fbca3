/* A union's number member read after its pointer member was stored holds the low bytes
   of an address; stored into a char or a short, it points to nothing.  gzip's table
   walker stores such a number ((uch)t->v.n) into a global window: before, the address
   rode along and every table the walker read looked reachable from the window. */
#include <stdlib.h>

struct huft { unsigned char e; union { unsigned short n; struct huft *t; } v; };

unsigned char window[64];
unsigned short codes[8];
int bits;

static void walk(struct huft *t)
{
    while (t->e > 16)
        t = t->v.t;
    window[0] = (unsigned char)t->v.n;
}

int decode_through_walker(void)
{
    struct huft *leaf = malloc(sizeof *leaf);
    struct huft *root = malloc(sizeof *root);
    if (leaf == NULL || root == NULL) {
        free(leaf);
        free(root);
        return -1;
    }
    leaf->e = 1;
    leaf->v.n = 7;
    root->e = 17;
    root->v.t = leaf;
    walk(root);
    free(root);
    return 0;                           // LEAK
}

int decode_here(void)
{
    struct huft *leaf = malloc(sizeof *leaf);
    struct huft *root = malloc(sizeof *root);
    if (leaf == NULL || root == NULL) {
        free(leaf);
        free(root);
        return -1;
    }
    root->v.t = leaf;
    codes[1] = root->v.n;
    free(root);
    return 0;                           // LEAK
}

/* the member read as a short is a number whatever it is added to and stored in (gzip:
   n = t->v.n + ((unsigned)b & mask); then the global window position) */
unsigned position;

static void walk_wide(struct huft *t)
{
    unsigned n;
    while (t->e > 16)
        t = t->v.t;
    n = t->v.n + 1u;
    position = n;
}

int decode_wide(void)
{
    struct huft *leaf = malloc(sizeof *leaf);
    struct huft *root = malloc(sizeof *root);
    if (leaf == NULL || root == NULL) {
        free(leaf);
        free(root);
        return -1;
    }
    leaf->e = 1;
    leaf->v.n = 7;
    root->e = 17;
    root->v.t = leaf;
    walk_wide(root);
    free(root);
    return 0;                           // LEAK
}

/* a pointer-sized integer still carries the address (uintptr_t round trips), and so
   does an int (a C89 implicit declaration's result) */
unsigned long saved;

int kept_in_a_long(void)
{
    char *p = malloc(8);
    saved = (unsigned long)p;
    return 0;                           // NOLEAK
}

/* a _Bool keeps the pointer's truth */
int truth_of_a_pointer(void)
{
    char *p = malloc(8);
    _Bool ok = p;
    if (ok)
        bits = 1;
    free(p);
    return 0;                           // NOLEAK
}
