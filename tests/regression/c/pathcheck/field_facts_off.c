// options: --no-field-invariants
/* field_facts.c's first stream with the field facts off (AnalysisOptions.field_invariants):
   WANT read in the buffer's maker is any number, 0 too, so SIZE may be 0 where the
   buffer exists and the close's test may skip it. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

struct stream {
    unsigned want, size;
    int fd;
    char *in, *msg;
};

static void stream_error(struct stream *s, const char *m)
{
    free(s->msg);
    s->msg = strdup(m);
}

static int stream_init(struct stream *s)
{
    s->in = malloc(s->want);
    if (s->in == NULL)
        return -1;
    s->size = s->want;
    return 0;
}

static int stream_comp(struct stream *s)
{
    if (s->size == 0 && stream_init(s) == -1)
        return -1;
    if (write(s->fd, s->in, 1) < 0) {
        stream_error(s, "write error");
        return -1;
    }
    return 0;
}

static int stream_close(struct stream *s)
{
    int ret = 0;
    if (stream_comp(s) == -1)
        ret = -1;
    if (s->size)
        free(s->in);
    free(s->msg);
    free(s);
    return ret;                         // TODO-FP leak (the field facts' switch is off)
}

static void stream_buffer(struct stream *s, unsigned n)
{
    if (n < 2)
        n = 2;
    s->want = n;
}

int main(int argc, char **argv)
{
    struct stream *s = malloc(sizeof *s);
    if (s == NULL)
        return 1;
    s->want = 8192;
    s->size = 0;
    s->fd = 1;
    s->in = NULL;
    s->msg = NULL;
    if (argc > 1)
        stream_buffer(s, (unsigned)atoi(argv[1]));
    return stream_close(s);
}
