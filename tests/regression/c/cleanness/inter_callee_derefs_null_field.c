/* A callee that reads a field of its argument and dereferences the value on every path
   before testing it (n = n->next; n->data) dereferences the caller's NULL there: a
   caller whose field certainly holds NULL (stored, or calloc'ed and never written, here
   or in a constructor) is told so at the call (Summary.field_requires, B67, B81).  A
   callee that tests the value first or writes the field before reading it, and a caller
   whose field holds a block or may hold one, are not. */
#include <stdlib.h>

struct node { int data; struct node *next; };

int next_data(struct node *n)
{
    n = n->next;
    return n->data;
}

int second_data(struct node *n)
{
    return n->next->next->data;
}

int next_data_tested(struct node *n)
{
    struct node *m = n->next;
    if (m == NULL)
        return 0;
    return m->data;
}

int next_data_set_first(struct node *n, struct node *other)
{
    n->next = other;
    return n->next->data;
}

static struct node *new_node(int data)
{
    struct node *n = calloc(1, sizeof *n);
    if (n != NULL)
        n->data = data;
    return n;
}

/* the caller stored the NULL */
int stored_null(void)
{
    struct node *a = malloc(sizeof *a);
    int r;
    if (a == NULL)
        return 0;
    a->data = 1;
    a->next = NULL;
    r = next_data(a);                   // NULL-DEREF
    free(a);
    return r;
}

/* two levels down: a->next is a block whose next is NULL */
int stored_null_below(void)
{
    struct node *a = malloc(sizeof *a);
    struct node *b = malloc(sizeof *b);
    int r = 0;
    if (a != NULL && b != NULL) {
        b->data = 2;
        b->next = NULL;
        a->data = 1;
        a->next = b;
        r = second_data(a);             // NULL-DEREF
    }
    free(a);
    free(b);
    return r;
}

/* calloc'ed here, never written */
int zeroed(void)
{
    struct node *a = calloc(1, sizeof *a);
    int r;
    if (a == NULL)
        return 0;
    r = next_data(a);                   // NULL-DEREF
    free(a);
    return r;
}

/* calloc'ed in a constructor that writes another field */
int zeroed_by_constructor(void)
{
    struct node *a = new_node(1);
    int r;
    if (a == NULL)
        return 0;
    r = next_data(a);                   // NULL-DEREF
    free(a);
    return r;
}

/* the callee tests the value it read */
int tested_in_callee(void)
{
    struct node *a = calloc(1, sizeof *a);
    int r;
    if (a == NULL)
        return 0;
    r = next_data_tested(a);            // NO-NULL-DEREF
    free(a);
    return r;
}

/* the field holds a block */
int holds_block(void)
{
    struct node *a = calloc(1, sizeof *a);
    struct node *b = calloc(1, sizeof *b);
    int r = 0;
    if (a != NULL && b != NULL) {
        a->next = b;
        r = next_data(a);               // NO-NULL-DEREF
    }
    free(a);
    free(b);
    return r;
}

/* the field is NULL on one path to the call: reported as a warning */
int null_on_one_path(int flag)
{
    struct node *a = calloc(1, sizeof *a);
    struct node *b = malloc(sizeof *b);
    int r;
    if (a == NULL || b == NULL) {
        free(a);
        free(b);
        return 0;
    }
    b->data = 2;
    b->next = NULL;
    if (flag)
        a->next = b;
    r = next_data(a);                   // NULL-DEREF
    free(a);
    free(b);
    return r;
}

/* the field may hold a block (the engine joined the two): not certainly NULL */
int may_hold_block(int flag)
{
    struct node *a = calloc(1, sizeof *a);
    struct node *b = malloc(sizeof *b);
    int r = 0;
    if (a == NULL || b == NULL) {
        free(a);
        free(b);
        return 0;
    }
    b->data = 2;
    b->next = NULL;
    if (flag)
        a->next = b;
    if (flag)
        r = next_data(a);               // NO-NULL-DEREF
    free(a);
    free(b);
    return r;
}

/* the field of the caller's own input: a list's end, or a block */
int input_field(struct node *list)
{
    if (list == NULL)
        return 0;
    return next_data(list);             // NO-NULL-DEREF
}

/* the callee writes the field before it reads it */
int written_in_callee(void)
{
    struct node *a = calloc(1, sizeof *a);
    struct node *b = calloc(1, sizeof *b);
    int r = 0;
    if (a != NULL && b != NULL)
        r = next_data_set_first(a, b);  // NO-NULL-DEREF
    free(a);
    free(b);
    return r;
}
