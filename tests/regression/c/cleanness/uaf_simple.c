/* Reads and writes of a freed block; a pointer re-assigned after the free is fine. */
#include <stdlib.h>
#include <string.h>

int write_after_free(void)
{
    int *p = malloc(sizeof *p);
    if (!p)
        return 0;
    free(p);
    *p = 1;                             // USE-AFTER-FREE
    return 0;
}

size_t strlen_after_free(void)
{
    char *s = malloc(8);
    if (!s)
        return 0;
    s[0] = 0;
    free(s);
    return strlen(s);                   // USE-AFTER-FREE
}

int reassigned(void)
{
    int *p = malloc(sizeof *p);
    if (!p)
        return 0;
    free(p);
    p = malloc(sizeof *p);
    if (!p)
        return 0;
    *p = 2;                             // NO-USE-AFTER-FREE
    free(p);
    return 1;
}
