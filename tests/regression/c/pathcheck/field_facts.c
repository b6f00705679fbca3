/* Field facts (engine/fieldfacts.py): an integer field of input memory is read as the
   join of every value the program stores into a field of that name.  Each STREAM below
   is zlib's gzwrite in small: the buffer is made on first use, SIZE is 0 until then and
   is set to WANT, and the close frees the buffer where SIZE is not 0.  Where the program
   keeps WANT at 2 or more, SIZE is not 0 wherever the buffer exists (zlib's gzclose_w,
   a false alarm before).  Where WANT may be 0 (a store of an unbounded number, a zero
   fill, a calloc'd stream, a store through the field's address, its bytes written as
   chars, a zero-initialised static), the buffer of malloc(0) is lost and the alarm stays.
   With --no-field-invariants the first alarm comes back (field_facts_off.c). */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define STREAM(P)                                                                       \
    struct P { unsigned P##_want, P##_size; int fd; char *in, *msg; };                 \
    static void P##_error(struct P *s, const char *m)                                   \
    { free(s->msg); s->msg = strdup(m); }                                               \
    static int P##_init(struct P *s)                                                    \
    { s->in = malloc(s->P##_want); if (s->in == NULL) return -1;                        \
      s->P##_size = s->P##_want; return 0; }                                            \
    static int P##_comp(struct P *s)                                                    \
    { if (s->P##_size == 0 && P##_init(s) == -1) return -1;                             \
      if (write(s->fd, s->in, 1) < 0) { P##_error(s, "write error"); return -1; }       \
      return 0; }                                                                       \
    static int P##_close(struct P *s)                                                   \
    { int ret = 0; if (P##_comp(s) == -1) ret = -1;                                     \
      if (s->P##_size) free(s->in);                                                     \
      free(s->msg); free(s); return ret; }                                              \
    static struct P *P##_open(int fd)                                                   \
    { struct P *s = malloc(sizeof *s); if (s == NULL) return NULL;                      \
      s->P##_want = 8192; s->P##_size = 0; s->fd = fd; s->in = NULL; s->msg = NULL;     \
      return s; }

STREAM(clamped)                         // NOLEAK

static void clamped_buffer(struct clamped *s, unsigned n)
{
    if (n < 2)
        n = 2;
    s->clamped_want = n;
}

STREAM(unbounded)                       // LEAK

static void unbounded_buffer(struct unbounded *s, unsigned n)
{
    s->unbounded_want = n;
}

STREAM(filled)                          // LEAK

static void filled_reset(struct filled *s)
{
    int fd = s->fd;
    memset(s, 0, sizeof *s);
    s->fd = fd;
}

STREAM(zeroed)                          // LEAK

static struct zeroed *zeroed_open_empty(int fd)
{
    struct zeroed *s = calloc(1, sizeof *s);
    if (s != NULL)
        s->fd = fd;
    return s;
}

STREAM(addressed)                       // LEAK

static void addressed_set(struct addressed *s, unsigned n)
{
    unsigned *w = &s->addressed_want;
    *w = n;
}

STREAM(bytes)                           // LEAK

static void bytes_clear(struct bytes *s)
{
    char *c = (char *)s;
    c[0] = c[1] = c[2] = c[3] = 0;
}

STREAM(statics)                         // TODO-FP leak (the static's WANT is 0, though it is never closed)

static struct statics statics_default;

int main(int argc, char **argv)
{
    unsigned n = argc > 2 ? (unsigned)atoi(argv[2]) : 0;
    struct clamped *a = clamped_open(1);
    struct unbounded *b = unbounded_open(1);
    struct filled *c = filled_open(1);
    struct zeroed *d = argc > 3 ? zeroed_open_empty(1) : zeroed_open(1);
    struct addressed *e = addressed_open(1);
    struct bytes *f = bytes_open(1);
    struct statics *g = statics_open(statics_default.fd);
    if (a != NULL) {
        if (argc > 1)
            clamped_buffer(a, n);
        clamped_close(a);
    }
    if (b != NULL) {
        if (argc > 1)
            unbounded_buffer(b, n);
        unbounded_close(b);
    }
    if (c != NULL) {
        if (argc > 1)
            filled_reset(c);
        filled_close(c);
    }
    if (d != NULL)
        zeroed_close(d);
    if (e != NULL) {
        if (argc > 1)
            addressed_set(e, n);
        addressed_close(e);
    }
    if (f != NULL) {
        if (argc > 1)
            bytes_clear(f);
        bytes_close(f);
    }
    if (g != NULL)
        statics_close(g);
    return 0;
}
