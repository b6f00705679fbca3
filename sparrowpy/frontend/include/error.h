/* sparrowpy bundled libc header (LP64, x86_64 Linux). Written for
 * sparrowpy from the C standard and POSIX: declarations only. */
/* error() does not return when its first argument is non-zero. */
#ifndef _SPARROW_ERROR_H
#define _SPARROW_ERROR_H
void error(int, int, const char *, ...);
void error_at_line(int, int, const char *, unsigned int, const char *, ...);
extern void (*error_print_progname)(void);
extern unsigned int error_message_count;
extern int error_one_per_line;
#endif
