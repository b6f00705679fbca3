/* A function pointer global that no code writes holds the function it was initialised
   with (a whole program: it has main).  gnulib's obstack calls its allocation-failure
   hook, initialised with a function that exits, where the chunk is NULL: the call does
   not return, so the NULL never reaches the stores.  Before, the hook was unknown code
   that returns, and the stores through the NULL chunk were reported. */
#include <stdio.h>
#include <stdlib.h>

struct node { int value; struct node *next; };

static void out_of_memory(void)
{
    fputs("memory exhausted\n", stderr);
    exit(1);
}

void (*failure_hook)(void) = out_of_memory;            /* never written: a constant */
static void (*quiet_hook)(void) = out_of_memory;       /* written below: unknown */
static void (*empty_hook)(void);                       /* 0, never written */

static void keep_going(void) { }

void set_quiet(int q) { quiet_hook = q ? keep_going : out_of_memory; }

struct node *push(struct node *head, int v)
{
    struct node *n = malloc(sizeof *n);
    if (!n)
        failure_hook();
    n->value = v;  // NO-NULL-DEREF
    n->next = head;
    return n;
}

struct node *push_deref(struct node *head, int v)
{
    struct node *n = malloc(sizeof *n);
    if (!n)
        (*failure_hook)();
    n->value = v;  // NO-NULL-DEREF
    n->next = head;
    return n;
}

/* the hook may have been set to one that returns */
struct node *push_quiet(struct node *head, int v)
{
    struct node *n = malloc(sizeof *n);
    if (!n)
        quiet_hook();
    n->value = v;  // NULL-DEREF
    n->next = head;
    return n;
}

int main(int argc, char **argv)
{
    struct node *list = NULL;
    set_quiet(argc > 2);
    for (int i = 1; i < argc; i++)
        list = push_quiet(push_deref(push(list, i), i), i);
    while (list) {
        struct node *next = list->next;
        free(list);
        list = next;
    }
    if (argc > 5 && empty_hook)
        empty_hook();
    return 0;
}
