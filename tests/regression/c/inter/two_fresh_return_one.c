/* A function that allocates two fresh blocks, returns one and frees the other (no
   leak anywhere), and one that forgets to free the loser.  Callers own the result. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* formats a number both ways and keeps the shorter text */
char *shorter_repr(unsigned long x)
{
    char *dec = malloc(24);
    char *hex = malloc(24);
    if (!dec || !hex) {
        free(dec);
        free(hex);
        return NULL;                    // NOLEAK
    }
    sprintf(dec, "%lu", x);
    sprintf(hex, "0x%lx", x);
    if (strlen(hex) < strlen(dec)) {
        free(dec);
        return hex;                     // NOLEAK
    }
    free(hex);
    return dec;                         // NOLEAK
}

/* forgets the loser on one branch */
char *shorter_repr_leaky(unsigned long x)
{
    char *dec = malloc(24);
    char *hex = malloc(24);
    if (!dec || !hex) {
        free(dec);
        free(hex);
        return NULL;                    // NOLEAK
    }
    sprintf(dec, "%lu", x);
    sprintf(hex, "0x%lx", x);
    if (strlen(hex) < strlen(dec))
        return hex;                     // LEAK
    free(hex);
    return dec;                         // NOLEAK
}

size_t repr_len(unsigned long x)
{
    char *s = shorter_repr(x);
    size_t n;
    if (!s)
        return 0;                       // NOLEAK
    n = strlen(s);
    free(s);
    return n;                           // NOLEAK
}

size_t repr_len_leaky(unsigned long x)
{
    char *s = shorter_repr(x);
    if (!s)
        return 0;                       // NOLEAK
    return strlen(s);                   // LEAK
}
