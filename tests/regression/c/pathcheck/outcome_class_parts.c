/* A return class whose paths differ in what they hand out (less 590's open_altfile, with
   a heap buffer for its pipe): open_alt returns a new name on three kinds of paths, each
   setting *extra: to a heap buffer on one, to the caller's own small buffer on the
   others (one of which made a heap buffer and freed it).  The summary's outcome "a name"
   joins them: *extra points to either, and the caller's test ``extra != small`` loses
   the heap buffer on the branch where extra is the small one.  The outcome's paths
   would have to stay apart by what they hand out; splitting return classes so (tried at
   stop 42) fixed this program, less's three alarms and gzip's eight of vasnprintf, but
   lost true alarms on openssh and added false ones there, so it is not in. */
#include <stdlib.h>
#include <string.h>

char *save(const char *s)
{
    size_t n = strlen(s) + 1;
    char *p = malloc(n);
    if (p == NULL)
        abort();
    memcpy(p, s, n);
    return p;
}

char *open_alt(int kind, char **extra, char *small)
{
    char *buf;
    if (kind == 0)
        return NULL;
    if (kind == 1) {
        *extra = small;
        return save("plain");
    }
    buf = malloc(64);
    if (buf == NULL)
        return NULL;
    if (kind == 2) {
        free(buf);
        *extra = small;
        return save("");
    }
    memset(buf, 0, 64);
    *extra = buf;
    return save("-");
}

int edit(int kind, int bad)
{
    char small[16];
    char *extra;
    char *name = open_alt(kind, &extra, small);
    if (name == NULL)
        return 0;                       // NOLEAK
    if (extra != small) {
        free(extra);
    } else if (bad) {
        goto err;
    }
    free(name);
    return 1;                           // TODO-FP leak (the joined outcome "a name")
err:
    free(name);
    return -1;                          // TODO-FP leak
}

/* the heap buffer is dropped where the caller frees only the name */
int edit_leaky(int kind)
{
    char small[16];
    char *extra;
    char *name = open_alt(kind, &extra, small);
    if (name == NULL)
        return 0;                       // NOLEAK
    free(name);
    return 1;                           // LEAK
}
