/* An initialisation function that acquires three objects from constructors and
   unwinds with goto labels on failure.  The correct version frees what was built so
   far; the buggy one jumps to the wrong label and loses the first object. */
#include <stdlib.h>
#include <string.h>

struct reader { char *buf; };
struct writer { char *buf; int fd; };
struct pipeline { struct reader *r; struct writer *w; char *name; };

struct reader *reader_new(void)
{
    struct reader *r = malloc(sizeof *r);
    if (!r)
        return NULL;                    // NOLEAK
    r->buf = malloc(512);
    if (!r->buf) {
        free(r);
        return NULL;                    // NOLEAK
    }
    return r;                           // NOLEAK
}

void reader_free(struct reader *r)
{
    free(r->buf);
    free(r);
}

struct writer *writer_new(int fd)
{
    struct writer *w = malloc(sizeof *w);
    if (!w)
        return NULL;                    // NOLEAK
    w->buf = malloc(512);
    if (!w->buf) {
        free(w);
        return NULL;                    // NOLEAK
    }
    w->fd = fd;
    return w;                           // NOLEAK
}

void writer_free(struct writer *w)
{
    free(w->buf);
    free(w);
}

int pipeline_init(struct pipeline *p, const char *name, int fd)
{
    p->r = reader_new();
    if (!p->r)
        goto fail;
    p->w = writer_new(fd);
    if (!p->w)
        goto fail_reader;
    p->name = strdup(name);
    if (!p->name)
        goto fail_writer;
    return 0;                           // NOLEAK
fail_writer:
    writer_free(p->w);
fail_reader:
    reader_free(p->r);
fail:
    return -1;                          // NOLEAK
}

/* jumps past the reader's cleanup when the writer cannot be built */
int pipeline_init_buggy(struct pipeline *p, const char *name, int fd)
{
    struct reader *r = reader_new();
    struct writer *w;
    if (!r)
        goto fail;
    w = writer_new(fd);
    if (!w)
        goto fail;
    p->r = r;
    p->w = w;
    p->name = strdup(name);
    return 0;                           // NOLEAK
fail:
    return -1;                          // LEAK
}

void pipeline_destroy(struct pipeline *p)
{
    reader_free(p->r);
    writer_free(p->w);
    free(p->name);
}

int run_pipeline(const char *name)
{
    struct pipeline p;
    if (pipeline_init(&p, name, 1) < 0)
        return -1;                      // NOLEAK
    p.w->buf[0] = p.r->buf[0];
    pipeline_destroy(&p);
    return 0;                           // NOLEAK
}

/* destroys the parts but forgets the name */
int run_pipeline_leaky(const char *name)
{
    struct pipeline p;
    if (pipeline_init(&p, name, 1) < 0)
        return -1;                      // NOLEAK
    reader_free(p.r);
    writer_free(p.w);
    return 0;                           // LEAK
}
