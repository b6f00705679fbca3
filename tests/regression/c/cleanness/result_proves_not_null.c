/* A test of a callee's result can prove that the pointer passed to it was not NULL:
   isnullenv() returns 1 for NULL, so `if (!isnullenv(s))` leaves s not NULL (less's
   lgetenv/isnullenv pair), and put() returns -1 for a NULL buffer, so `if (put(b) != 0)
   return` leaves b not NULL.  Where the result says nothing of the argument (isempty()
   gives 0 for NULL as for a non-empty string), where another pointer was tested, or where the
   pointer changed after the call, the NULL dereference is still reported. */
#include <stdlib.h>
#include <string.h>

char *lookup(const char *name)
{
    char *v = getenv(name);
    if (v != NULL && *v != '\0')
        return v;
    return NULL;
}

int isnullenv(const char *s)
{
    return s == NULL || *s == '\0';
}

/* 0 for NULL as well as for a non-empty string: only its 1 says s is not NULL */
int isempty(const char *s)
{
    return s != NULL && *s == '\0';
}

struct buf { char *d; int n; };

int put(struct buf *b, char c)
{
    if (b == NULL)
        return -1;
    if (b->n > 8)
        return -2;
    b->n++;
    (void)c;
    return 0;
}

int history_off(void)
{
    char *name = lookup("HISTFILE");
    if (!isnullenv(name)) {
        if (strcmp(name, "-") == 0)     // NO-NULL-DEREF
            return 1;
    }
    return 0;
}

int history_len(void)
{
    char *name = lookup("HISTFILE");
    if (isnullenv(name))
        return 0;
    return (int)strlen(name);           // NO-NULL-DEREF
}

struct buf *pick(struct buf *bs, int k)
{
    if (k < 0)
        return NULL;
    return &bs[k];
}

int count(struct buf *bs, int k)
{
    int r;
    struct buf *b = pick(bs, k);
    if ((r = put(b, 'x')) != 0)
        return r;
    return b->n;                        // NO-NULL-DEREF
}

int empty_tested(void)
{
    char *name = lookup("HISTFILE");
    if (!isempty(name))
        return (int)strlen(name);       // NULL-DEREF
    return 0;
}

int empty_found(void)
{
    char *name = lookup("HISTFILE");
    if (isempty(name))
        return (int)strlen(name);       // NO-NULL-DEREF
    return 0;
}

int other_tested(void)
{
    char *name = lookup("HISTFILE");
    char *home = lookup("HOME");
    if (!isnullenv(home))
        return (int)strlen(name);       // NULL-DEREF
    return 0;
}

int count_unchecked(struct buf *bs, int k)
{
    struct buf *b = pick(bs, k);
    put(b, 'x');
    return b->n;                        // NULL-DEREF
}

int changed_after(void)
{
    char *name = lookup("HISTFILE");
    int none = isnullenv(name);
    name = lookup("HOME");
    if (!none)
        return (int)strlen(name);       // NULL-DEREF
    return 0;
}
