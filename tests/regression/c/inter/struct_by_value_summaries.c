/* Structs passed and returned by value carry their pointer fields through summaries:
   make's summary is Alloc2Ret {ret.data*}, sink's is Arg2Free {arg0.data*}. */
#include <stdlib.h>

struct buf { char *data; int n; };

struct buf make(int n)
{
    struct buf b;
    b.data = malloc(n);
    b.n = n;
    return b;                           // NOLEAK
}

void sink(struct buf b)
{
    free(b.data);
}

void use_ok(void)
{
    struct buf x = make(4);
    free(x.data);                       // NOLEAK
}

void use_leak(void)
{
    struct buf x = make(4);
    x.n = 0;                            // LEAK
}

void use_sink(void)
{
    struct buf x = make(8);
    sink(x);                            // NOLEAK
}
