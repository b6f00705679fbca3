/* sparrowpy bundled libc header (LP64, x86_64 Linux). Written for
 * sparrowpy from the C standard and POSIX: declarations only. */
#ifndef _SPARROW_UCHAR_H
#define _SPARROW_UCHAR_H
#define __sparrow_need_size_t
#define __sparrow_need_mbstate_t
#include <_sparrow_types.h>
typedef unsigned short char16_t;
typedef unsigned int char32_t;
size_t mbrtoc16(char16_t *, const char *, size_t, mbstate_t *);
size_t c16rtomb(char *, char16_t, mbstate_t *);
size_t mbrtoc32(char32_t *, const char *, size_t, mbstate_t *);
size_t c32rtomb(char *, char32_t, mbstate_t *);
#endif
