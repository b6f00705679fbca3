/* Tokenising a strdup'ed copy: strsep() advances its cursor, so the copy must be
   freed through the original pointer, not through the cursor (which ends NULL). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int count_fields(const char *line)
{
    char *copy = strdup(line);
    char *cur = copy, *tok;
    int n = 0;
    if (!copy)
        return -1;                      // NOLEAK
    while ((tok = strsep(&cur, ",")) != NULL)
        n++;
    free(copy);
    return n;                           // NOLEAK
}

int count_fields_wrong_free(const char *line)
{
    char *copy = strdup(line);
    char *cur = copy, *tok;
    int n = 0;
    if (!copy)
        return -1;                      // NOLEAK
    while ((tok = strsep(&cur, ",")) != NULL)
        n++;
    free(cur);                          /* cur is NULL here */
    return n;                           // TODO-FN leak (that tok == NULL implies cur == NULL is a relation the analysis does not keep: cur may still point into the copy, and free(cur) frees it)
}

int print_words(const char *line)
{
    char *copy = strdup(line);
    char *save = NULL, *w;
    int n = 0;
    if (!copy)
        return -1;                      // NOLEAK
    for (w = strtok_r(copy, " ", &save); w; w = strtok_r(NULL, " ", &save)) {
        puts(w);
        n++;
    }
    free(copy);
    return n;                           // NOLEAK
}

/* returns the first word, by duplicating it; the line copy must still go */
char *first_word(const char *line)
{
    char *copy = strdup(line);
    char *w, *res;
    if (!copy)
        return NULL;                    // NOLEAK
    w = strtok(copy, " ");
    res = w ? strdup(w) : NULL;
    free(copy);
    return res;                         // NOLEAK
}

char *first_word_leaky(const char *line)
{
    char *copy = strdup(line);
    char *w;
    if (!copy)
        return NULL;                    // NOLEAK
    w = strtok(copy, " ");
    if (!w)
        return NULL;                    // LEAK
    return strdup(w);                   // LEAK
}
