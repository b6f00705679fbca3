/* mesa.prog: visuals and framebuffers. */
#include <stdlib.h>
#include "gl.h"

struct gl_visual *gl_create_visual(int rgb_mode, int depth_bits)
{
    struct gl_visual *v;
    if (depth_bits < 0 || depth_bits > 32)
        return NULL;                    // NOLEAK
    v = calloc(1, sizeof *v);
    if (!v)
        return NULL;                    // NOLEAK
    v->rgb_mode = rgb_mode;
    v->depth_bits = depth_bits;
    return v;                           // NOLEAK
}

void gl_destroy_visual(struct gl_visual *v)
{
    free(v);
}

struct gl_framebuffer *gl_create_framebuffer(struct gl_visual *v, int w, int h)
{
    struct gl_framebuffer *fb = calloc(1, sizeof *fb);
    if (!fb)
        return NULL;                    // NOLEAK
    fb->visual = v;
    if (v->depth_bits > 0) {
        fb->depth = malloc((size_t)w * h * sizeof *fb->depth);
        if (!fb->depth) {
            free(fb);
            return NULL;                // NOLEAK
        }
    }
    return fb;                          // NOLEAK
}

void gl_destroy_framebuffer(struct gl_framebuffer *fb)
{
    free(fb->depth);
    free(fb->stencil);
    free(fb);
}
