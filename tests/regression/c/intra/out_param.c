/* A block handed to the caller through an out-parameter (*out = p) is not leaked. */
#include <stdlib.h>
#include <string.h>

int read_name(char **out)
{
    char *p = malloc(32);
    if (!p)
        return -1;                      // NOLEAK
    strcpy(p, "anonymous");
    *out = p;
    return 0;                           // NOLEAK
}

int make_pair(char **a, char **b)
{
    *a = strdup("left");
    if (!*a)
        return -1;                      // NOLEAK
    *b = strdup("right");
    if (!*b) {
        free(*a);
        *a = NULL;
        return -1;                      // NOLEAK
    }
    return 0;                           // NOLEAK
}

int out_only_on_success(int ok, char **out)
{
    char *p = malloc(8);
    if (!p)
        return -1;                      // NOLEAK
    if (!ok)
        return -2;                      // LEAK
    *out = p;
    return 0;                           // NOLEAK
}

/* out-parameter of a struct type: the block goes into the caller's struct */
struct blob { void *data; size_t size; };

int blob_alloc(struct blob *out, size_t n)
{
    void *d = calloc(1, n);
    if (!d)
        return -1;                      // NOLEAK
    out->data = d;
    out->size = n;
    return 0;                           // NOLEAK
}

/* Optional out-parameter: when the caller passes NULL the block is lost. */
int get_buf(char **out)
{
    char *p = malloc(8);
    if (!p)
        return -1;                      // NOLEAK
    if (out == NULL)
        return -2;                      // LEAK
    *out = p;
    return 0;                           // NOLEAK
}

/* the optional out-parameter done right */
int get_buf_fixed(char **out)
{
    char *p = malloc(8);
    if (!p)
        return -1;                      // NOLEAK
    if (out)
        *out = p;
    else
        free(p);
    return 0;                           // NOLEAK
}
