/* Mutual recursion that allocates: an s-expression reader where parse_sexp calls
   parse_list for "(" and parse_list calls parse_sexp for each element.  Both build
   heap nodes; sexp_free releases a whole tree recursively. */
#include <ctype.h>
#include <stdlib.h>

enum kind { ATOM, PAIR };

struct sexp {
    enum kind kind;
    long num;
    struct sexp *car;
    struct sexp *cdr;
};

static struct sexp *parse_list(const char **s);

static void skip_blanks(const char **s)
{
    while (**s == ' ')
        (*s)++;
}

struct sexp *parse_sexp(const char **s)
{
    struct sexp *atom;
    skip_blanks(s);
    if (**s == '(') {
        (*s)++;
        return parse_list(s);           // NOLEAK
    }
    if (!isdigit((unsigned char)**s))
        return NULL;                    // NOLEAK
    atom = malloc(sizeof *atom);
    if (!atom)
        return NULL;                    // NOLEAK
    atom->kind = ATOM;
    atom->car = atom->cdr = NULL;
    atom->num = 0;
    while (isdigit((unsigned char)**s)) {
        atom->num = atom->num * 10 + (**s - '0');
        (*s)++;
    }
    return atom;                        // NOLEAK
}

static struct sexp *parse_list(const char **s)
{
    struct sexp *cell;
    skip_blanks(s);
    if (**s == ')' || **s == '\0') {
        if (**s)
            (*s)++;
        return NULL;                    // NOLEAK
    }
    cell = malloc(sizeof *cell);
    if (!cell)
        return NULL;                    // NOLEAK
    cell->kind = PAIR;
    cell->num = 0;
    cell->car = parse_sexp(s);
    cell->cdr = parse_list(s);
    return cell;                        // NOLEAK
}

void sexp_free(struct sexp *e)
{
    if (!e)
        return;
    if (e->kind == PAIR) {
        sexp_free(e->car);
        sexp_free(e->cdr);
    }
    free(e);
}

long sexp_sum(const struct sexp *e)
{
    if (!e)
        return 0;
    if (e->kind == ATOM)
        return e->num;
    return sexp_sum(e->car) + sexp_sum(e->cdr);
}

long sum_text(const char *text)
{
    const char *p = text;
    struct sexp *e = parse_sexp(&p);
    long sum = sexp_sum(e);
    sexp_free(e);
    return sum;                         // NOLEAK
}

long sum_text_leaky(const char *text)
{
    const char *p = text;
    struct sexp *e = parse_sexp(&p);
    return sexp_sum(e);                 // LEAK
}

/* frees the outer cell only: its elements are lost */
long first_element_leaky(const char *text)
{
    const char *p = text;
    struct sexp *e = parse_sexp(&p);
    long v;
    if (!e)
        return -1;                      // NOLEAK
    v = e->kind == ATOM ? e->num : sexp_sum(e->car);
    free(e);
    return v;                           // LEAK
}
