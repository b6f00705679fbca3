/* A growable string buffer and a small tokenizer: realloc growth, varargs
 * formatting, static tables with designated initializers, 2D arrays, a
 * flexible array member, a K&R helper.  Written for sparrowpy's tests. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <limits.h>
#include <stdint.h>

#define SB_INIT_CAP 32
#define SB_GROW(cap) ((cap) < 1024 ? (cap) * 2 : (cap) + (cap) / 2)
#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define SWAP(T, a, b) do { T tmp__ = (a); (a) = (b); (b) = tmp__; } while (0)

typedef struct {
    char *data;
    size_t len, cap;
    int failed;
} strbuf;

struct token_list {
    size_t count;
    char *items[];
};

enum char_class { CC_OTHER, CC_SPACE, CC_ALPHA, CC_DIGIT, CC_PUNCT, CC__N };

static const unsigned char transitions[CC__N][3] = {
    [CC_OTHER] = { 0, 0, 0 },
    [CC_SPACE] = { 0, 0, 0 },
    [CC_ALPHA] = { 1, 1, 0 },
    [CC_DIGIT] = { 2, 1, 2 },
    [CC_PUNCT] = { 0 },
};

static int sb_reserve(strbuf *sb, size_t extra)
{
    size_t need, cap;
    char *p;
    if (sb->failed)
        return -1;
    if (extra > SIZE_MAX - sb->len - 1) {
        sb->failed = 1;
        return -1;
    }
    need = sb->len + extra + 1;
    if (need <= sb->cap)
        return 0;
    cap = sb->cap ? sb->cap : SB_INIT_CAP;
    while (cap < need)
        cap = SB_GROW(cap);
    p = realloc(sb->data, cap);
    if (p == NULL) {
        sb->failed = 1;
        return -1;
    }
    sb->data = p;
    sb->cap = cap;
    return 0;
}

int sb_append(strbuf *sb, const char *s, size_t n)
{
    if (sb_reserve(sb, n) != 0)
        return -1;
    memcpy(sb->data + sb->len, s, n);
    sb->len += n;
    sb->data[sb->len] = '\0';
    return 0;
}

int sb_printf(strbuf *sb, const char *fmt, ...)
{
    va_list ap, ap2;
    int n;
    va_start(ap, fmt);
    va_copy(ap2, ap);
    n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0 || sb_reserve(sb, (size_t)n) != 0) {
        va_end(ap2);
        return -1;
    }
    vsnprintf(sb->data + sb->len, sb->cap - sb->len, fmt, ap2);
    va_end(ap2);
    sb->len += (size_t)n;
    return n;
}

char *sb_detach(strbuf *sb)
{
    char *s = sb->failed ? NULL : sb->data;
    if (sb->failed)
        free(sb->data);
    sb->data = NULL;
    sb->len = sb->cap = 0;
    sb->failed = 0;
    return s;
}

static enum char_class classify(int c)
{
    if (c == ' ' || c == '\t' || c == '\n')
        return CC_SPACE;
    if (isalpha(c) || c == '_')
        return CC_ALPHA;
    if (isdigit(c))
        return CC_DIGIT;
    return ispunct(c) ? CC_PUNCT : CC_OTHER;
}

struct token_list *tokenize(const char *text)
{
    size_t cap = 8, i = 0, start = 0;
    struct token_list *list = malloc(sizeof *list + cap * sizeof(char *));
    int state = 0;
    if (!list)
        return NULL;
    list->count = 0;
    for (;; i++) {
        enum char_class cc = text[i] ? classify((unsigned char)text[i]) : CC_SPACE;
        int next = transitions[cc][MIN(state, 2)];
        if (state != 0 && next == 0) {
            char *tok;
            if (list->count == cap) {
                struct token_list *bigger;
                cap *= 2;
                bigger = realloc(list, sizeof *list + cap * sizeof(char *));
                if (!bigger)
                    goto fail;
                list = bigger;
            }
            tok = malloc(i - start + 1);
            if (!tok)
                goto fail;
            memcpy(tok, text + start, i - start);
            tok[i - start] = 0;
            list->items[list->count++] = tok;
        }
        if (state == 0 && next != 0)
            start = i;
        state = next;
        if (!text[i])
            break;
    }
    return list;
fail:
    while (list->count > 0)
        free(list->items[--list->count]);
    free(list);
    return NULL;
}

void token_list_free(struct token_list *list)
{
    size_t i;
    if (list == NULL)
        return;
    for (i = 0; i < list->count; i++)
        free(list->items[i]);
    free(list);
}

static int old_style_max(a, b)
    int a, b;
{
    return MAX(a, b);
}

void reverse_tokens(struct token_list *list)
{
    size_t i, j;
    if (!list || list->count < 2)
        return;
    for (i = 0, j = list->count - 1; i < j; i++, j--)
        SWAP(char *, list->items[i], list->items[j]);
}

int longest_token(const struct token_list *list)
{
    size_t i;
    int best = 0;
    for (i = 0; i < list->count; i++)
        best = old_style_max(best, (int)strlen(list->items[i]));
    return best;
}

char *join_tokens(const struct token_list *list, const char *sep)
{
    strbuf sb = { 0 };
    size_t i;
    for (i = 0; i < list->count; i++) {
        if (i > 0 && sb_append(&sb, sep, strlen(sep)) != 0)
            break;
        if (sb_printf(&sb, "%s", list->items[i]) < 0)
            break;
    }
    return sb_detach(&sb);
}
