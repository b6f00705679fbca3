/* sparrowpy bundled libc header (LP64, x86_64 Linux). Written for
 * sparrowpy from the C standard and POSIX: declarations only. */
/* glibc implements these as inline functions; here they are prototypes. */
#ifndef _SPARROW_BYTESWAP_H
#define _SPARROW_BYTESWAP_H
#define __sparrow_need_intN_t
#include <_sparrow_types.h>
uint16_t bswap_16(uint16_t);
uint32_t bswap_32(uint32_t);
uint64_t bswap_64(uint64_t);
#endif
