/* sparrowpy bundled libc header (LP64, x86_64 Linux). Written for
 * sparrowpy from the C standard and POSIX: declarations only. */
/* No include guard for the assert macro itself: the C standard requires
 * that every inclusion re-defines assert according to NDEBUG. */
#ifndef _SPARROW_ASSERT_H
#define _SPARROW_ASSERT_H
_Noreturn void __sparrow_assert_fail(const char *__expr, const char *__file,
                                     int __line, const char *__func);
#if defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L
#define static_assert _Static_assert
#endif
#endif

#undef assert
#ifdef NDEBUG
#define assert(e) ((void)0)
#else
#define assert(e) \
    ((e) ? (void)0 : __sparrow_assert_fail(#e, __FILE__, __LINE__, __func__))
#endif
