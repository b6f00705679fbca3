/* A loop between two tests of one value that stores only into blocks allocated since the
   entry (it builds a list) leaves the objects that existed at the entry alone: a field
   of the caller's struct, or a string it passed, read before and after the loop is one
   value.  Where the loop stores into such an object, or the tested value is itself in a
   block the loop stores into, the alarm stays. */
#include <stdlib.h>
#include <string.h>

struct node { struct node *next; int v; };
struct conf { int flags; };

struct node *build(struct conf *c, int n)
{
    char *scratch = NULL;
    struct node *head = NULL;
    int i;
    if (c->flags & 4)
        scratch = malloc(64);
    for (i = 0; i < n; i++) {
        struct node *x = malloc(sizeof *x);
        if (!x)
            break;
        x->v = i;
        x->next = head;
        head = x;
    }
    if (c->flags & 4)
        free(scratch);
    return head;                        // NOLEAK
}

void build_named(const char *name, int n)
{
    char *copy = NULL;
    struct node *head = NULL;
    int i;
    if (strlen(name) > 8)
        copy = malloc(16);
    for (i = 0; i < n; i++) {
        struct node *x = malloc(sizeof *x);
        if (!x)
            break;
        x->v = i;
        x->next = head;
        head = x;
    }
    if (strlen(name) > 8)
        free(copy);
    while (head) {
        struct node *next = head->next;
        free(head);
        head = next;
    }
}                                       // NOLEAK

/* the other direction: the alarm stays */

struct node *build_and_clear(struct conf *c, int n)
{
    char *scratch = NULL;
    struct node *head = NULL;
    int i;
    if (c->flags & 4)
        scratch = malloc(64);
    for (i = 0; i < n; i++) {
        struct node *x = malloc(sizeof *x);
        if (!x)
            break;
        x->v = i;
        c->flags = 0;                   /* the caller's struct, written in the loop */
        x->next = head;
        head = x;
    }
    if (c->flags & 4)
        free(scratch);
    return head;                        // LEAK
}

int fresh_field_in_loop(int n)
{
    struct node *x = malloc(sizeof *x);
    char *scratch = NULL;
    int i;
    if (!x)
        return 0;
    x->v = 1;
    x->next = NULL;
    if (x->v)
        scratch = malloc(64);
    for (i = 0; i < n; i++)
        x->v = 0;                       /* the tested field is in the fresh block */
    if (x->v)
        free(scratch);
    free(x);
    return 0;                           // LEAK
}

size_t fresh_string_changed(void)
{
    char *s = malloc(16);
    char *copy = NULL;
    int i;
    if (!s)
        return 0;
    for (i = 0; i < 12; i++)
        s[i] = 'a';
    s[12] = 0;
    if (strlen(s) > 8)
        copy = malloc(16);
    s[2] = 0;                           /* a store into the fresh string */
    if (strlen(s) > 8)
        free(copy);
    free(s);
    return 0;                           // LEAK
}
