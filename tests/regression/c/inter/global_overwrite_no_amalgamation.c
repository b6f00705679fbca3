// options: --no-global-amalgamation
/* Without global amalgamation a callee's writes to global variables are replayed in
   the caller: a setter called twice overwrites the first block (leak); a setter that
   frees the previous value first does not leak (but the free of a global's target is
   not summarised); a setter that stores only on one path is replayed as a weak write. */
#include <stdlib.h>
#include <string.h>

static char *current_user;
static char *current_dir;

void set_user(char *u)
{
    current_user = u;
}

void replace_dir(char *d)
{
    free(current_dir);
    current_dir = d;
}

void login_twice(void)
{
    char *a = strdup("alice");
    char *b = strdup("bob");
    set_user(a);
    set_user(b);                        // LEAK  (alice)
}

void login_once(void)
{
    char *a = strdup("alice");
    set_user(a);                        // NOLEAK
}

void chdir_twice(void)
{
    char *a = strdup("/tmp");
    char *b = strdup("/var");
    replace_dir(a);
    replace_dir(b);                     // TODO-FP leak (replace_dir's free(current_dir) frees memory reached from a global; summaries have no category for it, so the replayed overwrite loses "/tmp")
}

/* the old user is freed by the caller before the overwrite */
void relogin(void)
{
    char *b = strdup("bob");
    free(current_user);
    set_user(b);                        // NOLEAK
}

void set_user_if(char *u, int cond)
{
    if (cond)
        current_user = u;
}

/* set_user_if writes on one path: the block may stay unpublished (a real leak when
   cond == 0), but the weak replay keeps it reachable */
void login_maybe(int cond)
{
    char *a = strdup("carol");
    set_user_if(a, cond);               // TODO-FN leak (set_user_if's write to current_user is replayed weakly: the path where it does not store is not separated)
}
