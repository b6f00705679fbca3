/* The shape of bzip2recover's main: an output stream (a heap record holding a FILE) is
   opened and closed again in a loop, and main may return with the last one open.  The
   return from main is the program's exit, which holds what main's variables hold: the
   record is held by ``w``, which is NULL before the first one and may point to records
   already closed, but points to the newest record wherever that record exists
   (State.holders), so the record and the stream in it are held there. */
#include <stdio.h>
#include <stdlib.h>

struct stream {
    FILE *f;
    int n;
};

static struct stream *open_stream(FILE *f)
{
    struct stream *s = malloc(sizeof *s);
    if (s == NULL)
        exit(1);
    s->f = f;
    s->n = 0;
    return s;
}

static void close_stream(struct stream *s)
{
    fclose(s->f);
    free(s);
}

int more(void);

int main(void)
{
    struct stream *w = NULL;
    FILE *out = NULL;
    int bits = 0;
    while (more()) {
        bits++;
        if (out != NULL && bits % 100 == 0) {
            close_stream(w);
            out = NULL;
        } else if (out == NULL && bits % 100 == 1) {
            out = fopen("rec", "wb");
            if (out == NULL)
                exit(1);
            w = open_stream(out);
        }
    }
    return 0;                           // NOLEAK // NO-RESOURCE-LEAK
}

/* the same loop that forgets to close the older streams: those are lost */
int main_forgets(void)
{
    struct stream *w = NULL;
    int bits = 0;
    while (more()) {
        bits++;
        if (bits % 100 == 1) {
            FILE *out = fopen("rec", "wb");
            if (out == NULL)
                exit(1);
            w = open_stream(out);
        }
    }
    if (w != NULL)
        close_stream(w);
    return 0;                           // LEAK // RESOURCE-LEAK
}
