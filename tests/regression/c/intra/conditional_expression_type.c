/* A conditional expression's value has the usual arithmetic conversions' type of its two
   operands: `n < 2 ? 2 : n` with an unsigned n is unsigned and may exceed INT_MAX.  The
   lowering's temporary used to take the first operand's type (int), and the engine's
   conversion into it kept only the values an int holds, so the branch below was dead
   and its leak missed. */
#include <stdlib.h>

unsigned at_least_two(unsigned n)
{
    unsigned r = n < 2 ? 2 : n;
    if (r > 3000000000u) {
        char *p = malloc(2);
        if (p != NULL)
            return 1;                   // LEAK
        return 0;
    }
    return r;
}

int small(int c, unsigned char k)
{
    int r = c ? 7 : k;
    if (r > 255) {
        char *p = malloc(2);            /* dead: r is 7 or a byte */
        if (p != NULL)
            return 1;                   // NOLEAK
        return 0;
    }
    return r;
}
