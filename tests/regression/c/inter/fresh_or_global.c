/* Functions returning either a fresh block or a global one.  The caller must free the
   result only when it is not the global; dropping a possibly-fresh result leaks. */
#include <stdlib.h>
#include <string.h>

static char default_name[] = "anonymous";
static char *cached_home;

/* returns the static default or a fresh copy */
char *name_or_default(const char *name)
{
    if (name == NULL || *name == '\0')
        return default_name;            // NOLEAK
    return strdup(name);                // NOLEAK
}

/* caches the first result in a global: later calls return the same block */
char *home_dir(void)
{
    if (cached_home)
        return cached_home;             // NOLEAK
    cached_home = strdup("/home/user");
    return cached_home;                 // NOLEAK
}

size_t greet(const char *name)
{
    char *n = name_or_default(name);
    size_t len;
    if (n == NULL)
        return 0;                       // NOLEAK
    len = strlen(n);
    if (n != default_name)
        free(n);
    return len;                         // NOLEAK
}

size_t greet_leaky(const char *name)
{
    char *n = name_or_default(name);
    if (n == NULL)
        return 0;                       // NOLEAK
    return strlen(n);                   // LEAK
}

/* the cached block belongs to the cache: dropping the result is fine */
size_t home_len(void)
{
    char *h = home_dir();
    if (!h)
        return 0;                       // NOLEAK
    return strlen(h);                   // NOLEAK
}

/* returns a fresh buffer, or the global scratch buffer for small sizes */
static char scratch[64];

char *get_buffer(size_t n)
{
    if (n <= sizeof scratch)
        return scratch;                 // NOLEAK
    return malloc(n);                   // NOLEAK
}

void put_buffer(char *b)
{
    if (b != scratch)
        free(b);
}

void fill(size_t n)
{
    char *b = get_buffer(n);
    if (!b)
        return;                         // NOLEAK
    memset(b, 0, n);
    put_buffer(b);                      // NOLEAK
}

void fill_leaky(size_t n)
{
    char *b = get_buffer(n);
    if (!b)
        return;                         // NOLEAK
    memset(b, 0, n);                    // LEAK
}
