/* Nested structs: a block reachable through an embedded struct field or through a
   pointer field of a heap struct. */
#include <stdlib.h>
#include <string.h>

struct inner { char *text; };
struct outer { struct inner in; struct inner *pin; };

void nested_ok(void)
{
    struct outer o;
    o.in.text = strdup("x");
    o.pin = malloc(sizeof *o.pin);
    if (!o.pin) {
        free(o.in.text);
        return;                         // NOLEAK
    }
    o.pin->text = strdup("y");
    free(o.pin->text);
    free(o.pin);
    free(o.in.text);
    return;                             // NOLEAK
}

void nested_inner_lost(void)
{
    struct outer o;
    o.in.text = NULL;
    o.pin = malloc(sizeof *o.pin);
    if (!o.pin)
        return;                         // NOLEAK
    o.pin->text = strdup("y");
    free(o.pin);                        /* o.pin->text becomes unreachable */
    return;                             // LEAK
}

struct outer *outer_new(void)
{
    struct outer *o = malloc(sizeof *o);
    if (!o)
        return NULL;                    // NOLEAK
    o->in.text = strdup("a");
    o->pin = malloc(sizeof *o->pin);
    if (o->pin)
        o->pin->text = strdup("b");
    return o;                           // NOLEAK (a false alarm once, no longer reported: reachability misses o->in.text: the intermediate cell o->in is not in the memory, so the nested field is never visited)
}

void outer_into_param(struct outer *o)
{
    o->in.text = strdup("a");
    o->pin = malloc(sizeof *o->pin);
    if (o->pin)
        o->pin->text = strdup("b");
    return;                             // NOLEAK (a false alarm once, no longer reported: reachability misses o->in.text: the intermediate cell o->in is not in the memory, so the nested field is never visited)
}

void embedded_field_lost(void)
{
    struct outer o;
    o.pin = NULL;
    o.in.text = malloc(4);
    o.in.text = NULL;
    return;                             // LEAK
}

/* a nested field of a global struct is reachable from the global */
struct outer g_outer;

void outer_into_global(void)
{
    g_outer.in.text = strdup("g");
    return;                             // NOLEAK (a false alarm once, no longer reported: reachability misses g_outer.in.text: the intermediate cell g_outer.in is not in the memory, so the nested field is never visited)
}
