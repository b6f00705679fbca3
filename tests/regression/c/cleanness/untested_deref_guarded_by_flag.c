/* A callee that dereferences an out-parameter, without testing it, only past a test of an
   integer parameter: a caller that passes NULL there with a flag that fails the test
   dereferences nothing (the callee returns first).  The same call with the flag set, or a
   flag the caller does not know, is a NULL dereference on that path; so is a callee whose
   dereference is not behind the flag. */
#include <stddef.h>

struct shm { int size; };
struct shm *current_shm;

int reopen(struct shm **out, int detached)
{
    if (!detached)
        return 0;
    if (current_shm == NULL)
        return -1;
    *out = current_shm;
    return 0;
}

int reopen_size(struct shm **out, int mode)
{
    if (mode == 2) {
        *out = current_shm;
        return 1;
    }
    if (mode > 2)
        (*out)->size = 0;
    return 0;
}

int reopen_always(struct shm **out, int detached)
{
    if (detached)
        current_shm = NULL;
    *out = current_shm;
    return 0;
}

int attached_child(void)
{
    return reopen(NULL, 0);             // NO-NULL-DEREF
}

int detached_child(void)
{
    return reopen(NULL, 1);             // NULL-DEREF
}

int unknown_child(int detached)
{
    return reopen(NULL, detached);      // NULL-DEREF
}

int mode_one(void)
{
    return reopen_size(NULL, 1);        // NO-NULL-DEREF
}

int mode_three(void)
{
    return reopen_size(NULL, 3);        // NULL-DEREF
}

int always_child(void)
{
    return reopen_always(NULL, 0);      // NULL-DEREF
}
