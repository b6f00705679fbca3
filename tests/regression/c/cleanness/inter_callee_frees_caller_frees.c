/* A callee frees its argument; the caller frees it again. */
#include <stdlib.h>

struct buf { char *data; int len; };

void buf_release(struct buf *b)
{
    free(b->data);
    free(b);
}

int main(void)
{
    struct buf *b = malloc(sizeof *b);
    if (!b)
        return 1;
    b->data = malloc(16);
    buf_release(b);
    free(b);                            // DOUBLE-FREE
    return 0;
}
