/* sparrowpy bundled libc header (LP64, x86_64 Linux). Written for
 * sparrowpy from the C standard and POSIX: declarations only. */
#ifndef _SPARROW_LANGINFO_H
#define _SPARROW_LANGINFO_H
#define __sparrow_need_locale_t
#include <_sparrow_types.h>
typedef int nl_item;
#define CODESET 14
char *nl_langinfo(nl_item);
char *nl_langinfo_l(nl_item, locale_t);
#endif
