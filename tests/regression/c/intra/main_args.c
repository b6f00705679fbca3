/* A return from main is the program's exit (C11 5.1.2.2.3), as a call of exit(): what
   main's own variables still hold there is not reported (main_args_reported.c is this
   program with --main-return-leaks, which reports it).  A block nothing holds any more
   is reported either way (main_return_is_exit.c). */
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
        return 2;                       // NOLEAK (extra is still held at the exit)
    }
    printf("%s %s\n", copy, extra);
    free(extra);
    free(copy);
    return 0;                           // NOLEAK
}
