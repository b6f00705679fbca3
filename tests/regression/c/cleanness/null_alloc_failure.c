/* Dereferences that are NULL only when an allocation fails: severity note. */
#include <stdlib.h>
#include <string.h>

struct s { int v; char *name; };

struct s *make(const char *name)
{
    struct s *p = malloc(sizeof *p);
    p->v = 0;                           // NULL-DEREF
    p->name = strdup(name);
    return p;
}

struct s *make_checked(const char *name)
{
    struct s *p = malloc(sizeof *p);
    if (!p)
        return NULL;
    p->v = 0;                           // NO-NULL-DEREF
    p->name = strdup(name);
    return p;
}

char first_char_of_copy(const char *s)
{
    char *c = strdup(s);
    char r = c[0];                      // NULL-DEREF
    free(c);
    return r;
}
