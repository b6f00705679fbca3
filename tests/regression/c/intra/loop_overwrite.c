/* A block allocated in a loop body and overwritten on the next iteration is lost;
   freeing it before the iteration ends is correct. */
#include <stdio.h>
#include <stdlib.h>

void print_lines(int n)
{
    int i;
    char *line;
    for (i = 0; i < n; i++) {
        line = malloc(64);
        if (!line)
            break;
        snprintf(line, 64, "line %d", i);
        puts(line);
    }
    return;                             // LEAK
}

void print_lines_fixed(int n)
{
    int i;
    char *line;
    for (i = 0; i < n; i++) {
        line = malloc(64);
        if (!line)
            return;                     // NOLEAK
        snprintf(line, 64, "line %d", i);
        puts(line);
        free(line);
    }
    return;                             // NOLEAK
}

/* the loop is the last statement: the exit is at the last line of its body */
void scratch_per_item(const int *v, int n)
{
    for (int i = 0; i < n; i++) {
        int *tmp = malloc(sizeof *tmp);
        if (tmp == NULL)
            continue;
        *tmp = v[i] * 2;
        printf("%d\n", *tmp);         // LEAK
    }
}

/* Inside the loop, returning on a failed allocation loses the blocks of the
   earlier iterations (never freed).  The failed allocation's NULL test removes the
   whole allocation site from the allocated set, although it also stands for the
   blocks of earlier iterations. */
void print_lines_return(int n)
{
    int i;
    char *line;
    for (i = 0; i < n; i++) {
        line = malloc(64);
        if (!line)
            return;                     // LEAK
        snprintf(line, 64, "line %d", i);
        puts(line);
    }
    return;                             // LEAK
}
