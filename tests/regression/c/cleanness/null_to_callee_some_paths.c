/* A NULL passed to a procedure that dereferences its parameter on some paths only, before
   any test of it: reported (the program gives no reason to believe those paths are not
   taken), but as a warning, not an error: the NULL is certain, its dereference is not.
   A procedure that dereferences it on every path gets the error. */
#include <stddef.h>

union arg { int n; const char *s; };

int out(int c);

void say(const char *fmt, union arg *a)
{
    for (; *fmt != '\0'; fmt++) {
        if (*fmt == '%')
            out(a->n);
        else
            out(*fmt);
    }
}

int first(union arg *a)
{
    return a->n;
}

void banner(void)
{
    say("hello\n", NULL);               // NULL-DEREF
}

int broken(void)
{
    return first(NULL);                 // NULL-DEREF
}
