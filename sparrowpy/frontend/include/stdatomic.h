/* sparrowpy bundled libc header (LP64, x86_64 Linux). Written for
 * sparrowpy from the C standard and POSIX: declarations only. */
/* Best effort: the atomic types are _Atomic-qualified ordinary types and
 * the generic operations are plain (non-atomic) expressions, which is what
 * a sequential static analysis needs; read-modify-write operations may
 * evaluate their operands more than once. */
#ifndef _SPARROW_STDATOMIC_H
#define _SPARROW_STDATOMIC_H
#define __sparrow_need_size_t
#define __sparrow_need_ptrdiff_t
#define __sparrow_need_wchar_t
#define __sparrow_need_intptr_t
#include <_sparrow_types.h>

typedef enum {
    memory_order_relaxed,
    memory_order_consume,
    memory_order_acquire,
    memory_order_release,
    memory_order_acq_rel,
    memory_order_seq_cst
} memory_order;

typedef _Atomic _Bool atomic_bool;
typedef _Atomic char atomic_char;
typedef _Atomic signed char atomic_schar;
typedef _Atomic unsigned char atomic_uchar;
typedef _Atomic short atomic_short;
typedef _Atomic unsigned short atomic_ushort;
typedef _Atomic int atomic_int;
typedef _Atomic unsigned int atomic_uint;
typedef _Atomic long atomic_long;
typedef _Atomic unsigned long atomic_ulong;
typedef _Atomic long long atomic_llong;
typedef _Atomic unsigned long long atomic_ullong;
typedef _Atomic size_t atomic_size_t;
typedef _Atomic ptrdiff_t atomic_ptrdiff_t;
typedef _Atomic intptr_t atomic_intptr_t;
typedef _Atomic uintptr_t atomic_uintptr_t;
typedef _Atomic wchar_t atomic_wchar_t;
typedef struct { _Atomic _Bool __val; } atomic_flag;

#define ATOMIC_VAR_INIT(v) (v)
#define ATOMIC_FLAG_INIT { 0 }
#define atomic_init(p, v) ((void)(*(p) = (v)))
#define kill_dependency(y) (y)
#define atomic_thread_fence(o) ((void)0)
#define atomic_signal_fence(o) ((void)0)
#define atomic_is_lock_free(p) 1
#define atomic_store(p, v) ((void)(*(p) = (v)))
#define atomic_store_explicit(p, v, o) ((void)(*(p) = (v)))
#define atomic_load(p) (*(p))
#define atomic_load_explicit(p, o) (*(p))
#define atomic_exchange(p, v) __sparrow_atomic_exchange((p), (v))
#define atomic_exchange_explicit(p, v, o) __sparrow_atomic_exchange((p), (v))
#define atomic_compare_exchange_strong(p, e, v) \
    __sparrow_atomic_compare_exchange((p), (e), (v))
#define atomic_compare_exchange_weak(p, e, v) \
    __sparrow_atomic_compare_exchange((p), (e), (v))
#define atomic_compare_exchange_strong_explicit(p, e, v, s, f) \
    __sparrow_atomic_compare_exchange((p), (e), (v))
#define atomic_compare_exchange_weak_explicit(p, e, v, s, f) \
    __sparrow_atomic_compare_exchange((p), (e), (v))
#define atomic_fetch_add(p, v) ((*(p) += (v)) - (v))
#define atomic_fetch_sub(p, v) ((*(p) -= (v)) + (v))
#define atomic_fetch_or(p, v) __sparrow_atomic_fetch((p), (v))
#define atomic_fetch_xor(p, v) __sparrow_atomic_fetch((p), (v))
#define atomic_fetch_and(p, v) __sparrow_atomic_fetch((p), (v))
#define atomic_fetch_add_explicit(p, v, o) atomic_fetch_add(p, v)
#define atomic_fetch_sub_explicit(p, v, o) atomic_fetch_sub(p, v)
#define atomic_fetch_or_explicit(p, v, o) __sparrow_atomic_fetch((p), (v))
#define atomic_fetch_xor_explicit(p, v, o) __sparrow_atomic_fetch((p), (v))
#define atomic_fetch_and_explicit(p, v, o) __sparrow_atomic_fetch((p), (v))
#define atomic_flag_test_and_set(p) __sparrow_atomic_flag_test_and_set(p)
#define atomic_flag_test_and_set_explicit(p, o) \
    __sparrow_atomic_flag_test_and_set(p)
#define atomic_flag_clear(p) ((void)((p)->__val = 0))
#define atomic_flag_clear_explicit(p, o) ((void)((p)->__val = 0))

long __sparrow_atomic_exchange(volatile void *, ...);
_Bool __sparrow_atomic_compare_exchange(volatile void *, void *, ...);
long __sparrow_atomic_fetch(volatile void *, ...);
_Bool __sparrow_atomic_flag_test_and_set(volatile atomic_flag *);
#endif
