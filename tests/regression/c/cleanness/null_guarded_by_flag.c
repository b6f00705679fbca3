/* A function that returns NULL only past a test of one of its integer parameters (a flag
   that allows it, a mode) gives that NULL only to callers whose argument may pass the
   test: read_line(0) cannot return NULL when NULL needs RL_ALLOW_EOF.  A caller that may
   pass the flag, or whose flag is unknown, is still warned; so is one calling a function
   that changes its parameter (or lets a callee change it) before the test. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define RL_ECHO 1
#define RL_ALLOW_EOF 4

static char buf[256];
static char empty[1];

char *read_line(int flags)
{
    if (fgets(buf, sizeof buf, stdin) == NULL) {
        if (flags & RL_ALLOW_EOF)
            return NULL;
        return empty;
    }
    if (flags & RL_ECHO)
        fputs(buf, stdout);
    return buf;
}

size_t no_flags(void)
{
    char *s = read_line(0);
    return strlen(s);                   // NO-NULL-DEREF
}

size_t echo_maybe(int echo)
{
    char *s = read_line(echo ? RL_ECHO : 0);
    return strlen(s);                   // NO-NULL-DEREF
}

size_t allow_eof(void)
{
    char *s = read_line(RL_ALLOW_EOF | RL_ECHO);
    return strlen(s);                   // NULL-DEREF
}

size_t any_flags(int flags)
{
    char *s = read_line(flags);
    return strlen(s);                   // NULL-DEREF
}

/* the NULL is tested first and the flag after it, on the way to the return */
char *answer(int flags)
{
    char *r = getenv("ANSWER");
    if (r == NULL)
        if (!(flags & RL_ALLOW_EOF))
            return empty;
    return r;
}

size_t answer_length(void)
{
    return strlen(answer(RL_ECHO));     // NO-NULL-DEREF
}

size_t answer_or_eof_length(void)
{
    return strlen(answer(RL_ALLOW_EOF)); // NULL-DEREF
}

/* the NULL comes from a callee (the reason is made at the call), and the flag is tested
   only on the branch where it is NULL: the other branch returns the same variable */
char *ask(int flags)
{
    char *r = read_line(RL_ALLOW_EOF);
    if (r == NULL)
        if (!(flags & RL_ALLOW_EOF))
            return empty;
    return r;
}

size_t ask_length(void)
{
    return strlen(ask(0));              // NO-NULL-DEREF
}

size_t ask_or_eof_length(void)
{
    return strlen(ask(RL_ALLOW_EOF));   // NULL-DEREF
}

/* through a wrapper that passes a constant: the wrapper itself never returns NULL */
char *read_echoed(void)
{
    return read_line(RL_ECHO);
}

size_t echoed_length(void)
{
    return strlen(read_echoed());       // NO-NULL-DEREF
}

/* a mode compared with a constant */
char *lookup(int mode, char *table)
{
    if (mode == 2)
        return NULL;
    return table;
}

int first_of_mode_1(void)
{
    char table[4] = "abc";
    return *lookup(1, table);           // NO-NULL-DEREF
}

int first_of_mode_2(void)
{
    char table[4] = "abc";
    return *lookup(2, table);           // NULL-DEREF
}

/* the parameter no longer holds the caller's value when it is tested */
char *forced(int flags)
{
    flags |= RL_ALLOW_EOF;
    if (flags & RL_ALLOW_EOF)
        return NULL;
    return buf;
}

int use_forced(void)
{
    return *forced(0);                  // NULL-DEREF
}

void allow(int *f)
{
    *f = RL_ALLOW_EOF;
}

char *allowed_by_callee(int flags)
{
    allow(&flags);
    if (flags & RL_ALLOW_EOF)
        return NULL;
    return buf;
}

int use_allowed_by_callee(void)
{
    return *allowed_by_callee(0);       // NULL-DEREF
}

/* a NULL test followed by abort(): the NULL never reaches the return */
char *dup_or_die(const char *s)
{
    char *p = strdup(s);
    if (p == NULL)
        abort();
    return p;
}

size_t dup_length(const char *s)
{
    char *p = dup_or_die(s);
    size_t n = strlen(p);               // NO-NULL-DEREF
    free(p);
    return n;
}
