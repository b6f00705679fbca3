/* Functions: variadics, function pointers, K&R definitions, struct returns. */
#include <stdarg.h>
#include <stdlib.h>

struct vec { int x; int y; };
typedef int (*binop)(int, int);
struct ops { const char *name; binop apply; void (*release)(void *); };

int g;

int sum(int n, ...) {
    va_list ap;
    int s = 0;
    va_start(ap, n);
    for (int i = 0; i < n; i++)
        s += va_arg(ap, int);
    va_end(ap);
    return s;
}

char *first_string(int n, ...) {
    va_list ap;
    va_start(ap, n);
    char *p = va_arg(ap, char *);
    va_end(ap);
    return p;
}

int add(int a, int b) { return a + b; }
int sub(int a, int b) { return a - b; }

int call_pointer(binop op) {
    return op(1, 2);
}

int call_star_pointer(int (*fp)(int, int), int x) {
    return (*fp)(x, x);
}

binop table[2] = { add, sub };
static binop table2[] = { &add, sub, 0 };

int call_table(int i) {
    return table[i](3, 4);
}

struct ops ops_add = { "add", add, free };

int call_field(struct ops *o, void *p) {
    o->release(p);
    return o->apply(1, 1) + ops_add.apply(2, 2);
}

binop choose(int k) {
    binop f = add;
    if (k)
        f = &sub;
    return f;
}

void pass_function(void) {
    g = call_pointer(add);
    g = call_pointer(&sub);
}

int knr(a, p)
    int a;
    char *p;
{
    return a + (p != 0);
}

int knr_default(x)
{
    return x;
}

struct vec make_vec(int x, int y) {
    struct vec v;
    v.x = x;
    v.y = y;
    return v;
}

int use_vec(void) {
    struct vec v = make_vec(1, 2);
    struct vec w;
    w = make_vec(3, 4);
    return v.x + w.y + make_vec(5, 6).x;
}

void (*signal_like(int sig, void (*handler)(int)))(int) {
    return handler;
}

int implicit_decl(void) {
    return undeclared_function(3);
}

int recursion(int n) {
    return n ? n * recursion(n - 1) : 1;
}

void void_call(void) {
    free(0);
}
