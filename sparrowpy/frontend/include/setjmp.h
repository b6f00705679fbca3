/* sparrowpy bundled libc header (LP64, x86_64 Linux). Written for
 * sparrowpy from the C standard and POSIX: declarations only. */
#ifndef _SPARROW_SETJMP_H
#define _SPARROW_SETJMP_H

#define __sparrow_need_sigset_t
#include <_sparrow_types.h>

struct __sparrow_jmp_buf_tag {
    long __jmpbuf[8];
    int __mask_was_saved;
    sigset_t __saved_mask;
};
typedef struct __sparrow_jmp_buf_tag jmp_buf[1];
typedef struct __sparrow_jmp_buf_tag sigjmp_buf[1];

int setjmp(jmp_buf);
int _setjmp(jmp_buf);
int sigsetjmp(sigjmp_buf, int);
_Noreturn void longjmp(jmp_buf, int);
_Noreturn void _longjmp(jmp_buf, int);
_Noreturn void siglongjmp(sigjmp_buf, int);

#endif
