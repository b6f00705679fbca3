/* plugins.prog: text filters registered in a global registry. */
#ifndef PLUGIN_H
#define PLUGIN_H

typedef char *(*filter_fn)(char *text);   /* returns a fresh string or `text` itself */

struct plugin {
    char *name;
    filter_fn run;
    struct plugin *next;
};

int register_plugin(const char *name, filter_fn run);
struct plugin *find_plugin(const char *name);
char *echo_filter(char *text);
char *upper_filter(char *text);

#endif
