/* A free function used through a destructor pointer `void (*dtor)(void *)`.
   - chosen locally (`dtor = pooled ? pool_release : free`): both targets are known and
     both release the block: no leak;
   - a destructor that does nothing (a borrowed object) leaves an owned block leaked;
   - passed as a parameter to a helper: the helper's summary alone cannot know the target
     (the pointer is input memory), but its callback variant for each function a call
     passes there applies that function (``Summary.variants``). */
#include <stdlib.h>
#include <string.h>

typedef void (*dtor_fn)(void *);

static char *pool_slot;

static void pool_release(void *p)
{
    free(p);
}

static void borrowed(void *p)
{
    (void)p;
}

void drop_local_choice(int pooled)
{
    char *msg = malloc(32);
    dtor_fn dtor = pooled ? pool_release : free;
    if (!msg)
        return;                         // NOLEAK
    strcpy(msg, "hello");
    dtor(msg);                          // NOLEAK
}

/* both candidates are "no-op" here: an owned block handed to the borrowed destructor */
void drop_with_borrowed(int verbose)
{
    char *msg = strdup("owned");
    dtor_fn dtor = borrowed;
    if (verbose)
        dtor = borrowed;
    dtor(msg);                          // LEAK
}

/* one target frees, the other does not: the join keeps the block on one path */
void drop_maybe(int owned)
{
    char *msg = strdup("maybe");
    dtor_fn dtor = owned ? free : borrowed;
    dtor(msg);                          // LEAK
}

static void release_with(void *obj, dtor_fn dtor)
{
    if (obj)
        dtor(obj);
}

void release_through_helper(void)
{
    char *msg = strdup("x");
    release_with(msg, free);            // NOLEAK
}

/* a real leak: the helper calls the no-op destructor (its variant for `borrowed`; before
   callback variants, the helper's indirect call was an unknown function's, the block
   escaped there and the leak went unseen) */
void release_through_helper_borrowed(void)
{
    char *msg = strdup("y");
    release_with(msg, borrowed);        // LEAK
}

/* the pool keeps the block: no leak */
static void pool_keep(void *p)
{
    pool_slot = p;
}

void hand_to_pool(void)
{
    dtor_fn give = pool_keep;
    char *buf = malloc(64);
    give(buf);                          // NOLEAK
}
