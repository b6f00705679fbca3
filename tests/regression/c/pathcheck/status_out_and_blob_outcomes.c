/* A serialiser in the shape of openssh's to_blob: a status result, a length through an
   integer out-parameter (the return outcomes are also told apart by the number it leaves,
   summary.outcomes_of's "apart"), and a blob made only where the caller passed somewhere
   to put it.  The outcomes told apart by the length also say which handed-out blocks
   exist, so "returns 0 and made the blob" happens only where that argument is not NULL
   (tests/summary/test_status_outcomes.py).  A caller that frees the blob where it is not
   NULL loses nothing; one that forgets it on an error path does. */
#include <stdlib.h>
#include <string.h>

struct buf { unsigned char *d; size_t len; };

static struct buf *buf_new(void)
{
    struct buf *b = calloc(1, sizeof *b);
    if (b == NULL)
        return NULL;
    if ((b->d = calloc(1, 64)) == NULL) {
        free(b);
        return NULL;
    }
    b->len = 64;
    return b;
}

static void buf_free(struct buf *b)
{
    if (b == NULL)
        return;
    free(b->d);
    free(b);
}

int fill(struct buf *b, int k);
int put(int sock, const unsigned char *p, size_t n);

static int to_blob(int k, unsigned char **blobp, size_t *lenp)
{
    int ret = -1;
    struct buf *b = NULL;
    size_t len;

    if (lenp != NULL)
        *lenp = 0;
    if (blobp != NULL)
        *blobp = NULL;
    if ((b = buf_new()) == NULL)
        return -2;
    if ((ret = fill(b, k)) != 0)
        goto out;
    len = b->len;
    if (lenp != NULL)
        *lenp = len;
    if (blobp != NULL) {
        if ((*blobp = malloc(len)) == NULL) {
            ret = -2;
            goto out;
        }
        memcpy(*blobp, b->d, len);
    }
    ret = 0;
 out:
    buf_free(b);
    return ret;
}

int send_key(int k, int sock)
{
    unsigned char *blob = NULL;
    size_t blen;
    int r;

    if ((r = to_blob(k, &blob, &blen)) != 0)
        goto out;
    if ((r = put(sock, blob, blen)) != 0)
        goto out;
    r = 0;
 out:
    if (blob != NULL)
        free(blob);
    return r;                               // NOLEAK
}

int send_key_leaky(int k, int sock)
{
    unsigned char *blob = NULL;
    size_t blen;
    int r;

    if ((r = to_blob(k, &blob, &blen)) != 0)
        return r;
    if ((r = put(sock, blob, blen)) != 0)
        return r;                           // LEAK
    free(blob);
    return 0;
}
