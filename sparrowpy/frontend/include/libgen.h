/* sparrowpy bundled libc header (LP64, x86_64 Linux). Written for
 * sparrowpy from the C standard and POSIX: declarations only. */
#ifndef _SPARROW_LIBGEN_H
#define _SPARROW_LIBGEN_H
char *basename(char *);
char *dirname(char *);
#endif
