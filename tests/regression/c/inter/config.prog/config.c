/* config.prog: the parser.  Its static trim() returns a pointer into its argument;
   main.c has a static trim() of its own that returns a fresh copy. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include "config.h"
#include "util.h"

static const char *trim(const char *s, size_t *len)
{
    size_t n;
    while (isspace((unsigned char)*s))
        s++;
    n = strlen(s);
    while (n > 0 && isspace((unsigned char)s[n - 1]))
        n--;
    *len = n;
    return s;
}

int config_parse_line(struct config *cfg, const char *line)
{
    const char *eq = strchr(line, '=');
    const char *k, *v;
    size_t klen, vlen;
    struct entry *e;
    if (!eq)
        return -1;
    k = trim(line, &klen);
    if (k >= eq)
        return -1;
    if (k + klen > eq)
        klen = (size_t)(eq - k);
    v = trim(eq + 1, &vlen);
    e = xmalloc(sizeof *e);
    e->key = xstrndup(k, klen);
    e->value = xstrndup(v, vlen);
    e->next = cfg->entries;
    cfg->entries = e;
    cfg->count++;
    return 0;                           // NOLEAK
}

const char *config_get(const struct config *cfg, const char *key)
{
    const struct entry *e;
    for (e = cfg->entries; e; e = e->next)
        if (strcmp(e->key, key) == 0)
            return e->value;
    return NULL;
}

void config_clear(struct config *cfg)
{
    struct entry *e = cfg->entries;
    while (e) {
        struct entry *next = e->next;
        free(e->key);
        free(e->value);
        free(e);
        e = next;
    }
    cfg->entries = NULL;
    cfg->count = 0;
}
