/* A tiny stack-based bytecode interpreter: tagged unions, an opcode table of
 * function pointers, switch dispatch, variadic error reporting, bit fields.
 * Written for sparrowpy's tests. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define STACK_MAX 256
#define OP_ARG(ins) ((int)((ins) >> 8))
#define OP_CODE(ins) ((ins) & 0xff)
#define MAKE_INS(op, arg) ((unsigned)(op) | ((unsigned)(arg) << 8))
#define CHECK(cond, ...) do { if (!(cond)) { vm_error(vm, __VA_ARGS__); return -1; } } while (0)

typedef enum { V_NIL, V_INT, V_STR, V_PAIR } vtype;

typedef struct value value;
struct pair { value *car, *cdr; };

struct value {
    vtype type;
    union {
        long i;
        struct { char *chars; size_t len; } s;
        struct pair *p;
    } as;
};

typedef struct vm {
    value stack[STACK_MAX];
    int sp;
    const unsigned *code;
    size_t pc, ncode;
    char errbuf[128];
    struct {
        unsigned trace : 1;
        unsigned strict : 1;
        unsigned depth : 6;
    } flags;
} vm_t;

typedef int (*op_fn)(vm_t *vm, int arg);

static void vm_error(vm_t *vm, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(vm->errbuf, sizeof vm->errbuf, fmt, ap);
    va_end(ap);
    if (vm->flags.trace)
        fprintf(stderr, "vm: %s\n", vm->errbuf);
}

static int push(vm_t *vm, value v)
{
    CHECK(vm->sp < STACK_MAX, "stack overflow at %zu", vm->pc);
    vm->stack[vm->sp++] = v;
    return 0;
}

static int pop(vm_t *vm, value *out)
{
    CHECK(vm->sp > 0, "stack underflow");
    *out = vm->stack[--vm->sp];
    return 0;
}

static void value_free(value *v)
{
    switch (v->type) {
    case V_STR:
        free(v->as.s.chars);
        break;
    case V_PAIR:
        if (v->as.p) {
            value_free(v->as.p->car);
            value_free(v->as.p->cdr);
            free(v->as.p->car);
            free(v->as.p->cdr);
            free(v->as.p);
        }
        break;
    case V_NIL:
    case V_INT:
    default:
        break;
    }
    v->type = V_NIL;
}

static int op_push_int(vm_t *vm, int arg)
{
    value v = { .type = V_INT, .as.i = arg };
    return push(vm, v);
}

static int op_push_str(vm_t *vm, int arg)
{
    value v;
    char tmp[32];
    int n = snprintf(tmp, sizeof tmp, "s%d", arg);
    v.type = V_STR;
    v.as.s.len = (size_t)n;
    v.as.s.chars = malloc((size_t)n + 1);
    CHECK(v.as.s.chars != NULL, "out of memory");
    memcpy(v.as.s.chars, tmp, (size_t)n + 1);
    if (push(vm, v) != 0) {
        free(v.as.s.chars);
        return -1;
    }
    return 0;
}

static int op_add(vm_t *vm, int arg)
{
    value a, b;
    (void)arg;
    if (pop(vm, &b) || pop(vm, &a))
        return -1;
    CHECK(a.type == V_INT && b.type == V_INT, "add: bad operands %d %d", a.type, b.type);
    a.as.i += b.as.i;
    return push(vm, a);
}

static int op_cons(vm_t *vm, int arg)
{
    value car, cdr, v;
    struct pair *p;
    (void)arg;
    if (pop(vm, &cdr) != 0 || pop(vm, &car) != 0)
        return -1;
    p = malloc(sizeof *p);
    if (!p)
        goto oom;
    p->car = malloc(sizeof(value));
    p->cdr = malloc(sizeof(value));
    if (!p->car || !p->cdr)
        goto oom_pair;
    *p->car = car;
    *p->cdr = cdr;
    v.type = V_PAIR;
    v.as.p = p;
    return push(vm, v);
oom_pair:
    free(p->car);
    free(p->cdr);
    free(p);
oom:
    value_free(&car);
    value_free(&cdr);
    vm_error(vm, "out of memory");
    return -1;
}

static int op_drop(vm_t *vm, int arg)
{
    value v;
    while (arg-- > 0) {
        if (pop(vm, &v))
            return -1;
        value_free(&v);
    }
    return 0;
}

enum { OP_PUSH_INT, OP_PUSH_STR, OP_ADD, OP_CONS, OP_DROP, OP_HALT, OP__COUNT };

static const struct {
    const char *name;
    op_fn fn;
    signed char stack_effect;
} optable[OP__COUNT] = {
    [OP_PUSH_INT] = { "push_int", op_push_int, 1 },
    [OP_PUSH_STR] = { "push_str", op_push_str, 1 },
    [OP_ADD] = { "add", op_add, -1 },
    [OP_CONS] = { "cons", &op_cons, -1 },
    [OP_DROP] = { "drop", op_drop, 0 },
    [OP_HALT] = { "halt", NULL, 0 },
};

int vm_run(vm_t *vm, const unsigned *code, size_t n)
{
    vm->code = code;
    vm->ncode = n;
    for (vm->pc = 0; vm->pc < vm->ncode; vm->pc++) {
        unsigned ins = vm->code[vm->pc];
        unsigned op = OP_CODE(ins);
        if (op >= OP__COUNT) {
            vm_error(vm, "bad opcode %u", op);
            return -1;
        }
        if (vm->flags.trace)
            printf("%4zu %-10s %d\n", vm->pc, optable[op].name, OP_ARG(ins));
        if (op == OP_HALT)
            break;
        if (optable[op].fn(vm, OP_ARG(ins)) != 0)
            return -1;
    }
    return vm->sp;
}

vm_t *vm_new(int trace)
{
    vm_t *vm = calloc(1, sizeof *vm);
    if (vm) {
        vm->flags.trace = trace ? 1 : 0;
        vm->flags.depth = 0;
    }
    return vm;
}

void vm_free(vm_t *vm)
{
    while (vm->sp > 0)
        value_free(&vm->stack[--vm->sp]);
    free(vm);
}

int vm_demo(void)
{
    static const unsigned prog[] = {
        MAKE_INS(OP_PUSH_INT, 2), MAKE_INS(OP_PUSH_INT, 40), MAKE_INS(OP_ADD, 0),
        MAKE_INS(OP_PUSH_STR, 7), MAKE_INS(OP_CONS, 0), MAKE_INS(OP_HALT, 0),
    };
    vm_t *vm = vm_new(0);
    int depth;
    if (!vm)
        return -1;
    depth = vm_run(vm, prog, sizeof prog / sizeof prog[0]);
    vm_free(vm);
    return depth;
}
