/* Two calls of a pure library function (models.PURE: strcmp, strlen, strchr, ...) with
   the same arguments and no write to memory in between give one result on a path: the
   branches that test them are correlated, as two tests of one variable are.  Where the
   string may change in between (a copy into it, a store through a pointer, a call of
   code that writes memory, a loop that writes), or the argument is another variable, or
   the function reads the locale (strcasecmp), the alarm stays. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

extern void touch(char *s);

int count_lines(const char *name)
{
    FILE *fp;
    int c, n = 0;
    if (strcmp(name, "-") != 0)
        fp = fopen(name, "r");
    else
        fp = stdin;
    if (fp == NULL)
        return -1;
    while ((c = getc(fp)) != EOF)
        if (c == '\n')
            n++;
    if (strcmp(name, "-") != 0)
        fclose(fp);
    return n;                           // NORESOURCE_LEAK
}

size_t long_name_copy(const char *name)
{
    char *copy = NULL;
    size_t len;
    if (strlen(name) > 8)
        copy = malloc(strlen(name) + 1);
    len = strlen(name);
    if (len > 8)
        free(copy);
    return len;                         // NOLEAK
}

int has_slash(const char *path)
{
    char *dir = NULL;
    if (strchr(path, '/') != NULL)
        dir = malloc(64);
    if (strchr(path, '/') == NULL)
        return 0;                       // NOLEAK
    free(dir);
    return 1;
}

/* the other direction: the alarm stays */

size_t copied_in_between(char *name, const char *other)
{
    char *copy = NULL;
    if (strlen(name) > 8)
        copy = malloc(16);
    strcpy(name, other);                /* the string changes */
    if (strlen(name) > 8)
        free(copy);
    return 0;                           // LEAK
}

size_t stored_in_between(char *name, char *alias)
{
    char *copy = NULL;
    if (strlen(name) > 8)
        copy = malloc(16);
    alias[3] = 0;                       /* may be name's fourth character */
    if (strlen(name) > 8)
        free(copy);
    return 0;                           // LEAK
}

size_t touched_in_between(char *name)
{
    char *copy = NULL;
    if (strlen(name) > 8)
        copy = malloc(16);
    touch(name);                        /* code outside the program may write it */
    if (strlen(name) > 8)
        free(copy);
    return 0;                           // LEAK
}

size_t written_in_loop(char *name, int k)
{
    char *copy = NULL;
    int i;
    if (strlen(name) > 8)
        copy = malloc(16);
    for (i = 0; i < k; i++)
        name[i] = 'x';
    if (strlen(name) > 8)
        free(copy);
    return 0;                           // LEAK
}

size_t another_string(const char *name, const char *other)
{
    char *copy = NULL;
    if (strlen(name) > 8)
        copy = malloc(16);
    if (strlen(other) > 8)
        free(copy);
    return 0;                           // LEAK
}

size_t pointer_moved(const char *name)
{
    char *copy = NULL;
    if (strlen(name) > 8)
        copy = malloc(16);
    name++;
    if (strlen(name) > 8)
        free(copy);
    return 0;                           // LEAK
}

int locale_compare(const char *name)
{
    char *copy = NULL;
    if (strcasecmp(name, "yes") == 0)
        copy = malloc(16);
    if (strcasecmp(name, "yes") == 0)
        free(copy);
    return 0;                           // TODO-FP leak (strcasecmp reads the locale: not equated)
}
