/* POSIX and wide-character allocators: the block comes back through an out-parameter
 * (asprintf, getline, getaddrinfo, glob, regcomp, scandir, posix_memalign) or as the
 * result (wcsdup, realpath(p, NULL), getcwd(NULL, 0)), and has its release function. */
#define _GNU_SOURCE
#include <dirent.h>
#include <glob.h>
#include <limits.h>
#include <netdb.h>
#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>

int greet(const char *name)
{
    char *msg;
    if (asprintf(&msg, "hello %s", name) < 0)
        return -1;                      // NOLEAK
    puts(msg);
    return 0;                           // LEAK
}

int greet_freed(const char *name)
{
    char *msg;
    if (asprintf(&msg, "hello %s", name) < 0)
        return -1;                      // NOLEAK
    puts(msg);
    free(msg);
    return 0;                           // NOLEAK
}

long count_long_lines(FILE *f)
{
    char *line = NULL;
    size_t cap = 0;
    long n = 0;
    while (getline(&line, &cap, f) > 0)
        if (strlen(line) > 80)
            n++;
    free(line);
    return n;                           // NOLEAK
}

long first_line_length(FILE *f)
{
    char *line = NULL;
    size_t cap = 0;
    if (getline(&line, &cap, f) < 0)
        return -1;                      // LEAK
    return (long)strlen(line);          // LEAK
}

int wide(const wchar_t *w)
{
    wchar_t *copy = wcsdup(w);
    if (!copy)
        return -1;                      // NOLEAK
    wprintf(L"%ls\n", copy);
    return (int)wcslen(copy);           // LEAK
}

int wide_freed(const wchar_t *w)
{
    wchar_t *copy = wcsdup(w);
    int n;
    if (!copy)
        return -1;                      // NOLEAK
    fwprintf(stdout, L"%ls\n", copy);
    n = (int)wcslen(copy);
    free(copy);
    return n;                           // NOLEAK
}

int resolve(const char *path)
{
    char *abs = realpath(path, NULL);
    if (!abs)
        return -1;                      // NOLEAK
    puts(abs);
    return 0;                           // LEAK
}

int resolve_into(const char *path)
{
    char buf[PATH_MAX];
    char *abs = realpath(path, buf);
    if (!abs)
        return -1;                      // NOLEAK
    puts(abs);
    return 0;                           // NOLEAK
}

int cwd_len(void)
{
    char *cwd = getcwd(NULL, 0);
    int n;
    if (!cwd)
        return -1;                      // NOLEAK
    n = (int)strlen(cwd);
    free(cwd);
    return n;                           // NOLEAK
}

int lookup(const char *host)
{
    struct addrinfo *res;
    if (getaddrinfo(host, "80", NULL, &res) != 0)
        return -1;                      // NOLEAK
    if (res->ai_next == NULL)
        return 1;                       // LEAK
    freeaddrinfo(res);
    return 0;                           // NOLEAK
}

int count_sources(const char *pattern)
{
    glob_t g;
    size_t n;
    if (glob(pattern, 0, NULL, &g) != 0)
        return -1;                      // NOLEAK
    n = g.gl_pathc;
    globfree(&g);
    return (int)n;                      // NOLEAK
}

int matches(const char *re, const char *s)
{
    regex_t rx;
    int ok;
    if (regcomp(&rx, re, REG_EXTENDED) != 0)
        return -1;                      // NOLEAK
    ok = regexec(&rx, s, 0, NULL, 0) == 0;
    if (!ok)
        return 0;                       // LEAK
    regfree(&rx);
    return 1;                           // NOLEAK
}

/* the status tested for truth, not compared: if (regcomp(..)) is if (regcomp(..) != 0) */
int heap_regex(const char *re, regex_t **out)
{
    regex_t *comp = calloc(1, sizeof *comp);
    if (comp == NULL)
        return -1;                      // NOLEAK
    if (regcomp(comp, re, REG_EXTENDED)) {
        free(comp);
        return -1;                      // NOLEAK
    }
    *out = comp;
    return 0;                           // NOLEAK
}

int heap_regex_not_freed(const char *re)
{
    regex_t *comp = calloc(1, sizeof *comp);
    if (comp == NULL)
        return -1;                      // NOLEAK
    if (!regcomp(comp, re, REG_EXTENDED)) {
        free(comp);                     /* the compiled state is not: no regfree */
        return 1;                       // LEAK
    }
    free(comp);
    return -1;                          // NOLEAK
}

int list_dir(const char *path)
{
    struct dirent **names;
    int n = scandir(path, &names, NULL, alphasort);
    if (n < 0)
        return -1;                      // NOLEAK
    for (int i = 0; i < n; i++)
        free(names[i]);
    free(names);
    return n;                           // NOLEAK
}

void *aligned_buffer(size_t n)
{
    void *p;
    if (posix_memalign(&p, 64, n) != 0)
        return NULL;                    // NOLEAK
    return p;                           // NOLEAK
}
