/* mesa.prog: contexts.  gl_destroy_context frees the buffers and the context but
   forgets the shared state and the extension string (Figure 16's shaded nodes). */
#include <stdlib.h>
#include <string.h>
#include "gl.h"

static struct gl_shared_state *alloc_shared_state(void)
{
    struct gl_shared_state *ss = calloc(1, sizeof *ss);
    if (!ss)
        return NULL;                    // NOLEAK
    ss->refcount = 1;
    return ss;                          // NOLEAK
}

struct gl_context *gl_create_context(struct gl_visual *visual)
{
    struct gl_context *ctx = calloc(1, sizeof *ctx);
    if (!ctx)
        return NULL;                    // NOLEAK
    ctx->visual = visual;
    ctx->shared = alloc_shared_state();
    if (!ctx->shared) {
        free(ctx);
        return NULL;                    // NOLEAK
    }
    ctx->vb = malloc(4096 * sizeof(float));
    ctx->pb = malloc(4096 * sizeof(float));
    if (!ctx->vb || !ctx->pb) {
        free(ctx->vb);
        free(ctx->pb);
        free(ctx->shared);
        free(ctx);
        return NULL;                    // NOLEAK
    }
    ctx->extensions = strdup("GL_EXT_blend_color GL_EXT_texture_object");
    return ctx;                         // NOLEAK
}

void gl_destroy_context(struct gl_context *ctx)
{
    if (ctx) {
        free(ctx->vb);
        free(ctx->pb);
        free(ctx);
    }
}
