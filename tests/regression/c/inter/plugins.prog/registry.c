/* plugins.prog: the registry keeps every plugin in a global list (Arg2Glob across
   files: the caller's blocks stay reachable). */
#include <stdlib.h>
#include <string.h>
#include "plugin.h"

static struct plugin *plugins;

static void link_plugin(struct plugin *p)
{
    p->next = plugins;
    plugins = p;
}

int register_plugin(const char *name, filter_fn run)
{
    struct plugin *p = malloc(sizeof *p);
    if (!p)
        return -1;                      // NOLEAK
    p->name = strdup(name);
    if (!p->name) {
        free(p);
        return -1;                      // NOLEAK
    }
    p->run = run;
    link_plugin(p);
    return 0;                           // NOLEAK
}

struct plugin *find_plugin(const char *name)
{
    struct plugin *p;
    for (p = plugins; p; p = p->next)
        if (strcmp(p->name, name) == 0)
            return p;
    return NULL;
}
