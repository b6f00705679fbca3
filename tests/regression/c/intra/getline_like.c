/* getline-style interfaces: the buffer lives in the caller's *lineptr, is
   (re)allocated here and handed back through the pointer parameter. */
#include <stdio.h>
#include <stdlib.h>

long my_getline(char **lineptr, size_t *n, FILE *f)
{
    size_t len = 0;
    int c;
    if (*lineptr == NULL || *n == 0) {
        *n = 128;
        *lineptr = malloc(*n);
        if (!*lineptr)
            return -1;                  // NOLEAK
    }
    while ((c = fgetc(f)) != EOF) {
        if (len + 1 >= *n) {
            char *tmp = realloc(*lineptr, *n * 2);
            if (!tmp)
                return -1;              // NOLEAK
            *lineptr = tmp;
            *n *= 2;
        }
        (*lineptr)[len++] = (char)c;
        if (c == '\n')
            break;
    }
    (*lineptr)[len] = '\0';
    return len ? (long)len : -1;        // NOLEAK
}

/* a local line buffer fed to getline-like code must be freed by its owner */
int count_lines(FILE *f)
{
    char *line = NULL;
    size_t cap = 0;
    int n = 0;
    line = malloc(64);
    if (!line)
        return -1;                      // NOLEAK
    cap = 64;
    while (fgets(line, (int)cap, f))
        n++;
    free(line);
    return n;                           // NOLEAK
}

int count_lines_leaky(FILE *f)
{
    char *line = malloc(64);
    int n = 0;
    if (!line)
        return -1;                      // NOLEAK
    while (fgets(line, 64, f) != NULL)
        n++;
    return n;                           // LEAK
}
