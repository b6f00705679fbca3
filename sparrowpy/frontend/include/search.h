/* sparrowpy bundled libc header (LP64, x86_64 Linux). Written for
 * sparrowpy from the C standard and POSIX: declarations only. */
#ifndef _SPARROW_SEARCH_H
#define _SPARROW_SEARCH_H
#define __sparrow_need_size_t
#include <_sparrow_types.h>
typedef struct entry {
    char *key;
    void *data;
} ENTRY;
typedef enum { FIND, ENTER } ACTION;
typedef enum { preorder, postorder, endorder, leaf } VISIT;
int hcreate(size_t);
void hdestroy(void);
ENTRY *hsearch(ENTRY, ACTION);
void *tsearch(const void *, void **, int (*)(const void *, const void *));
void *tfind(const void *, void *const *, int (*)(const void *, const void *));
void *tdelete(const void *, void **, int (*)(const void *, const void *));
void twalk(const void *, void (*)(const void *, VISIT, int));
void tdestroy(void *, void (*)(void *));
void *lfind(const void *, const void *, size_t *, size_t,
            int (*)(const void *, const void *));
void *lsearch(const void *, void *, size_t *, size_t,
              int (*)(const void *, const void *));
void insque(void *, void *);
void remque(void *);
#endif
