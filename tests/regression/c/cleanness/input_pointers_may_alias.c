/* Two input pointers (a parameter and a global, or two parameters) may point to one
   object: `if (modp == m)` with modp read from a global says nothing about either being
   NULL (httpd's ap_remove_module, remove_any_filter).  Before, the equality kept only
   the addresses the two sides had in common, their input NULL alone, and reported a
   certain NULL dereference.  A pointer compared equal to NULL itself, or to a local
   that is NULL, is still NULL. */
#include <stddef.h>

struct mod { struct mod *next; int x; };
struct mod *top;

void add_mod(struct mod *m)
{
    m->next = top;
    top = m;
}

void remove_mod(struct mod *m)
{
    struct mod *modp = top;
    if (modp == m) {
        top = modp->next;               // NO-NULL-DEREF
        m->next = NULL;                 // NO-NULL-DEREF
    }
}

struct filt { struct filt *next; };

void unlink_filt(struct filt *f, struct filt **p_filt)
{
    if (p_filt && *p_filt == f)
        *p_filt = (*p_filt)->next;      // NO-NULL-DEREF
}

void same_as_nothing(struct mod *m)
{
    struct mod *none = NULL;
    if (none == m)
        m->x = 1;                       // NULL-DEREF
}
