/* FILE streams: fopen/fdopen/tmpfile/popen ... fclose/pclose. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int count_lines(const char *path)
{
    FILE *f = fopen(path, "r");
    int n = 0, c;
    if (!f)
        return -1;                      // NO-RESOURCE-LEAK
    while ((c = fgetc(f)) != EOF)
        if (c == '\n')
            n++;
    fclose(f);
    return n;                           // NO-RESOURCE-LEAK
}

int first_line(const char *path, char *buf, int size)
{
    FILE *f = fopen(path, "r");
    if (f == NULL)
        return -1;                      // NO-RESOURCE-LEAK
    if (fgets(buf, size, f) == NULL)
        return -2;                      // RESOURCE-LEAK
    fclose(f);
    return 0;                           // NO-RESOURCE-LEAK
}

FILE *open_log(const char *dir)
{
    char path[256];
    snprintf(path, sizeof path, "%s/log", dir);
    return fopen(path, "a");            // NO-RESOURCE-LEAK
}

void log_twice(const char *dir)
{
    FILE *log = open_log(dir);
    if (!log)
        return;                         // NO-RESOURCE-LEAK
    fputs("hello\n", log);              // RESOURCE-LEAK
}

int scratch(void)
{
    FILE *t = tmpfile();
    if (!t)
        return 0;                       // NO-RESOURCE-LEAK
    fputs("x", t);
    rewind(t);
    fclose(t);
    return 1;                           // NO-RESOURCE-LEAK
}

int run(const char *cmd)
{
    FILE *p = popen(cmd, "r");
    char line[80];
    if (!p)
        return -1;                      // NO-RESOURCE-LEAK
    if (!fgets(line, sizeof line, p))
        return -1;                      // RESOURCE-LEAK
    return pclose(p);                   // NO-RESOURCE-LEAK
}

struct reader { FILE *in; char *buf; };

struct reader *reader_open(const char *path)
{
    struct reader *r = malloc(sizeof *r);
    if (!r)
        return NULL;                    // NO-RESOURCE-LEAK
    r->in = fopen(path, "rb");
    if (!r->in) {
        free(r);
        return NULL;                    // NO-RESOURCE-LEAK
    }
    r->buf = NULL;
    return r;                           // NO-RESOURCE-LEAK
}

void reader_close(struct reader *r)
{
    fclose(r->in);
    free(r);
}

int reader_use(const char *path)
{
    struct reader *r = reader_open(path);
    if (!r)
        return -1;                      // NO-RESOURCE-LEAK
    reader_close(r);
    return 0;                           // NO-RESOURCE-LEAK
}

int reader_forget(const char *path)
{
    struct reader *r = reader_open(path);
    if (!r)
        return -1;                      // NO-RESOURCE-LEAK
    free(r);
    return 0;                           // RESOURCE-LEAK
}
