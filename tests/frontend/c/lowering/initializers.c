/* Initializers: struct/array lists, zero-fill, nesting, designators, statics, globals. */
#include <stddef.h>

struct inner { int b; int c; };
struct outer { int a; struct inner in; char *p; };
struct pair { int k; const char *v; };

int counter = 5;
char *name = "sparrow";
int table[4] = { 1, 2 };
struct pair pairs[] = { { 1, "one" }, { 2, "two" } };
struct outer gouter = { .in.c = 3 };
int *gptr = &counter;
static int sq[3][2] = { { 1, 2 }, { 3 } };
int uninit;

int g;
void use(void *);

void struct_list(void) {
    struct outer o = { 1, { 2, 3 }, NULL };
    use(&o);
}

void struct_zero_fill(void) {
    struct outer o = { 7 };
    use(&o);
}

void struct_empty_braces(void) {
    struct outer o = { 0 };
    use(&o);
}

void brace_elision(void) {
    struct outer o = { 1, 2, 3, "x" };
    use(&o);
}

void designated_nested(void) {
    struct outer o = { .in.b = 4, .a = 1 };
    use(&o);
}

void designated_array(void) {
    int a[5] = { [3] = 7, 8 };
    use(a);
}

void array_list(void) {
    int a[3] = { 1, 2, 3 };
    int b[] = { 4, 5 };
    int c[4] = { 9 };
    use(a); use(b); use(c);
}

void array_of_structs(void) {
    struct pair ps[2] = { { 1, "a" }, [1].v = "b" };
    use(ps);
}

void string_init(void) {
    char buf[8] = "hi";
    char s[] = "abc";
    use(buf); use(s);
}

void scalar_braces(void) {
    int x = { 5 };
    g = x;
}

int static_local(void) {
    static int calls = 0;
    static char *cache;
    calls++;
    return calls;
}

int static_local_shadow(int a) {
    static int n = 1;
    if (a) {
        static int n = 2;
        return n;
    }
    return n;
}

void init_from_expr(int a) {
    int x = a * 2 + 1;
    struct inner in = { a, x };
    struct inner copy = in;
    use(&copy);
}
