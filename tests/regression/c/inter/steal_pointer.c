/* "Steal" helpers that take a pointer out of a structure and clear the field:
   `char *steal(char **slot) { char *r = *slot; *slot = NULL; return r; }`.
   The result is the caller's to free (Arg2Ret), the structure no longer owns it. */
#include <stdlib.h>
#include <string.h>

struct record {
    char *name;
    char *note;
};

char *steal(char **slot)
{
    char *r = *slot;
    *slot = NULL;
    return r;
}

void record_free(struct record *r)
{
    free(r->name);
    free(r->note);
    free(r);
}

struct record *record_new(const char *name)
{
    struct record *r = calloc(1, sizeof *r);
    if (!r)
        return NULL;                    // NOLEAK
    r->name = strdup(name);
    r->note = strdup("-");
    return r;                           // NOLEAK
}

/* takes the name out, frees the rest, returns the name to the caller */
char *record_into_name(struct record *r)
{
    char *n = steal(&r->name);
    record_free(r);
    return n;                           // NOLEAK
}

size_t name_length(const char *s)
{
    struct record *r = record_new(s);
    char *n;
    size_t len;
    if (!r)
        return 0;                       // NOLEAK
    n = record_into_name(r);
    len = n ? strlen(n) : 0;
    free(n);
    return len;                         // NOLEAK
}

/* the stolen name is dropped */
size_t name_length_leaky(const char *s)
{
    struct record *r = record_new(s);
    char *n;
    if (!r)
        return 0;                       // NOLEAK
    n = steal(&r->name);
    record_free(r);
    return n ? strlen(n) : 0;           // LEAK
}
