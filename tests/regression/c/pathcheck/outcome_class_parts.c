/* A return class whose paths differ in what they hand out (less 590's open_altfile, with
   a heap buffer for its pipe): open_alt returns a new name on three kinds of paths, each
   setting *extra: to a heap buffer on one, to the caller's own small buffer on the
   others (one of which made a heap buffer and freed it).  The summary's outcome "a name"
   joins them: *extra points to either, and the caller's test ``extra != small`` must
   tell which.  It does because *extra holds the heap buffer wherever the buffer exists
   (Summary.held_where_made, State.holders): where extra is the small buffer, there is no
   heap buffer.  (Before, the join lost that and both exits of edit were false alarms.) */
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
    return 1;                           // NOLEAK
err:
    free(name);
    return -1;                          // NOLEAK
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
