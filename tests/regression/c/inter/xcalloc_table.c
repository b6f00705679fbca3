/* xcalloc (aborts on failure, zero-fills) used to build a table of strings owned by a
   struct; the destroyer frees the rows and the table.  Forgetting the table itself,
   or building a table and dropping it, leaks. */
#include <stdlib.h>
#include <string.h>

static void *xcalloc(size_t n, size_t size)
{
    void *p = calloc(n, size);
    if (p == NULL)
        exit(1);
    return p;                           // NOLEAK
}

struct table {
    size_t nrows;
    char **rows;
};

struct table *table_new(size_t nrows)
{
    struct table *t = xcalloc(1, sizeof *t);
    t->nrows = nrows;
    t->rows = xcalloc(nrows, sizeof *t->rows);
    return t;                           // NOLEAK
}

void table_free(struct table *t)
{
    size_t i;
    for (i = 0; i < t->nrows; i++)
        free(t->rows[i]);
    free(t->rows);
    free(t);
}

/* frees the rows and the struct but not the row array */
void table_free_buggy(struct table *t)
{
    size_t i;
    for (i = 0; i < t->nrows; i++)
        free(t->rows[i]);
    free(t);
}

int table_use(void)
{
    struct table *t = table_new(4);
    t->rows[0] = xcalloc(8, 1);
    strcpy(t->rows[0], "abc");
    table_free(t);
    return 0;                           // NOLEAK
}

int table_use_buggy(void)
{
    struct table *t = table_new(4);
    table_free_buggy(t);
    return 0;                           // LEAK
}

int table_drop(size_t n)
{
    struct table *t = table_new(n);
    if (n > 100)
        return -1;                      // LEAK
    table_free(t);
    return 0;                           // NOLEAK
}
