/* typeof / __typeof__ / __auto_type, as Linux-style list macros use them. */
#include <stdlib.h>
#include <stddef.h>

struct list_head { struct list_head *next, *prev; };

#define container_of(ptr, type, member) ({                      \
        const typeof(((type *)0)->member) *__mptr = (ptr);      \
        (type *)((char *)__mptr - offsetof(type, member)); })
#define list_entry(ptr, type, member) container_of(ptr, type, member)
#define list_for_each_entry(pos, head, member)                          \
        for (pos = list_entry((head)->next, __typeof__(*pos), member);  \
             &pos->member != (head);                                    \
             pos = list_entry(pos->member.next, __typeof__(*pos), member))
#define swap(a, b) do { __typeof__(a) __tmp = (a); (a) = (b); (b) = __tmp; } while (0)

struct item { int value; struct list_head node; };

int sum(struct list_head *head)
{
    struct item *it;
    int s = 0;
    list_for_each_entry(it, head, node)
        s += it->value;
    return s;
}

int typeof_copy_freed(void)
{
    struct item *a = malloc(sizeof *a);
    typeof(a) b = a;
    __typeof__(int *) unused = NULL;
    (void)unused;
    free(b);
    return 0;                           // NOLEAK
}

int typeof_copy_leak(void)
{
    struct item *a = malloc(sizeof *a);
    __typeof__(a) b = a;
    if (!b)
        return -1;                      // NOLEAK
    b->value = 1;
    return 0;                           // LEAK
}

void swap_and_free(void)
{
    char *x = malloc(1), *y = malloc(2);
    swap(x, y);
    free(x);
    free(y);                            // NOLEAK
}

int auto_type_leak(void)
{
    __auto_type p = malloc(16);
    return p != NULL;                   // LEAK
}

void auto_type_freed(void)
{
    __auto_type p = malloc(16);
    free(p);                            // NOLEAK
}
