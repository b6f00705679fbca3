/* Types: unions, anonymous members, enums, typedefs, shadowing, struct copies,
 * bit-fields, multi-dimensional arrays, pointers to arrays, flexible arrays. */
#include <stddef.h>
#include <stdlib.h>

union value { long i; char *s; double d; };
struct tagged { int kind; union value v; };

struct anon {
    int tag;
    union { int n; char *p; };
    struct { int lo; int hi; };
};

enum color { RED, GREEN = 5, BLUE, LAST = BLUE + 10 };

typedef struct node { struct node *next; int key; } node_t;
typedef node_t *node_ptr;

struct flags { unsigned a : 1; unsigned b : 3; int c; };
struct flex { size_t len; char data[]; };

int g;

void union_members(struct tagged *t, char *p) {
    union value u;
    u.s = p;
    u.i = 3;
    t->v.s = p;
    g = (int)t->v.i;
}

void anon_members(struct anon *a, char *p) {
    struct anon local;
    local.p = p;
    local.lo = 1;
    a->n = 2;
    a->hi = local.lo;
}

int enums(enum color c) {
    enum color d = GREEN;
    if (c == BLUE)
        return LAST;
    return d + RED;
}

int typedefs(node_ptr n) {
    node_t copy;
    typedef int node_t;
    node_t k = 3;
    copy.key = k;
    return n->key + copy.key;
}

int block_typedef(int a) {
    {
        typedef char *str;
        str s = 0;
        if (a)
            s = "x";
        g = s != 0;
    }
    {
        typedef long str;
        str t = a;
        return (int)t;
    }
}

int shadowing(int x) {
    int y = x;
    {
        int x = 2;
        y += x;
        {
            int x = 3;
            y += x;
        }
    }
    for (int x = 0; x < 2; x++)
        y += x;
    return x + y;
}

void struct_assign(struct tagged *dst, struct tagged *src) {
    struct tagged tmp;
    tmp = *src;
    *dst = tmp;
}

void nested_struct_assign(void) {
    struct { struct flags f; node_t n; } a, b;
    a.f.c = 1;
    b = a;
    g = b.f.c;
}

void bitfields(struct flags *f) {
    f->a = 1;
    f->b = f->a + 2;
    g = f->b;
}

void two_dim(int i, int j) {
    int m[3][4];
    m[i][j] = 1;
    m[1][2] = m[i][0];
    int *row = m[i];
    g = row[j];
}

void pointer_to_array(int (*pa)[4], int i) {
    int arr[4];
    int (*q)[4] = &arr;
    (*q)[i] = 1;
    pa[i][2] = 3;
    g = (*pa)[1];
}

struct flex *flexible(size_t n) {
    struct flex *f = malloc(sizeof(struct flex) + n);
    if (!f)
        return NULL;
    f->len = n;
    f->data[0] = 0;
    return f;
}

long sizeof_types(void) {
    return sizeof(union value) + sizeof(struct tagged) + sizeof(struct flex)
        + sizeof(struct flags) + sizeof(struct anon);
}
