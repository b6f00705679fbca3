/* A sentinel pointer: local_zone is the integer 1 made a zone pointer, never a block.
   revert_zone() frees every zone but that one, so its outcome "true, nothing freed" is
   taken only where its argument is the sentinel; the zone set_zone() allocates is freed
   by it on every path of in_zone() (gnulib's time_rz.c: set_tz / revert_tz).  Before the
   engine knew that a block is never equal to a non-zero integer, in_zone() was reported
   to lose the zone where revert_zone() returned true.  revert_unless_unset() keeps its
   zone where a flag of the zone is unset (data, not a sentinel): that leak stays, and so
   does forgetting to revert at all. */
#include <stdlib.h>
#include <string.h>
#include <stdbool.h>

struct zone { struct zone *next; bool is_set; char abbrs[16]; };
typedef struct zone *zone_t;

/* a zone pointer that stands for "the process's own zone": never a block */
static zone_t const local_zone = (zone_t) 1;

extern char *getenv(const char *);
extern int setenv(const char *, const char *, int);
extern int unsetenv(const char *);

zone_t zone_alloc(const char *name)
{
    zone_t z = malloc(sizeof *z);
    if (z) {
        z->next = NULL;
        z->is_set = name != NULL;
        z->abbrs[0] = '\0';
    }
    return z;
}

void zone_free(zone_t z)
{
    if (z != local_zone)
        while (z) {
            zone_t next = z->next;
            free(z);
            z = next;
        }
}

/* remembers the name in z's chain, adding a zone where it has no room */
static bool save(zone_t z, const char *name)
{
    while (z->next)
        z = z->next;
    if (strlen(name) < sizeof z->abbrs) {
        strcpy(z->abbrs, name);
        return true;
    }
    z = z->next = zone_alloc(name);
    return z != NULL;
}

static bool change_env(zone_t z)
{
    if ((z->is_set ? setenv("TZ", z->abbrs, 1) : unsetenv("TZ")) != 0)
        return false;
    return true;
}

static zone_t set_zone(zone_t z)
{
    char *env = getenv("TZ");
    if (env ? z->is_set && strcmp(z->abbrs, env) == 0 : !z->is_set)
        return local_zone;
    zone_t old = zone_alloc(env);
    if (!old)
        return old;
    if (!change_env(z)) {
        zone_free(old);
        return NULL;
    }
    return old;
}

/* frees every zone but the local one: true on success */
static bool revert_zone(zone_t z)
{
    if (z == local_zone)
        return true;
    bool ok = change_env(z);
    zone_free(z);
    return ok;
}

extern char *zone_name(int *tm);

int *in_zone(zone_t z, int *tm)
{
    if (!z)
        return NULL;
    zone_t old = set_zone(z);
    if (old) {
        char *name = zone_name(tm);
        bool saved = name && save(z, name);
        if (revert_zone(old) && saved)
            return tm;                          // NOLEAK
    }
    return NULL;                                // NOLEAK
}

/* true without freeing where the zone's flag is unset */
static bool revert_unless_unset(zone_t z)
{
    if (!z->is_set)
        return true;
    bool ok = change_env(z);
    zone_free(z);
    return ok;
}

int *in_zone_unless_unset(zone_t z, int *tm)
{
    if (!z)
        return NULL;
    zone_t old = set_zone(z);
    if (old) {
        char *name = zone_name(tm);
        bool saved = name && save(z, name);
        if (revert_unless_unset(old) && saved)
            return tm;                          // LEAK
    }
    return NULL;                                // LEAK
}

int *in_zone_forgetful(zone_t z, int *tm)
{
    if (!z)
        return NULL;
    zone_t old = set_zone(z);
    if (old) {
        char *name = zone_name(tm);
        if (name == NULL)
            return NULL;                        // LEAK
        if (revert_zone(old) && save(z, name))
            return tm;
    }
    return NULL;
}
