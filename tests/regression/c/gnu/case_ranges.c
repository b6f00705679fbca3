/* GNU case ranges `case lo ... hi:`. */
#include <stdlib.h>

int classify(int c)
{
    char *scratch = malloc(4);
    switch (c) {
    case '0' ... '9':
        free(scratch);
        return 1;                       // NOLEAK
    case 'a' ... 'z':
    case 'A' ... 'Z':
        return 2;                       // LEAK
    default:
        break;
    }
    free(scratch);
    return 0;                           // NOLEAK
}

int range_prunes(int c)
{
    char *p = malloc(4);
    if (c < 10)
        free(p);
    switch (c) {
    case 0 ... 9:
        return 0;                       // NOLEAK
    case 10 ... 20:
        free(p);
        return 1;                       // NOLEAK
    }
    free(p);  // DOUBLE-FREE (c < 0: freed at line 25 and again here)
    return 2;                           // NOLEAK
}
