/* The same constructor called from several sites: each call's block is renamed per call
   site, so freeing one result does not hide the leak of another, and the report names
   the call site that lost its block. */
#include <stdlib.h>
#include <string.h>

struct point {
    double x, y;
    char *tag;
};

struct point *point_new(double x, double y, const char *tag)
{
    struct point *p = malloc(sizeof *p);
    if (!p)
        return NULL;                    // NOLEAK
    p->x = x;
    p->y = y;
    p->tag = tag ? strdup(tag) : NULL;
    return p;                           // NOLEAK
}

void point_free(struct point *p)
{
    if (!p)
        return;
    free(p->tag);
    free(p);
}

double segment_length2(double x0, double y0, double x1, double y1)
{
    struct point *a = point_new(x0, y0, "a");
    struct point *b = point_new(x1, y1, "b");
    double dx, dy;
    if (!a || !b) {
        point_free(a);
        point_free(b);
        return -1;                      // NOLEAK
    }
    dx = b->x - a->x;
    dy = b->y - a->y;
    point_free(a);
    point_free(b);
    return dx * dx + dy * dy;           // NOLEAK
}

/* frees a but not b */
double segment_length2_leaky(double x0, double y0, double x1, double y1)
{
    struct point *a = point_new(x0, y0, NULL);
    struct point *b = point_new(x1, y1, NULL);
    double dx, dy;
    if (!a || !b) {
        point_free(a);
        point_free(b);
        return -1;                      // NOLEAK
    }
    dx = b->x - a->x;
    dy = b->y - a->y;
    point_free(a);
    return dx * dx + dy * dy;           // LEAK
}

/* a constructor called in a loop: each iteration's point is freed */
double sum_x(const double *xs, int n)
{
    double s = 0;
    int i;
    for (i = 0; i < n; i++) {
        struct point *p = point_new(xs[i], 0, NULL);
        if (!p)
            break;
        s += p->x;
        point_free(p);
    }
    return s;                           // NOLEAK
}

/* ... and the leaky loop: only the last point survives, and it is lost too */
double sum_x_leaky(const double *xs, int n)
{
    double s = 0;
    int i;
    struct point *p = NULL;
    for (i = 0; i < n; i++) {
        p = point_new(xs[i], 0, NULL);
        if (!p)
            return s;                   // LEAK
        s += p->x;
    }
    return s;                           // LEAK
}
