// options: --path-check-steps 200
/* A procedure that hands out fresh blocks only with a non-NULL result, whose partition
   needs more than the small share of the budget that sharpening return outcomes gets
   (SHARPEN_SHARE): controller() allocates its command buffers only where it returns
   non-NULL (GNU patch's version_controller, whose states are large), so fetch(), which
   frees them where the result is not NULL, loses nothing.  Such procedures get
   HANDING_OUT_SHARE of the budget; with the small share fetch() got three false alarms.
   fetch_ignoring() drops the result and the buffer: a leak; eager() allocates whatever
   it returns: fetch_eager() leaks where it returns NULL. */
#include <stdlib.h>
#include <string.h>
#include <stdio.h>

extern int probe(const char *dir, const char *name, int kind);

/* The command that fetches NAME from the version control system it is kept in, or NULL
   where there is none: *getbuf (and *diffbuf, where asked) are allocated only for a
   non-NULL result. */
const char *controller(const char *name, char **getbuf, char **diffbuf)
{
    char *dir = strdup(name);
    const char *r = NULL;
    if (dir == NULL)
        return NULL;
    if (probe(dir, name, 1) || probe(dir, name, 2) || probe(dir, name, 3)) {
        if (getbuf) {
            *getbuf = malloc(64);
            if (*getbuf == NULL)
                abort();
            snprintf(*getbuf, 64, "co %s", name);
        }
        if (diffbuf) {
            *diffbuf = malloc(64);
            if (*diffbuf == NULL)
                abort();
            snprintf(*diffbuf, 64, "diff %s", name);
        }
        r = "RCS";
    } else if (probe(dir, name, 4) || probe(dir, name, 5)) {
        if (getbuf) {
            *getbuf = malloc(64);
            if (*getbuf == NULL)
                abort();
            snprintf(*getbuf, 64, "get %s", name);
        }
        if (diffbuf)
            *diffbuf = NULL;
        r = "SCCS";
    }
    free(dir);
    return r;
}

int fetch(const char *name)
{
    char *getbuf, *diffbuf;
    const char *cs = controller(name, &getbuf, &diffbuf);
    if (cs) {
        int bad = system(getbuf) != 0;
        free(getbuf);
        free(diffbuf);
        if (bad)
            return -1;
    }
    return 0;                                   // NOLEAK
}

int fetch_ignoring(const char *name)
{
    char *getbuf;
    controller(name, &getbuf, NULL);
    return 0;                                   // LEAK
}

/* allocates its buffer whatever it returns */
const char *eager(const char *name, char **getbuf)
{
    char *dir = strdup(name);
    const char *r = NULL;
    if (dir == NULL)
        return NULL;
    *getbuf = malloc(64);
    if (*getbuf == NULL)
        abort();
    if (probe(dir, name, 1) || probe(dir, name, 2) || probe(dir, name, 3))
        r = "RCS";
    else if (probe(dir, name, 4) || probe(dir, name, 5))
        r = "SCCS";
    free(dir);
    return r;
}

int fetch_eager(const char *name)
{
    char *getbuf;
    const char *cs = eager(name, &getbuf);
    if (cs) {
        int bad = system(getbuf) != 0;
        free(getbuf);
        if (bad)
            return -1;
    }
    return 0;                                   // LEAK
}
