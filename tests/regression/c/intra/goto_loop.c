/* Loops written with goto (retry loops, backward jumps): the analysis terminates and
   treats them like structured loops. */
#include <stdlib.h>

int retry_alloc(int tries)
{
    char *p;
again:
    p = malloc(64);
    if (!p) {
        if (--tries > 0)
            goto again;
        return -1;                      // NOLEAK
    }
    p[0] = 0;
    free(p);
    return 0;                           // NOLEAK
}

int goto_fill(int n)
{
    int i = 0;
    char *acc = malloc(n + 1);
    if (!acc)
        return -1;                      // NOLEAK
top:
    if (i >= n)
        goto done;
    acc[i] = 'a';
    i++;
    goto top;
done:
    acc[n] = '\0';
    free(acc);
    return 0;                           // NOLEAK
}

int goto_collect_leak(int n)
{
    int i = 0;
    char *p;
top:
    if (i >= n)
        goto done;
    p = malloc(8);
    if (!p)
        goto done;
    p[0] = (char)i;
    i++;
    goto top;
done:
    return i;                           // LEAK
}

int goto_alloc_free(int n)
{
    int i = 0;
    char *p;
loop:
    p = malloc(8);
    if (p)
        p[0] = 0;
    free(p);
    if (++i < n)
        goto loop;
    return i;                           // NOLEAK
}
