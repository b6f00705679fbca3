/* A NULL-in, NULL-out function (get_name: NULL for a NULL ifile) hands back its caller's own
   NULL: a result is believed NULL only as far as the argument is (compared with NULL, a
   NULL constant).  A function whose NULL means "not found" stays a may-NULL result. */
#include <stddef.h>
#include <string.h>

struct ifile { char *name; struct ifile *next; };
struct ifile *curr;

char *get_name(struct ifile *f)
{
    if (f == NULL)
        return NULL;
    return f->name;
}

char *find_name(struct ifile *f, const char *key)
{
    for (; f != NULL; f = f->next)
        if (strcmp(f->name, key) == 0)
            return f->name;
    return NULL;
}

size_t current_length(void)
{
    char *n = get_name(curr);
    return strlen(n);                   // NO-NULL-DEREF
}

size_t length_after_test(struct ifile *f)
{
    char *n;
    if (f == NULL)
        n = get_name(f);
    else
        n = get_name(f);
    return strlen(n);                   // NULL-DEREF
}

size_t length_of_null(void)
{
    char *n = get_name(NULL);
    return strlen(n);                   // NULL-DEREF
}

size_t length_found(const char *key)
{
    char *n = find_name(curr, key);
    return strlen(n);                   // NULL-DEREF
}

/* the caller's own NULL, passed through a function that dereferences the callee's result:
   reported where the NULL is made, at the call */
size_t first_char(struct ifile *f)
{
    char *n = get_name(f);
    return (size_t)*n;                  // NO-NULL-DEREF
}

size_t no_file_length(void)
{
    struct ifile *none = NULL;
    return first_char(none);            // NULL-DEREF
}
