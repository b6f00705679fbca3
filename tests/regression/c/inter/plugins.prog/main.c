/* plugins.prog: filters called through function pointers from a local table and
   through a pointer chosen by name. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "plugin.h"

int setup(void)
{
    if (register_plugin("echo", echo_filter) < 0)
        return -1;                      // NOLEAK
    return register_plugin("upper", upper_filter);      // NOLEAK
}

/* upper_filter works in place: the result is `buf` itself, freed once */
void shout(const char *msg)
{
    char *buf = strdup(msg);
    char *out;
    if (!buf)
        return;                         // NOLEAK
    out = upper_filter(buf);
    puts(out);
    free(buf);                          // NOLEAK
}

/* echo_filter's result is a fresh copy: freeing only buf loses it */
void echo_leaky(const char *msg)
{
    char *buf = strdup(msg);
    char *out;
    if (!buf)
        return;                         // NOLEAK
    out = echo_filter(buf);
    if (out)
        puts(out);
    free(buf);                          // LEAK
}

/* called through a table: the echo result must be freed, the upper one is buf */
void run_all(const char *msg)
{
    filter_fn table[2] = { echo_filter, upper_filter };
    int i;
    for (i = 0; i < 2; i++) {
        char *buf = strdup(msg);
        char *out;
        if (!buf)
            return;                     // NOLEAK (a false alarm once, no longer reported: the results of the two targets are joined: the echo copy stays allocated on the path where out == buf, i.e. upper_filter's path)
        out = table[i](buf);
        if (out && out != buf)
            free(out);
        free(buf);                      // NOLEAK (a false alarm once, no longer reported: same join of the two targets)
    }
}

/* the echo copy is dropped when called through a pointer */
void run_echo_leaky(const char *msg)
{
    filter_fn f = echo_filter;
    char *buf = strdup(msg);
    char *out;
    if (!buf)
        return;                         // NOLEAK
    out = f(buf);
    if (out)
        puts(out);
    free(buf);                          // LEAK
}
