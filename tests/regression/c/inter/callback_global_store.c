/* Callbacks that store their argument into a global: the block stays reachable (no
   leak in the caller).  An event registry calls a callback chosen through a local
   function pointer; one callback keeps the event, the other frees it. */
#include <stdlib.h>
#include <string.h>

struct event {
    int type;
    char *payload;
};

static struct event *last_event;
static struct event *event_log[64];
static int nlogged;

static void keep_last(struct event *e)
{
    last_event = e;
}

static void append_log(struct event *e)
{
    if (nlogged < 64)
        event_log[nlogged++] = e;
}

static void discard(struct event *e)
{
    free(e->payload);
    free(e);
}

struct event *event_new(int type, const char *text)
{
    struct event *e = malloc(sizeof *e);
    if (!e)
        return NULL;                    // NOLEAK
    e->type = type;
    e->payload = strdup(text);
    return e;                           // NOLEAK
}

void dispatch_keep(int type, const char *text)
{
    void (*cb)(struct event *) = keep_last;
    struct event *e = event_new(type, text);
    if (!e)
        return;                         // NOLEAK
    cb(e);                              // NOLEAK
}

void dispatch_by_type(int type, const char *text)
{
    void (*cb)(struct event *) = type == 0 ? keep_last : discard;
    struct event *e = event_new(type, text);
    if (!e)
        return;                         // NOLEAK
    cb(e);                              // NOLEAK
}

/* append_log drops the event when the log is full: a real leak on that path, hidden
   because escapes to globals are collected over all paths of the callee */
void dispatch_log(int type, const char *text)
{
    void (*cb)(struct event *) = append_log;
    struct event *e = event_new(type, text);
    if (!e)
        return;                         // NOLEAK
    cb(e);                              // TODO-FN leak (by design: Arg2Glob is path-insensitive; append_log stores e only when the log has room)
}

/* a direct call to the storing callee, then a second event overwrites last_event:
   with global amalgamation (the default) this leak is not reported */
void keep_two(void)
{
    struct event *a = event_new(1, "a");
    struct event *b = event_new(2, "b");
    keep_last(a);
    keep_last(b);                       // TODO-FN leak (by design: --global-amalgamation; see global_overwrite_no_amalgamation.c)
}
