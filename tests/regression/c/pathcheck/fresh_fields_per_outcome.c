/* A procedure that returns 0 only after every field of its zeroed block was allocated
   (each allocation tested): a caller that tests the result finds the fields non-NULL.
   The joined summary has the fields NULL or allocated (the failure paths, which free the
   block, are joined with the success); the summary of the "ret == 0" outcome has them
   holding the fresh blocks only, and a caller's copy of such a cell, in the block the
   call made, no longer keeps the zeroed block's NULL beside them.

   (list() then loses the three blocks: it never frees them.)

   Not correlated, still reported: a field whose allocation is not tested, so that 0 is
   also returned where it failed. */
#include <stdlib.h>
#include <stdio.h>

struct idlist { size_t n; char **keys; char **comments; };

int get_count(unsigned int *num);

int fetch(struct idlist **idlp)
{
    struct idlist *idl = NULL;
    unsigned int num;
    int r;

    *idlp = NULL;
    if ((r = get_count(&num)) != 0)
        goto out;
    if (num == 0) {
        r = -3;
        goto out;
    }
    if ((idl = calloc(1, sizeof(*idl))) == NULL ||
        (idl->keys = calloc(num, sizeof(*idl->keys))) == NULL ||
        (idl->comments = calloc(num, sizeof(*idl->comments))) == NULL) {
        r = -2;
        goto out;
    }
    idl->n = num;
    *idlp = idl;
    idl = NULL;
    r = 0;
out:
    if (idl != NULL) {
        free(idl->keys);
        free(idl->comments);
        free(idl);
    }
    return r;
}

int list(void)
{
    struct idlist *idlist;
    size_t i;

    if (fetch(&idlist) != 0)
        return -1;
    for (i = 0; i < idlist->n; i++)
        printf("%s %s\n", idlist->keys[i], idlist->comments[i]);  // NO-NULL-DEREF
    return 0;  // LEAK
}

/* keys allocated but not tested: returned with 0 where that allocation failed */
int fetch_lax(struct idlist **idlp)
{
    struct idlist *idl;

    *idlp = NULL;
    if ((idl = calloc(1, sizeof(*idl))) == NULL)
        return -1;
    idl->keys = calloc(4, sizeof(*idl->keys));
    idl->n = 4;
    *idlp = idl;
    return 0;
}

struct idlist *kept;

int list_lax(void)
{
    struct idlist *idlist;

    if (fetch_lax(&idlist) != 0)
        return -1;
    kept = idlist;
    return idlist->keys[0] != NULL;  // NULL-DEREF
}
