/* Irreducible control flow: goto into the middle of a loop (two entries).  The
   analysis must terminate and still see frees and leaks. */
#include <stdlib.h>

int jump_into_loop(int n, int start_inside)
{
    int i = 0;
    char *p = malloc(16);
    if (!p)
        return -1;                      // NOLEAK
    if (start_inside)
        goto inside;
    while (i < n) {
        p[i % 16] = 'a';
inside:
        i++;
    }
    free(p);
    return i;                           // NOLEAK
}

int jump_into_alloc_loop(int n, int k)
{
    char *p = NULL;
    int i = 0;
    if (k)
        goto mid;
    for (;;) {
        if (i >= n)
            break;
        free(p);
mid:
        p = malloc(8);
        if (!p)
            return -1;                  // NOLEAK
        i++;
    }
    free(p);
    return 0;                           // NOLEAK
}

int jump_into_alloc_loop_leak(int n, int k)
{
    char *p = NULL;
    int i = 0;
    if (k)
        goto mid;
    for (;;) {
        if (i >= n)
            break;
        free(p);
mid:
        p = malloc(8);
        if (!p)
            return -1;                  // NOLEAK
        i++;
    }
    return i;                           // LEAK
}

/* two loops jumping into each other */
int ping_pong(int n)
{
    int a = 0, b = 0;
    char *buf = malloc(4);
    if (!buf)
        return -1;                      // NOLEAK
ping:
    if (a++ < n)
        goto pong;
    goto out;
pong:
    buf[b++ % 4] = 'x';
    if (b < n)
        goto ping;
    goto ping;
out:
    free(buf);
    return a + b;                       // NOLEAK
}
