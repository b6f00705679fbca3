/* sparrowpy bundled libc header (LP64, x86_64 Linux). Written for
 * sparrowpy from the C standard and POSIX: declarations only. */
/* Bundled mode exposes every declaration whatever the feature-test macros
 * say, so this header only provides the helpers some programs test. */
#ifndef _SPARROW_FEATURES_H
#define _SPARROW_FEATURES_H
#ifndef __GNUC_PREREQ
#define __GNUC_PREREQ(maj, min) 0
#endif
#define __glibc_clang_prereq(maj, min) 0
#endif
