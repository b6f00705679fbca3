/* The headers sparrowpy must handle in system-header mode (glibc). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>
#include <stddef.h>
#include <stdint.h>
#include <stdarg.h>
#include <limits.h>
#include <ctype.h>
#include <errno.h>
#include <assert.h>
#include <math.h>
#include <time.h>
#include <signal.h>
#include <unistd.h>
#include <fcntl.h>
#include <sys/types.h>
#include <sys/stat.h>
#include <stdbool.h>
#include <setjmp.h>
#include <locale.h>
#include <float.h>
#include <inttypes.h>
#include <strings.h>
#include <sys/time.h>
#include <dirent.h>
#include <pwd.h>
#include <getopt.h>

struct rec { int key; char *val; };

static int sum(int n, ...)
{
    va_list ap;
    int s = 0;
    va_start(ap, n);
    while (n-- > 0)
        s += va_arg(ap, int);
    va_end(ap);
    return s;
}

int main(int argc, char **argv)
{
    struct rec *r = malloc(sizeof *r);
    struct stat st;
    char *line = NULL;
    size_t cap = 0;
    int c;
    assert(argc > 0);
    if (r == NULL)
        return EXIT_FAILURE;
    r->val = strdup(argc > 1 ? argv[1] : "x");
    while ((c = getopt(argc, argv, "v")) != -1)
        if (c == 'v' && isdigit(optopt))
            errno = 0;
    if (stat(r->val, &st) == 0 && S_ISREG(st.st_mode))
        printf("%" PRId64 " %zu\n", (int64_t)st.st_size, offsetof(struct rec, val));
    if (getline(&line, &cap, stdin) > 0)
        fputs(line, stdout);
    free(line);
    free(r->val);
    free(r);
    return sum(2, 1, 2) + (int)sqrt(4.0) > INT_MAX ? 1 : 0;
}
