/* Callees that make their argument reachable from globals: a registry array, a global
   list head (push), a field of a global struct.  The caller does not leak; the paper's
   Arg2Glob.  A callee that reads the global back returns it (Glob2Ret). */
#include <stdlib.h>
#include <string.h>

struct handler {
    char *name;
    int prio;
    struct handler *next;
};

static struct handler *handlers;        /* global list */

struct config {
    char *logfile;
    int verbose;
};
struct config cfg;                      /* global struct */

static char *registry[32];
static int nregistered;

void register_handler(struct handler *h)
{
    h->next = handlers;
    handlers = h;
}

void config_set_logfile(char *path)
{
    cfg.logfile = path;
}

int registry_add(char *name)
{
    if (nregistered == 32)
        abort();
    registry[nregistered++] = name;
    return nregistered - 1;
}

struct handler *first_handler(void)
{
    return handlers;
}

int add_handler(const char *name, int prio)
{
    struct handler *h = malloc(sizeof *h);
    if (!h)
        return -1;                      // NOLEAK
    h->name = strdup(name);
    h->prio = prio;
    register_handler(h);
    return 0;                           // NOLEAK
}

void set_logfile(const char *dir)
{
    char *p = malloc(strlen(dir) + 16);
    if (!p)
        return;                         // NOLEAK
    strcpy(p, dir);
    strcat(p, "/server.log");
    config_set_logfile(p);              // NOLEAK
}

int intern(const char *s)
{
    char *copy = strdup(s);
    if (!copy)
        return -1;                      // NOLEAK
    return registry_add(copy);          // NOLEAK
}

/* the handler from the global list is not the caller's to free, and the fresh name
   given to it stays reachable */
void rename_first(const char *name)
{
    struct handler *h = first_handler();
    if (!h)
        return;
    free(h->name);
    h->name = strdup(name);             // NOLEAK
}

/* a local copy is not registered: lost */
int add_handler_unregistered(const char *name, int prio)
{
    struct handler *h = malloc(sizeof *h);
    if (!h)
        return -1;                      // NOLEAK
    h->name = NULL;
    h->prio = prio;
    if (prio < 0)
        return -1;                      // LEAK
    register_handler(h);
    return 0;                           // NOLEAK
}
