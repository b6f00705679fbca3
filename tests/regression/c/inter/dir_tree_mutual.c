/* Mutual recursion in construction and destruction: a directory tree where
   dir_build() creates entries with entry_new(), which calls dir_build() again for
   sub-directories; dir_free() and entry_free() release the tree the same way. */
#include <stdlib.h>
#include <string.h>

struct dir;

struct entry {
    char *name;
    struct dir *sub;            /* NULL for a plain file */
    struct entry *next;
};

struct dir {
    struct entry *entries;
    int depth;
};

struct dir *dir_build(int depth, int width);

struct entry *entry_new(const char *name, int depth, int width)
{
    struct entry *e = calloc(1, sizeof *e);
    if (!e)
        return NULL;                    // NOLEAK
    e->name = strdup(name);
    if (depth > 0)
        e->sub = dir_build(depth - 1, width);
    return e;                           // NOLEAK
}

struct dir *dir_build(int depth, int width)
{
    struct dir *d = calloc(1, sizeof *d);
    int i;
    if (!d)
        return NULL;                    // NOLEAK
    d->depth = depth;
    for (i = 0; i < width; i++) {
        struct entry *e = entry_new(i % 2 ? "sub" : "file", i % 2 ? depth : 0, width);
        if (!e)
            break;
        e->next = d->entries;
        d->entries = e;
    }
    return d;                           // NOLEAK
}

void dir_free(struct dir *d);

void entry_free(struct entry *e)
{
    if (e->sub)
        dir_free(e->sub);
    free(e->name);
    free(e);
}

void dir_free(struct dir *d)
{
    struct entry *e, *next;
    if (!d)
        return;
    for (e = d->entries; e; e = next) {
        next = e->next;
        entry_free(e);
    }
    free(d);
}

int count_entries(const struct dir *d)
{
    const struct entry *e;
    int n = 0;
    for (e = d->entries; e; e = e->next)
        n += 1 + (e->sub ? count_entries(e->sub) : 0);
    return n;
}

int scan(int depth)
{
    struct dir *root = dir_build(depth, 3);
    int n;
    if (!root)
        return -1;                      // NOLEAK
    n = count_entries(root);
    dir_free(root);
    return n;                           // NOLEAK
}

int scan_leaky(int depth)
{
    struct dir *root = dir_build(depth, 3);
    if (!root)
        return -1;                      // NOLEAK
    return count_entries(root);         // LEAK
}

/* frees the root directory only */
int scan_shallow(int depth)
{
    struct dir *root = dir_build(depth, 3);
    int n;
    if (!root)
        return -1;                      // NOLEAK
    n = count_entries(root);
    free(root);
    return n;                           // LEAK
}
