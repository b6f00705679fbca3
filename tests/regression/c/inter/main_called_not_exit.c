/* Only the initial call of main is the program's exit.  A main that the program calls
   itself (here recursively) returns to its caller, so what its variables hold at a
   return is lost as in any other procedure; so is what a procedure other than main
   still holds in its variables when it returns, even if main then returns at once. */
#include <stdlib.h>
#include <string.h>

static int work(const char *arg)
{
    char *copy = strdup(arg);
    if (copy == NULL)
        return -1;                      // NOLEAK
    return (int)strlen(copy);           // LEAK
}

int main(int argc, char **argv)
{
    char *buf;
    if (argc < 2)
        return 0;                       // NOLEAK
    buf = malloc(32);
    if (buf == NULL)
        return 1;                       // NOLEAK
    if (work(argv[1]) < 0)
        return 1;                       // LEAK
    return main(argc - 1, argv + 1);    // LEAK
}
