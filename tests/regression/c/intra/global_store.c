/* A block stored into a global (or a static local, or a global array or struct)
   stays reachable after the return: no leak. */
#include <stdlib.h>
#include <string.h>

static char *g_name;
char *g_table[16];
struct registry { char *entries[8]; int count; } g_reg;

void set_name(const char *s)
{
    char *p = strdup(s);
    if (!p)
        return;                         // NOLEAK
    free(g_name);
    g_name = p;
    return;                             // NOLEAK
}

void table_put(int i, size_t n)
{
    g_table[i & 15] = malloc(n);
    return;                             // NOLEAK
}

int registry_add(size_t n)
{
    char *p = malloc(n);
    if (!p)
        return -1;                      // NOLEAK
    if (g_reg.count >= 8) {
        free(p);
        return -1;                      // NOLEAK
    }
    g_reg.entries[g_reg.count++] = p;
    return 0;                           // NOLEAK
}

char *cached_buffer(void)
{
    static char *cache;
    if (!cache)
        cache = malloc(128);
    return cache;                       // NOLEAK
}

void static_local_store(size_t n)
{
    static char *keep;
    free(keep);
    keep = malloc(n);
    return;                             // NOLEAK
}

/* a block reachable only through another block that is reachable from a global */
struct node { struct node *next; char *payload; };
struct node *g_head;

int push_global(const char *s)
{
    struct node *nd = malloc(sizeof *nd);
    if (!nd)
        return -1;                      // NOLEAK
    nd->payload = strdup(s);
    nd->next = g_head;
    g_head = nd;
    return 0;                           // NOLEAK
}

/* the global is overwritten right after: the block is lost again */
void set_then_clear(size_t n)
{
    g_name = malloc(n);
    g_name = NULL;
    return;                             // LEAK
}
