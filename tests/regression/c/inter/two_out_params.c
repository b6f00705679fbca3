/* A parser handing two fresh strings out through two out-parameters
   (`int split_kv(line, char **key, char **value)`), cleaning up on failure.  Callers
   must free both; freeing one leaks the other. */
#include <stdlib.h>
#include <string.h>

int split_kv(const char *line, char **key, char **value)
{
    const char *eq = strchr(line, '=');
    char *k, *v;
    if (!eq)
        return -1;                      // NOLEAK
    k = strndup(line, (size_t)(eq - line));
    if (!k)
        return -1;                      // NOLEAK
    v = strdup(eq + 1);
    if (!v) {
        free(k);
        return -1;                      // NOLEAK
    }
    *key = k;
    *value = v;
    return 0;                           // NOLEAK
}

int is_debug_line(const char *line)
{
    char *k, *v;
    int r;
    if (split_kv(line, &k, &v) < 0)
        return 0;                       // NOLEAK
    r = strcmp(k, "debug") == 0 && strcmp(v, "1") == 0;
    free(k);
    free(v);
    return r;                           // NOLEAK
}

/* keeps the key, loses the value */
char *key_of(const char *line)
{
    char *k, *v;
    if (split_kv(line, &k, &v) != 0)
        return NULL;                    // NOLEAK
    return k;                           // LEAK
}

/* out-parameters that point into a caller's struct */
struct setting {
    char *name;
    char *value;
};

int setting_parse(struct setting *s, const char *line)
{
    return split_kv(line, &s->name, &s->value);     // NOLEAK
}

void setting_demo(const char *line)
{
    struct setting s;
    if (setting_parse(&s, line) != 0)
        return;                         // NOLEAK
    free(s.name);
    free(s.value);                      // NOLEAK
}

void setting_demo_leaky(const char *line)
{
    struct setting s;
    if (setting_parse(&s, line) != 0)
        return;                         // NOLEAK
    free(s.name);                       // LEAK
}
