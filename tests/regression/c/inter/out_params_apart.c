/* A getter with a pointer and a length out-parameter, called through a wrapper whose
   argument expression reaches deep into its input (ssh->state->in): each parameter's
   own pointee is explored apart from the input memory deep inside the others, so the
   caller's length variable never flows into its pointer (openssh's sshpkt_get_string) */
#include <stdlib.h>
#include <string.h>

struct buf { unsigned char *d; size_t off, size; };

int peek_string(const struct buf *b, const unsigned char **valp, size_t *lenp) {
  const unsigned char *p = b->d + b->off;
  if (valp != NULL) *valp = NULL;
  if (lenp != NULL) *lenp = 0;
  if (b->size - b->off < 4) return -1;
  if (valp != NULL) *valp = p + 4;
  if (lenp != NULL) *lenp = p[0];
  return 0;
}

int get_string(struct buf *b, unsigned char **valp, size_t *lenp) {
  const unsigned char *val;
  size_t len;
  if (valp != NULL) *valp = NULL;
  if (lenp != NULL) *lenp = 0;
  if (peek_string(b, &val, &len) < 0) return -1;
  b->off += len + 4;
  if (valp != NULL) {
    if ((*valp = malloc(len + 1)) == NULL) return -2;
    if (len != 0) memcpy(*valp, val, len);
    (*valp)[len] = '\0';
  }
  if (lenp != NULL) *lenp = len;
  return 0;
}

struct state { struct buf *in; };
struct ssh { struct state *state; };

int pkt_get_string(struct ssh *ssh, unsigned char **valp, size_t *lenp) {
  return get_string(ssh->state->in, valp, lenp);
}

int read_key(struct ssh *ssh) {
  unsigned char *blob = NULL, *sig = NULL;
  size_t blen, slen;
  int r = -1;
  if (pkt_get_string(ssh, &blob, &blen) != 0) goto out;
  if (pkt_get_string(ssh, &sig, &slen) != 0) goto out;
  r = blob[0] + sig[0] + (int)blen + (int)slen;
out:
  free(blob);                                    // NO-FREE-NONHEAP
  free(sig);                                     // NO-FREE-NONHEAP
  return r;                                      // NOLEAK
}

int read_key_leaky(struct ssh *ssh) {
  unsigned char *blob = NULL;
  size_t blen;
  if (pkt_get_string(ssh, &blob, &blen) != 0)
    return -1;
  return blob[0] + (int)blen;                    // LEAK
}
