/* sparrowpy bundled libc header (LP64, x86_64 Linux). Written for
 * sparrowpy from the C standard and POSIX: declarations only. */
#ifndef _SPARROW_SYS_SYSMACROS_H
#define _SPARROW_SYS_SYSMACROS_H
#define __sparrow_need_dev_t
#include <_sparrow_types.h>
unsigned int gnu_dev_major(dev_t);
unsigned int gnu_dev_minor(dev_t);
dev_t gnu_dev_makedev(unsigned int, unsigned int);
#define major(dev) gnu_dev_major(dev)
#define minor(dev) gnu_dev_minor(dev)
#define makedev(maj, min) gnu_dev_makedev(maj, min)
#endif
