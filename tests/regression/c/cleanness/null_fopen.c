/* fopen fails for ordinary reasons: its NULL passed to fgets is a NULL dereference. */
#include <stdio.h>

int first_line(const char *path, char *buf, int n)
{
    FILE *f = fopen(path, "r");
    char *r = fgets(buf, n, f);         // NULL-DEREF
    if (f)
        fclose(f);
    return r != NULL;                   // NO-RESOURCE-LEAK
}

int first_line_ok(const char *path, char *buf, int n)
{
    FILE *f = fopen(path, "r");
    char *r;
    if (!f)
        return 0;
    r = fgets(buf, n, f);               // NO-NULL-DEREF
    fclose(f);
    return r != NULL;
}
