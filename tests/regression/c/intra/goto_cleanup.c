/* The goto-cleanup idiom: one exit label releases everything (correct), and a
   version whose cleanup chain misses one free, and one that jumps to the wrong label. */
#include <stdio.h>
#include <stdlib.h>

int load_config(const char *path)
{
    int rc = -1;
    char *name = NULL, *value = NULL;
    FILE *f = fopen(path, "r");
    if (!f)
        goto out;
    name = malloc(64);
    if (!name)
        goto out_close;
    value = malloc(64);
    if (!value)
        goto out_close;
    if (fscanf(f, "%63s %63s", name, value) != 2)
        goto out_close;
    printf("%s=%s\n", name, value);
    rc = 0;
out_close:
    fclose(f);
out:
    free(value);
    free(name);
    return rc;                          // NOLEAK
}

int load_config_leaky(const char *path)
{
    int rc = -1;
    char *name = NULL, *value = NULL;
    FILE *f = fopen(path, "r");
    if (!f)
        goto out;
    name = malloc(64);
    if (!name)
        goto out_close;
    value = malloc(64);
    if (!value)
        goto out_close;
    if (fscanf(f, "%63s %63s", name, value) != 2)
        goto out_close;
    rc = 0;
out_close:
    fclose(f);
out:
    free(name);                         /* value is never freed */
    return rc;                          // LEAK
}

struct ctx { char *a; char *b; char *c; };

struct ctx *ctx_new(void)
{
    struct ctx *x = malloc(sizeof *x);
    if (!x)
        goto fail;
    x->a = malloc(16);
    if (!x->a)
        goto fail_x;
    x->b = malloc(16);
    if (!x->b)
        goto fail_a;
    x->c = malloc(16);
    if (!x->c)
        goto fail_b;
    return x;                           // NOLEAK
fail_b:
    free(x->b);
fail_a:
    free(x->a);
fail_x:
    free(x);
fail:
    return NULL;                        // NOLEAK
}

struct ctx *ctx_new_wrong_label(void)
{
    struct ctx *x = malloc(sizeof *x);
    if (!x)
        goto fail;
    x->a = malloc(16);
    if (!x->a)
        goto fail_x;
    x->b = malloc(16);
    if (!x->b)
        goto fail_a;
    x->c = malloc(16);
    if (!x->c)
        goto fail_a;                    /* bug: skips free(x->b) */
    return x;                           // NOLEAK
fail_a:
    free(x->a);
fail_x:
    free(x);
fail:
    return NULL;                        // LEAK
}
