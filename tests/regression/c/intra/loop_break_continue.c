/* break and continue inside loops that own a block. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int find_first_negative(const int *v, int n)
{
    int *copy = malloc(n * sizeof *copy);
    int i, found = -1;
    if (!copy)
        return -2;                      // NOLEAK
    memcpy(copy, v, n * sizeof *copy);
    for (i = 0; i < n; i++) {
        if (copy[i] < 0) {
            found = i;
            break;
        }
    }
    free(copy);
    return found;                       // NOLEAK
}

int find_first_negative_leaky(const int *v, int n)
{
    int *copy = malloc(n * sizeof *copy);
    int i;
    if (!copy)
        return -2;                      // NOLEAK
    memcpy(copy, v, n * sizeof *copy);
    for (i = 0; i < n; i++) {
        if (copy[i] < 0)
            return i;                   // LEAK
    }
    free(copy);
    return -1;                          // NOLEAK
}

void each_line_continue_leaks(char **lines, int n)
{
    int i;
    for (i = 0; i < n; i++) {
        char *s = strdup(lines[i]);
        if (!s)
            continue;
        if (s[0] == '#')
            continue;                   /* comment lines leak their copy */
        puts(s);
        free(s);
    }
    return;                             // LEAK
}

void each_line_continue_ok(char **lines, int n)
{
    int i;
    for (i = 0; i < n; i++) {
        char *s = strdup(lines[i]);
        if (!s)
            continue;
        if (s[0] == '#') {
            free(s);
            continue;
        }
        puts(s);
        free(s);
    }
    return;                             // NOLEAK
}

/* while (1) with breaks on both error and success */
int while_true(int n)
{
    char *p = malloc(16);
    int i = 0;
    if (!p)
        return -1;                      // NOLEAK
    while (1) {
        if (i >= n)
            break;
        if (p[i % 16] == 'q')
            break;
        p[i % 16] = 'q';
        i++;
    }
    free(p);
    return i;                           // NOLEAK
}
