/* mesa.prog: a reduced Mesa (the paper's Figure 15 and 16). */
#ifndef GL_H
#define GL_H

struct gl_visual {
    int rgb_mode;
    int depth_bits;
};

struct gl_framebuffer {
    struct gl_visual *visual;
    unsigned short *depth;
    unsigned char *stencil;
};

struct gl_shared_state {
    int refcount;
    void *display_lists;
    void *textures;
};

struct gl_context {
    struct gl_visual *visual;
    struct gl_shared_state *shared;
    float *vb;               /* vertex buffer */
    float *pb;               /* pixel buffer */
    char *extensions;
};

struct gl_visual *gl_create_visual(int rgb_mode, int depth_bits);
void gl_destroy_visual(struct gl_visual *v);
struct gl_framebuffer *gl_create_framebuffer(struct gl_visual *v, int w, int h);
void gl_destroy_framebuffer(struct gl_framebuffer *fb);
struct gl_context *gl_create_context(struct gl_visual *v);
void gl_destroy_context(struct gl_context *ctx);

#endif
