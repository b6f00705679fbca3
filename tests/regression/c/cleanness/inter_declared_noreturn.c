/* A function declared __attribute__((noreturn)) and defined in the program, whose body
   seems to return: its last call goes to a function the analysis does not see (defined in
   another program of the package, or in a library).  Callers trust the declaration, as
   the compiler does (a return from it would be undefined behaviour).  Without the
   attribute, the same body returns, and the NULL after it is dereferenced. */
#include <stddef.h>

void log_message(const char *m);
void platform_exit(int code);           /* not seen: defined elsewhere */

void die(const char *m) __attribute__((noreturn));

void die(const char *m)
{
    log_message(m);
    platform_exit(255);
}

void complain(const char *m)
{
    log_message(m);
    platform_exit(255);
}

struct item { int v; };
struct item *find(int id);

int value_of(int id)
{
    struct item *it = find(id);
    if (it == NULL)
        die("no such item");
    return it->v;                       // NO-NULL-DEREF
}

int value_or_complaint(int id)
{
    struct item *it = find(id);
    if (it == NULL)
        complain("no such item");
    return it->v;                       // NULL-DEREF
}
