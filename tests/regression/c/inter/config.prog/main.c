/* config.prog: users.  This file's static trim() allocates (unlike config.c's). */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "config.h"
#include "util.h"

static char *trim(const char *s)
{
    size_t n;
    while (isspace((unsigned char)*s))
        s++;
    n = strlen(s);
    while (n > 0 && isspace((unsigned char)s[n - 1]))
        n--;
    return xstrndup(s, n);              // NOLEAK
}

int port_from(const char **lines, int n)
{
    struct config cfg = { NULL, 0 };
    const char *v;
    int i, port = 80;
    for (i = 0; i < n; i++)
        config_parse_line(&cfg, lines[i]);
    v = config_get(&cfg, "port");
    if (v)
        port = atoi(v);
    config_clear(&cfg);
    return port;                        // NOLEAK
}

/* forgets config_clear on the early exit */
int port_from_leaky(const char **lines, int n)
{
    struct config cfg = { NULL, 0 };
    const char *v;
    int i;
    for (i = 0; i < n; i++)
        config_parse_line(&cfg, lines[i]);
    v = config_get(&cfg, "port");
    if (!v)
        return -1;                      // LEAK
    i = atoi(v);
    config_clear(&cfg);
    return i;                           // NOLEAK
}

/* the trimmed copy is printed and freed */
void echo_trimmed(const char *s)
{
    char *t = trim(s);
    puts(t);
    free(t);                            // NOLEAK
}

/* the trimmed copy is compared and dropped */
int is_yes(const char *s)
{
    char *t = trim(s);
    return strcmp(t, "yes") == 0;       // LEAK
}

/* the value returned by config_get belongs to the config */
char *copy_value(const struct config *cfg, const char *key)
{
    const char *v = config_get(cfg, key);
    return v ? xstrdup(v) : NULL;       // NOLEAK
}
