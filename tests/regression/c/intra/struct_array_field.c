/* A struct with an array of pointers: the elements are released one by one. */
#include <stdlib.h>
#include <string.h>

struct argv_list { int argc; char *argv[8]; };

void argv_fill_free(void)
{
    struct argv_list l;
    int i;
    l.argc = 0;
    for (i = 0; i < 8; i++) {
        l.argv[i] = strdup("arg");
        if (!l.argv[i])
            break;
        l.argc++;
    }
    for (i = 0; i < l.argc; i++)
        free(l.argv[i]);
    return;                             // NOLEAK
}

void argv_fill_forget(void)
{
    struct argv_list l;
    int i;
    l.argc = 0;
    for (i = 0; i < 8; i++) {
        l.argv[i] = strdup("arg");
        if (!l.argv[i])
            break;
        l.argc++;
    }
    return;                             // LEAK
}

struct argv_list *argv_new(const char *first)
{
    struct argv_list *l = calloc(1, sizeof *l);
    if (!l)
        return NULL;                    // NOLEAK
    l->argv[0] = strdup(first);
    l->argc = l->argv[0] ? 1 : 0;
    return l;                           // NOLEAK
}

void argv_heap_free_all(const char *first)
{
    struct argv_list *l = calloc(1, sizeof *l);
    int i;
    if (!l)
        return;                         // NOLEAK
    l->argv[0] = strdup(first);
    l->argv[1] = strdup(first);
    for (i = 0; i < 8; i++)
        free(l->argv[i]);
    free(l);
    return;                             // NOLEAK
}

void argv_heap_free_struct_only(const char *first)
{
    struct argv_list *l = calloc(1, sizeof *l);
    if (!l)
        return;                         // NOLEAK
    l->argv[0] = strdup(first);
    free(l);
    return;                             // LEAK
}
