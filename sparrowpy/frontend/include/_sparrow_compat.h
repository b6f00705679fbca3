/*
 * _sparrow_compat.h -- sparrowpy's forced include (cpp -include), used in
 * both bundled and system-header mode.  Written for sparrowpy.
 *
 * pycparser parses ISO C (C99/C11 plus __int128, _Noreturn, _Atomic, ...),
 * not the GNU dialect.  This file maps the common GNU spellings onto ISO C
 * or removes them, so that ordinary real-world C and glibc's headers parse.
 * What a macro cannot remove (`__asm__ volatile (...)`, `__attribute__`
 * after the #undef of our macro, stray `#ident` lines, ...) is removed by a
 * pass over the preprocessed text in sparrowpy/frontend/preprocess.py.
 *
 * Everything declared here uses reserved names (__ prefix) only.
 */
#ifndef __SPARROW_COMPAT_H
#define __SPARROW_COMPAT_H 1

/* ---- attributes, extensions and keyword aliases --------------------- */
/* __attribute__((...)) is not a macro: sparrowpy/frontend/gnu.py keeps the
 * attributes the analysis uses (malloc, alloc_size, nonnull, returns_nonnull,
 * noreturn, cleanup) and removes the others after preprocessing. */
#define __declspec(...)
#define __extension__
#define __restrict restrict
#define __restrict__ restrict
#define __inline inline
#define __inline__ inline
#define __forceinline inline
#define __const const
#define __const__ const
#define __signed signed
#define __signed__ signed
#define __volatile volatile
#define __volatile__ volatile
#define __thread _Thread_local
#define __complex__ _Complex
#define __alignof__(x) _Alignof(x)
#define __alignof(x) _Alignof(x)

/* typeof is C23 and pycparser parses it (gnu.py makes it a keyword in every
 * dialect); __auto_type becomes a typeof the lowering resolves from the
 * initializer (see docs/gnu-c.md). */
#define __typeof__ typeof
#define __typeof typeof
#define __auto_type typeof(__sparrow_auto_type)

/* GCC's extended float types, as glibc declares them when it thinks the
 * compiler supports them. */
#define _Float16 float
#define _Float32 float
#define _Float64 double
#define _Float32x double
#define _Float64x long double
#define _Float128 long double
#define _Float128x long double
#define __float128 long double
#define __float80 long double
#define __ibm128 long double
#define _Decimal32 float
#define _Decimal64 double
#define _Decimal128 long double

/* ---- builtins with a type argument or a special meaning ------------- */
#define __builtin_expect(e, c) (e)
#define __builtin_expect_with_probability(e, c, p) (e)
#define __builtin_offsetof(T, m) ((unsigned long)&(((T *)0)->m))
#define __builtin_choose_expr(c, a, b) ((c) ? (a) : (b))
#define __builtin_constant_p(e) 0
#define __builtin_assume_aligned(p, ...) (p)

/* Variadic arguments: va_list is a plain `char *` and the va_* operations
 * are calls the analyzer can see. */
typedef char *__builtin_va_list;
void __sparrow_va_start(__builtin_va_list *__ap);
void *__sparrow_va_arg(__builtin_va_list *__ap);
void __sparrow_va_end(__builtin_va_list *__ap);
#define __builtin_va_start(ap, last) __sparrow_va_start(&(ap))
#define __builtin_va_arg(ap, T) (*(T *)__sparrow_va_arg(&(ap)))
#define __builtin_va_end(ap) __sparrow_va_end(&(ap))
#define __builtin_va_copy(d, s) ((d) = (s))

/* An asm statement with operands, as rewritten by gnu.py: outputs are passed
 * by address, inputs by value (the unknown-function policy applies). */
void __sparrow_asm(int __n, ...);
int __sparrow_asm_goto(void);

/* GCC's predefined 128-bit typedef names. */
typedef __int128 __int128_t;
typedef unsigned __int128 __uint128_t;

#endif /* __SPARROW_COMPAT_H */
