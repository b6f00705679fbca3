/* A procedure passes its own out-parameter on to a callee that writes through it only
   where it is not NULL (parse NULLs *pathp, then hands it a decoded block or leaves it
   NULL), and then tests what the callee left there: parse_or_dot fills in "." where no
   path came back.  The caller's pointer is untested, so it may be NULL at the call: the
   callee's write counted as a weak one, joined with the input content, and the NULL
   in *pathp no longer meant "no block" -- the test *pathp == NULL kept the block, and
   the strdup overwrote it ("lost").  The path check now applies the call apart where the
   parameter is NULL (no write) and where it is not (a certain write), and the
   dereference *pathp after the call ends the first.

   Still reported: a caller that overwrites *pathp whatever the callee left there
   (overwrite_path), and one that tests another cell (test_user). */
#include <stdlib.h>
#include <string.h>

char *decode(const char *s)
{
    char *r = malloc(strlen(s) + 1);
    if (r == NULL)
        return NULL;
    if (s[0] == '%') {
        free(r);
        return NULL;
    }
    strcpy(r, s);
    return r;
}

int parse(const char *uri, char **userp, char **pathp)
{
    char *user = NULL, *path = NULL;
    int ret = -1;
    if (uri[0] == 0)
        return 1;
    if (userp != NULL)
        *userp = NULL;
    if (pathp != NULL)
        *pathp = NULL;
    if (uri[1] == '@') {
        if ((user = decode(uri)) == NULL)
            goto out;
    }
    if (uri[2] == '/') {
        if ((path = decode(uri + 3)) == NULL)
            goto out;
    }
    if (userp != NULL) {
        *userp = user;
        user = NULL;
    }
    if (pathp != NULL) {
        *pathp = path;
        path = NULL;
    }
    ret = 0;
out:
    free(user);
    free(path);
    return ret;
}

int parse_or_dot(const char *uri, char **userp, char **pathp)
{
    int r = parse(uri, userp, pathp);
    if (r == 0 && *pathp == NULL)
        *pathp = strdup(".");
    return r;
}

int overwrite_path(const char *uri, char **userp, char **pathp)
{
    int r = parse(uri, userp, pathp);
    if (r == 0)
        *pathp = strdup(".");
    return r;  // LEAK
}

int test_user(const char *uri, char **userp, char **pathp)
{
    int r = parse(uri, userp, pathp);
    if (r == 0 && *userp == NULL)
        *pathp = strdup(".");
    return r;  // LEAK
}

int main(int argc, char **argv)
{
    char *u, *p;
    if (argc < 2 || parse_or_dot(argv[1], &u, &p) != 0)
        return 1;
    free(u);
    free(p);
    return 0;
}
