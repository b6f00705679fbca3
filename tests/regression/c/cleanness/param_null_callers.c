/* A procedure that compares a parameter with NULL and later dereferences it anyway is
   inconsistent, but the NULL can only come from a caller: in a whole program (this file
   has main) the dereference is reported only where some call may pass NULL there, or the
   procedure's callers are not all known (its address goes to a library).  A
   parameter passed on as it came in counts as NULL where its own callers may pass NULL,
   and so does a pointer read from memory the procedure was given.
   openssh: sshsig_peek_hashalg(.., &hashalg), sshkey_load_public(.., &key, ..) (three
   false alarms). */
#include <stddef.h>
#include <string.h>
#include <stdlib.h>

struct key { int type; char *comment; };

static int peek_alg(const char *s, int *algp)
{
    int alg = (int)strlen(s);
    if (algp != NULL)
        *algp = 0;
    if (alg == 0)
        return -1;
    *algp = alg;                        // NO-NULL-DEREF
    return 0;
}

static int load_inner(const char *f, struct key **keyp)
{
    if (keyp != NULL)
        *keyp = NULL;
    (*keyp) = NULL;                     // NO-NULL-DEREF
    return f == NULL;
}

static int load(const char *f, struct key **keyp)
{
    return load_inner(f, keyp);
}

static int set_type(struct key *k, int *typep)
{
    if (typep != NULL)
        *typep = 0;
    *typep = k->type;                   // NULL-DEREF
    return 0;
}

static int relay(struct key *k, int *typep)
{
    return set_type(k, typep);
}

static void on_event(int *counter)
{
    if (counter != NULL)
        *counter = 0;
    *counter += 1;                      // NO-NULL-DEREF
}

/* called only through the pointer, by main, with an address */
void (*handler)(int *) = on_event;

/* handed to a library, which may call it with anything */
void register_callback(void (*cb)(int *));

static void on_signal(int *counter)
{
    if (counter != NULL)
        *counter = 0;
    *counter += 2;                      // NULL-DEREF
}

struct job { int *progress; int id; };

static void bump(int *progress)
{
    if (progress != NULL)
        *progress = 0;
    *progress = 1;                      // NULL-DEREF
}

static void run_job(struct job *j)
{
    /* j->progress is whatever run_job's caller stored: it may be NULL */
    bump(j->progress);
}

int main(int argc, char **argv)
{
    int alg, type;
    struct key *k = NULL, key = { 1, NULL };
    if (peek_alg(argv[0], &alg) != 0)
        return 1;
    load(argv[0], &k);
    set_type(&key, &type);
    relay(&key, argc > 3 ? &type : NULL);
    handler(&alg);
    register_callback(on_signal);
    {
        struct ops *o = make_ops();
        if (o != NULL)
            run_ops(o);
    }
    {
        struct job j = { NULL, 1 };
        run_job(&j);
    }
    return alg + type;
}

/* A library function with a model that calls no callback (free) does not hand out the
   function pointers inside the structure it is given. */
struct ops { void (*step)(int *); int n; };

static void step_once(int *counter)
{
    if (counter != NULL)
        *counter = 0;
    *counter += 3;                      // NO-NULL-DEREF
}

void run_ops(struct ops *o)
{
    int c = 0;
    o->step(&c);
    free(o);
}

struct ops *make_ops(void)
{
    struct ops *o = malloc(sizeof *o);
    if (o != NULL)
        o->step = step_once;
    return o;
}
