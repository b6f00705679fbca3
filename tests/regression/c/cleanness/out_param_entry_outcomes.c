/* An optional out-parameter (`if (outp != NULL) *outp = ..`) whose NULL paths return a
   status the analysis cannot tell apart from success: those paths make an outcome of
   their own that happens only where the argument is NULL at entry, and a caller passing
   the address of its own variable cannot take it. */
#include <stdlib.h>
#include <string.h>

struct buf;
int buf_peek(struct buf *b, const char **p, size_t *n);

int buf_get_string(struct buf *b, char **out)
{
    const char *p;
    size_t n;
    int r;
    char *s;

    if (out != NULL)
        *out = NULL;
    if ((r = buf_peek(b, &p, &n)) != 0)
        return r;
    if ((s = malloc(n + 1)) == NULL)
        return -2;
    memcpy(s, p, n);
    s[n] = 0;
    if (out != NULL) {
        *out = s;
        s = NULL;
    }
    free(s);
    return 0;
}

static int get_type(struct buf *b, char **typep)
{
    int r;
    char *t = NULL;

    if (typep != NULL)
        *typep = NULL;
    if ((r = buf_get_string(b, &t)) != 0)
        goto out;
    if (typep != NULL) {
        *typep = t;
        t = NULL;
    }
    r = 0;
 out:
    free(t);
    return r;
}

int type_is(struct buf *b, const char *want)
{
    char *type = NULL;
    int r;

    if ((r = get_type(b, &type)) != 0)
        return r;
    r = strcmp(type, want) == 0;        // NO-NULL-DEREF
    free(type);
    return r;
}

int type_present(struct buf *b)
{
    return get_type(b, NULL) == 0;
}

/* The same shape where success may leave the value unset: a real NULL dereference (found
   while the joined summary lost the block and said the label is only ever NULL). */
static int get_label(struct buf *b, char **labelp)
{
    int r;
    char *t = NULL;

    if (labelp != NULL)
        *labelp = NULL;
    if ((r = buf_get_string(b, &t)) != 0)
        goto out;
    if (t[0] == '\0') {
        r = 0;
        goto out;
    }
    if (labelp != NULL) {
        *labelp = t;
        t = NULL;
    }
    r = 0;
 out:
    free(t);
    return r;
}

size_t label_length(struct buf *b)
{
    char *label = NULL;
    size_t n;

    if (get_label(b, &label) != 0)
        return 0;
    n = strlen(label);                  // TODO-FN null_deref (success writes the label fresh or NULL: a maybe
                                        // NULL from a callee's write, which the checker does not report)
    free(label);
    return n;
}
