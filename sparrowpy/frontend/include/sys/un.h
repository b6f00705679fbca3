/* sparrowpy bundled libc header (LP64, x86_64 Linux). Written for
 * sparrowpy from the C standard and POSIX: declarations only. */
#ifndef _SPARROW_SYS_UN_H
#define _SPARROW_SYS_UN_H
#define __sparrow_need_socklen_t
#include <_sparrow_types.h>
struct sockaddr_un {
    sa_family_t sun_family;
    char sun_path[108];
};
#include <string.h>
#define SUN_LEN(p) ((size_t)(((struct sockaddr_un *)0)->sun_path) + strlen((p)->sun_path))
#endif
