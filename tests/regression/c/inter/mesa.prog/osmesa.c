/* mesa.prog: OSMesaCreateContext, the code of the paper's Figure 15.  The early return
   after gl_create_visual fails loses osmesa (paper line 273); the return after
   gl_create_context fails frees everything (line 282); the return after
   gl_create_framebuffer fails calls gl_destroy_context, which does not free what
   gl_create_context attached to the context (line 289). */
#include <stdlib.h>
#include "gl.h"

struct osmesa_context {
    struct gl_visual *gl_visual;
    struct gl_context *gl_ctx;
    struct gl_framebuffer *gl_buffer;
    int width, height;
};

typedef struct osmesa_context *OSMesaContext;

OSMesaContext OSMesaCreateContext(int rgbmode, int width, int height)
{
    OSMesaContext osmesa = (OSMesaContext) calloc(1, sizeof(struct osmesa_context));
    if (osmesa) {
        osmesa->gl_visual = gl_create_visual(rgbmode, 16);
        if (!osmesa->gl_visual) {
            return NULL;                // LEAK  (osmesa)
        }
        osmesa->gl_ctx = gl_create_context(osmesa->gl_visual);
        if (!osmesa->gl_ctx) {
            gl_destroy_visual(osmesa->gl_visual);
            free(osmesa);
            return NULL;                // NOLEAK
        }
        osmesa->gl_buffer = gl_create_framebuffer(osmesa->gl_visual, width, height);
        if (!osmesa->gl_buffer) {
            gl_destroy_visual(osmesa->gl_visual);
            gl_destroy_context(osmesa->gl_ctx);
            free(osmesa);
            return NULL;                // LEAK  (the shared state and extensions of gl_ctx)
        }
        osmesa->width = width;
        osmesa->height = height;
    }
    return osmesa;                      // NOLEAK
}

void OSMesaDestroyContext(OSMesaContext osmesa)
{
    if (osmesa) {
        gl_destroy_visual(osmesa->gl_visual);
        gl_destroy_context(osmesa->gl_ctx);
        gl_destroy_framebuffer(osmesa->gl_buffer);
        free(osmesa);
    }
}

/* create then destroy: the blocks gl_destroy_context forgets are lost here */
int render_once(int w, int h)
{
    OSMesaContext c = OSMesaCreateContext(1, w, h);
    if (!c)
        return -1;                      // NOLEAK
    OSMesaDestroyContext(c);
    return 0;                           // LEAK
}
