/* Allocation and release through macros, the comma operator, assignment expressions,
   compound literals and a parenthesised free. */
#include <stdlib.h>

#define FREE_AND_NULL(p) do { free(p); (p) = NULL; } while (0)
#define NEW(T) ((T *)malloc(sizeof(T)))

struct pt { int x, y; };
struct buffer { char *data; size_t len; };

void macro_free(void)
{
    char *p = malloc(8);
    FREE_AND_NULL(p);
    FREE_AND_NULL(p);
    return;                             // NOLEAK
}

int macro_new(void)
{
    struct pt *p = NEW(struct pt);
    int s;
    if (!p)
        return 0;                       // NOLEAK
    p->x = 1;
    p->y = 2;
    s = p->x + p->y;
    free(p);
    return s;                           // NOLEAK
}

int macro_new_leak(void)
{
    struct pt *p = NEW(struct pt);
    if (!p)
        return 0;                       // NOLEAK
    p->x = 1;
    return p->x;                        // LEAK
}

void comma_free(void)
{
    char *p = malloc(8);
    free(p), p = NULL;
    return;                             // NOLEAK
}

char *return_assignment(size_t n)
{
    char *p;
    return (p = malloc(n));             // NOLEAK
}

void compound_literal(void)
{
    struct buffer *b = &(struct buffer){ malloc(8), 8 };
    free(b->data);
    return;                             // NOLEAK
}

void paren_free(void)
{
    char *p = malloc(8);
    (free)(p);
    return;                             // NOLEAK
}

void alloc_in_loop_condition(int n)
{
    char *p;
    int i = 0;
    while ((p = malloc(8)) != NULL && i < n) {
        free(p);
        i++;
    }
    free(p);
    return;                             // NOLEAK
}

void double_pointer_block(void)
{
    char **pp = malloc(sizeof *pp);
    if (!pp)
        return;                         // NOLEAK
    *pp = malloc(8);
    free(*pp);
    free(pp);
    return;                             // NOLEAK
}
