/* sparrowpy bundled libc header (LP64, x86_64 Linux). Written for
 * sparrowpy from the C standard and POSIX: declarations only. */
/* The Solaris/glibc stream-inspection extensions (used by gnulib). */
#ifndef _SPARROW_STDIO_EXT_H
#define _SPARROW_STDIO_EXT_H
#include <stdio.h>
#define FSETLOCKING_QUERY 0
#define FSETLOCKING_INTERNAL 1
#define FSETLOCKING_BYCALLER 2
size_t __fbufsize(FILE *);
int __freading(FILE *);
int __fwriting(FILE *);
int __freadable(FILE *);
int __fwritable(FILE *);
int __flbf(FILE *);
void __fpurge(FILE *);
size_t __fpending(FILE *);
void _flushlbf(void);
int __fsetlocking(FILE *, int);
#endif
