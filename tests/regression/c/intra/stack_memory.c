/* Stack memory is never a leak: alloca, local arrays, addresses of locals,
   variable-length arrays. */
#include <alloca.h>
#include <stdio.h>
#include <string.h>

int use_alloca(size_t n)
{
    char *p = alloca(n + 1);
    memset(p, 'a', n);
    p[n] = '\0';
    return (int)strlen(p);              // NOLEAK
}

int use_builtin_alloca(size_t n)
{
    char *p = __builtin_alloca(n + 1);
    p[0] = '\0';
    return p[0];                        // NOLEAK
}

size_t local_array(int v)
{
    char buf[64];
    char *p = buf;
    snprintf(p, sizeof buf, "%d", v);
    return strlen(p);                   // NOLEAK
}

int addr_of_local(void)
{
    int x = 0;
    int *px = &x;
    *px = 3;
    return x;                           // NOLEAK
}

struct point { int x, y; };

int struct_on_stack(void)
{
    struct point pt;
    struct point *pp = &pt;
    pp->x = 1;
    pp->y = 2;
    return pt.x + pt.y;                 // NOLEAK
}

int vla_sum(int n)
{
    int a[n > 0 ? n : 1];
    int i, s = 0;
    for (i = 0; i < n; i++)
        a[i] = i;
    for (i = 0; i < n; i++)
        s += a[i];
    return s;                           // NOLEAK
}

/* a pointer to a local array stored in another local array of pointers */
int ptrs_to_locals(void)
{
    char a[4] = "abc", b[4] = "xyz";
    char *both[2];
    both[0] = a;
    both[1] = b;
    return both[0][0] + both[1][0];     // NOLEAK
}
