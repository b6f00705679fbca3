/* An array of structs on the heap: p[i].f is one element's field, and the field's cell
   stands for every element's, so a store there adds to what it holds (a weak update);
   a strong one dropped the blocks of the other elements. */
#include <stdlib.h>
#include <string.h>

struct entry { char *name; int mode; };
int more(void);
void send(struct entry *e, int n);

void fill_then_free_each(int n)
{
    struct entry *e = calloc(n, sizeof *e);
    int count = 0, i;
    if (e == NULL)
        return;
    while (count < n && more()) {
        e[count].name = strdup("x");
        e[count].mode = 1;
        count++;
    }
    if (count > 0) {
        send(e, count);
        for (i = 0; i < count; i++)
            free(e[i].name);
    }
    free(e);                                    // NOLEAK
}

void two_elements(void)
{
    struct entry *e = calloc(2, sizeof *e);
    int i;
    if (e == NULL)
        return;
    e[0].name = strdup("a");
    e[1].name = strdup("b");                      /* does not replace e[0].name */
    for (i = 0; i < 2; i++)
        free(e[i].name);
    free(e);                                    // NOLEAK
}

void through_pointer_arithmetic(int n)
{
    struct entry *e = calloc(n + 1, sizeof *e);
    int i;
    if (e == NULL)
        return;
    for (i = 0; i <= n; i++)
        (e + i)->name = strdup("x");
    for (i = 0; i <= n; i++)
        free((e + i)->name);
    free(e);                                    // NOLEAK
}

void array_freed_names_kept(int n)
{
    struct entry *e = calloc(n, sizeof *e);
    int count = 0;
    if (e == NULL)
        return;
    while (count < n && more()) {
        e[count].name = strdup("x");
        count++;
    }
    free(e);                                    // LEAK
}

void one_struct_field_overwritten(void)
{
    struct entry *e = malloc(sizeof *e);
    if (e == NULL)
        return;
    e->name = strdup("a");
    e->name = NULL;                               /* one struct: the block is lost here */
    free(e);                                    // LEAK
}
