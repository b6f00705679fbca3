// options: --main-return-leaks
/* main_args.c with --main-return-leaks: main owns its allocations like any function, so
   returning from main with a block that only main's own variables hold is reported. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv)
{
    char *copy;
    char *extra;
    if (argc < 2)
        return 1;                       // NOLEAK
    copy = strdup(argv[1]);
    if (!copy)
        return 1;                       // NOLEAK
    extra = malloc(32);
    if (!extra) {
        free(copy);
        return 1;                       // NOLEAK
    }
    snprintf(extra, 32, "%d", argc);
    if (argc > 5) {
        free(copy);
        return 2;                       // LEAK
    }
    printf("%s %s\n", copy, extra);
    free(extra);
    free(copy);
    return 0;                           // NOLEAK
}
