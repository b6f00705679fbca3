/* Expressions: side effects hoisted into instructions, left to right. */
#include <stddef.h>
#include <stdlib.h>

struct point { int x; int y; struct point *next; };
int g;
int f(int);
int h(int, int);
void sink(void *);

int comma(int a) {
    int x = (a++, a + 1);
    return x;
}

int ternary_value(int a, int b) {
    return a ? b : 7;
}

void ternary_void(int a) {
    a ? f(1) : f(2);
}

int ternary_pointer(int a, char *p) {
    char *q = a ? p : 0;
    return q != 0;
}

void and_cond(int a, int b) {
    if (a && b)
        g = 1;
}

void or_cond(int a, int b) {
    if (a || b)
        g = 1;
}

void not_cond(int a, int b) {
    if (!(a && b))
        g = 1;
}

int and_value(int a, int b) {
    int x = a && b;
    return x;
}

int or_value(int a, int b) {
    return a || b;
}

void incdec(int a) {
    int x = 0;
    x++;
    ++x;
    x--;
    --x;
    g = x++;
    g = ++x;
    g = x--;
    g = --x;
}

void pointer_inc(char *p) {
    char c = *p++;
    g = c;
}

void compound_assign(int a) {
    int x = 1;
    x += a;
    x -= 2;
    x *= 3;
    x /= 4;
    x %= 5;
    x <<= 1;
    x >>= 1;
    x &= 7;
    x |= 8;
    x ^= 9;
    g = x;
}

void casts(long l) {
    char *p = (char *)0;
    int *q = (int *)NULL;
    int i = (int)l;
    void *v = 0;
    (void)f(1);
    sink(p); sink(q); sink(v); g = i;
}

void null_compare(char *p) {
    if (p == 0)
        g = 1;
    if (!p)
        g = 2;
    if (p)
        g = 3;
    if (NULL != p)
        g = 4;
}

void sizes(void) {
    int arr[10];
    struct point pt;
    long n;
    n = sizeof(int);
    n = sizeof arr;
    n = sizeof(arr[0]);
    n = sizeof(struct point);
    n = sizeof pt.next;
    n = sizeof(char);
    n = sizeof "abc";
    g = (int)n;
}

void sizeof_no_eval(int a) {
    long n = sizeof(a++) + sizeof(f(a));
    g = (int)n + a;
}

void addr_deref(int a) {
    int *p = &a;
    *p = 3;
    int **pp = &p;
    **pp = 4;
    g = *&a;
}

void members(struct point *p) {
    struct point s;
    s.x = 1;
    p->y = s.x;
    p->next->x = 2;
    (*p).x = 3;
    g = p->next->next->y;
}

void index_array(int i) {
    int a[8];
    a[i] = 1;
    a[0] = a[i + 1];
    g = a[3];
}

void index_pointer(int *p, int i) {
    p[i] = 1;
    g = p[2];
}

void index_swapped(int i) {
    int a[4];
    int *p = a;
    2[a] = i;
    i[p] = 5;
}

void strings(void) {
    char *s = "hello";
    const char *t = "a" "b";
    sink(s);
    sink((void *)t);
}

void compound_literal(void) {
    struct point *p = &(struct point){ 1, 2, 0 };
    int *a = (int[]){ 5, 6 };
    sink(p); sink(a);
}

void call_order(void) {
    g = h(f(1), f(2));
}

void side_effect_order(int i) {
    int a[4];
    a[i++] = i;
    g = f(i) + f(i + 1);
}

void call_result(void) {
    char *p = malloc(4);
    char *q;
    q = malloc(8);
    struct point *pt = malloc(sizeof *pt);
    pt->next = malloc(sizeof(struct point));
    free(p); free(q); free(pt);
}

void assign_chain(void) {
    int a, b, c;
    a = b = c = 5;
    g = a + b + c;
}

int cond_with_call(char *p) {
    if (f(1) && p != 0)
        return 1;
    while (f(2))
        g++;
    return 0;
}

void float_ops(double d) {
    double e = d * 2.5;
    g = e > 1.0;
}

void unary_ops(int a) {
    g = -a;
    g = ~a;
    g = !a;
    g = +a;
}
