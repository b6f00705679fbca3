/* An array of structs: p[i].f is one element's field, and the field's cell stands for
   every element's, so a store there adds to what it holds (a weak update); a strong one
   dropped the blocks of the other elements.  So is r->f where r = &p[i] (or r = p + i)
   held one element's address. */
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

struct rd { int len; char *data; };
int more_rd(void);

int fill_through_element_pointer(struct rd **out, int n)
{
    struct rd *v = calloc(n, sizeof *v), *r;
    int i, count = 0;
    if (v == NULL)
        return -1;
    while (count < n && more_rd()) {
        r = &v[count++];
        r->len = 8;
        r->data = malloc(8);
        if (r->data == NULL)
            goto fail;
    }
    *out = v;
    return count;                               // NOLEAK
fail:
    for (i = 0; i < n; i++) {
        if (v[i].data == NULL)
            break;
        free(v[i].data);
    }
    free(v);
    return -1;                                  // NOLEAK
}

void stack_elements(void)
{
    struct rd a[4], *r;
    int i;
    for (r = a; r < a + 4; r++)
        r->data = malloc(8);
    for (i = 0; i < 4; i++)
        free(a[i].data);                        // NOLEAK
}

void element_pointer_names_lost(int n)
{
    struct rd *v = calloc(n, sizeof *v), *r;
    int i;
    if (v == NULL)
        return;
    for (i = 0; i < n; i++) {
        r = v + i;
        r->data = malloc(8);
    }
    free(v);                                    // LEAK
}
