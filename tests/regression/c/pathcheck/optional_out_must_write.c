/* A callee that writes through an optional out-parameter on every path where the
   caller passed one: get_copy NULLs *valp first, then stores a fresh copy (with valp ==
   NULL it only measures).  get_handle passes &handle, so handle is overwritten for certain
   and get_handle returns the copy or, on its status path, NULL and nothing allocated.
   read_dir frees what it handed out before its single "return -1" exit; list() trusts
   that.  Before, the write counted as uncertain (the valp == NULL exit did not make it):
   get_handle's result kept an unknown part, read_dir's return outcomes were lost, and
   list() got an alarm.  Where the caller's pointer may itself be NULL (maybe_out), the
   write is not certain and the cell keeps its old value. */
#include <stdlib.h>
#include <string.h>

struct buf { unsigned char *cd; size_t off, size; };
int get_direct(struct buf *b, const unsigned char **valp, size_t *lenp)
{
    if (b->size - b->off < 4) return -3;
    *valp = b->cd + b->off;
    *lenp = b->size - b->off;
    b->off = b->size;
    return 0;
}
int get_copy(struct buf *b, unsigned char **valp, size_t *lenp)
{
    const unsigned char *val;
    size_t len;
    int r;
    if (valp != NULL)
        *valp = NULL;
    if (lenp != NULL)
        *lenp = 0;
    if ((r = get_direct(b, &val, &len)) < 0)
        return r;
    if (valp != NULL) {
        if ((*valp = malloc(len + 1)) == NULL)
            return -2;
        if (len != 0)
            memcpy(*valp, val, len);
        (*valp)[len] = '\0';
    }
    if (lenp != NULL)
        *lenp = len;
    return 0;
}
unsigned char *get_handle(struct buf *msg, int status, size_t *len)
{
    unsigned char *handle;
    int r;
    if (status)
        return NULL;
    if ((r = get_copy(msg, &handle, len)) != 0)
        fatal("parse");
    return handle;
}
int read_dir(struct buf *msg, int status, char **out)
{
    size_t n;
    int st = -1;
    unsigned char *handle;
    *out = NULL;
    handle = get_handle(msg, status, &n);
    if (handle == NULL)
        return -1;                      // NOLEAK
    if ((*out = malloc(16)) == NULL)
        abort();
    if (handle[0] == 0)
        goto done;
    st = 0;
done:
    free(handle);
    if (st != 0) {
        free(*out);
        *out = NULL;
    }
    return st == 0 ? 0 : -1;            // NOLEAK
}
int list(struct buf *msg, int status)
{
    char *d;
    if (read_dir(msg, status, &d) != 0)
        return -1;                      // NOLEAK
    free(d);
    return 0;                           // NOLEAK
}

/* the array read_dir hands out is dropped */
int list_drop(struct buf *msg, int status)
{
    char *d;
    if (read_dir(msg, status, &d) != 0)
        return -1;                      // NOLEAK
    return 0;                           // LEAK
}

/* the out-parameter may be NULL (use == 0): h stays NULL, and extra is lost there */
int maybe_out(struct buf *msg, int use)
{
    unsigned char *h = NULL;
    char *extra = malloc(8);
    if (get_copy(msg, use ? &h : NULL, NULL) != 0) {
        free(extra);
        return -1;                      // NOLEAK
    }
    if (h == NULL)
        return 0;                       // LEAK
    free(h);
    free(extra);
    return 1;                           // NOLEAK
}
