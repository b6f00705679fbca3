/* Two alarms at one exit, whose blocks the leak check's retry keeps apart together: the
   blocks of forty-eight calls of mk(), each a block of its own call chain, lost for
   real, and q, made and freed under one flag.  Kept apart together they are too many;
   q's alarm is retried with q's block alone, and the flag decides it
   (tests/pathcheck/test_budget.py). */
#include <stdlib.h>
static char *mk(int n) { return malloc((size_t)n); }
#define TWO(k) if (c & (1 << (k % 16))) a = mk(k); if (c & (1 << ((k + 1) % 16))) a = mk(k + 1);
int many(int c, int flag)
{
    char *q = NULL, *a = NULL;
    if (flag)
        q = malloc(2);
    TWO(0) TWO(2) TWO(4) TWO(6) TWO(8) TWO(10) TWO(12) TWO(14)
    TWO(16) TWO(18) TWO(20) TWO(22) TWO(24) TWO(26) TWO(28) TWO(30)
    TWO(32) TWO(34) TWO(36) TWO(38) TWO(40) TWO(42) TWO(44) TWO(46)
    if (flag)
        free(q);
    return c + (a != NULL);     /* EXIT */
}
