/* Ownership passed out through fields of a parameter: parser_init fills the caller's
   struct with two fresh buffers (cleaning up on failure), parser_destroy frees them.
   A caller that pairs init with destroy does not leak; one that forgets destroy on an
   error path does. */
#include <stdlib.h>
#include <string.h>

struct parser {
    char *buf;
    size_t cap;
    int *stack;
    int depth;
};

int parser_init(struct parser *p, size_t cap)
{
    p->buf = malloc(cap);
    if (!p->buf)
        return -1;                      // NOLEAK
    p->stack = calloc(64, sizeof *p->stack);
    if (!p->stack) {
        free(p->buf);
        p->buf = NULL;
        return -1;                      // NOLEAK
    }
    p->cap = cap;
    p->depth = 0;
    return 0;                           // NOLEAK
}

void parser_destroy(struct parser *p)
{
    free(p->buf);
    free(p->stack);
    p->buf = NULL;
    p->stack = NULL;
}

int parse_ok(const char *text)
{
    struct parser p;
    size_t n = strlen(text);
    if (parser_init(&p, n + 1) != 0)
        return -1;                      // NOLEAK
    memcpy(p.buf, text, n + 1);
    p.stack[p.depth++] = 1;
    parser_destroy(&p);
    return 0;                           // NOLEAK
}

int parse_error_path_leaky(const char *text)
{
    struct parser p;
    size_t n = strlen(text);
    if (parser_init(&p, n + 1) != 0)
        return -1;                      // NOLEAK
    if (n == 0)
        return -2;                      // LEAK
    memcpy(p.buf, text, n + 1);
    parser_destroy(&p);
    return 0;                           // NOLEAK
}

/* a heap parser built on the in-place initialiser */
struct parser *parser_new(size_t cap)
{
    struct parser *p = malloc(sizeof *p);
    if (!p)
        return NULL;                    // NOLEAK
    if (parser_init(p, cap) != 0) {
        free(p);
        return NULL;                    // NOLEAK
    }
    return p;                           // NOLEAK
}

void parser_free(struct parser *p)
{
    parser_destroy(p);
    free(p);
}

int heap_parser_ok(void)
{
    struct parser *p = parser_new(128);
    if (!p)
        return -1;                      // NOLEAK
    p->buf[0] = 0;
    parser_free(p);
    return 0;                           // NOLEAK
}

/* frees the struct but not what parser_init attached to it */
int heap_parser_shallow_free(void)
{
    struct parser *p = parser_new(128);
    if (!p)
        return -1;                      // NOLEAK
    free(p);
    return 0;                           // LEAK
}
