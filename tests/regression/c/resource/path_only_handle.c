/* A stream lost on one path only: the joined exit state may still hold it in a global
   (true positive); where that path closes it, nothing is reported (true negative). */
#include <stdio.h>
FILE *current;

void open_maybe_forget(const char *name, int c)
{
    FILE *f = fopen(name, "r");
    if (f == NULL)
        return;
    current = f;
    if (c)
        current = NULL;                 // RESOURCE-LEAK
}

void open_forget_and_close(const char *name, int c)
{
    FILE *f = fopen(name, "r");
    if (f == NULL)
        return;
    current = f;
    if (c) {
        current = NULL;
        fclose(f);
    }                                   // NO-RESOURCE-LEAK
}
