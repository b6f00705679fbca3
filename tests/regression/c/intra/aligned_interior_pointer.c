/* gnulib's ptr_align rounds a pointer up to an alignment by pointer arithmetic with an
   integer computed from the pointer itself: `p1 - (size_t) p1 % alignment`.  By the
   types that is a pointer minus an integer, into p1's object; the engine took both
   operands for addresses and the result for a pointer difference, a plain number.  Then
   tar's diff_init, which keeps only the aligned pointer (in a global) and drops the
   block's start, was reported losing the block (valgrind: "possibly lost", an interior
   pointer still reaches it). */
#include <stdlib.h>
#include <unistd.h>

static void *ptr_align(void const *ptr, size_t alignment)
{
    char const *p0 = ptr;
    char const *p1 = p0 + alignment - 1;
    return (void *) (p1 - (size_t) p1 % alignment);
}

static void *page_aligned_alloc(void **ptr, size_t size)
{
    size_t alignment = getpagesize();
    size_t size1 = size + alignment;
    if (size1 < size)
        abort();
    *ptr = malloc(size1);
    if (*ptr == NULL)
        abort();
    return ptr_align(*ptr, alignment);
}

static char *diff_buffer;

void diff_init(size_t record_size)
{
    void *ptr;
    diff_buffer = page_aligned_alloc(&ptr, record_size);
}                                       // NOLEAK

/* neither the start nor the aligned pointer is kept */
int scratch(size_t n)
{
    void *ptr;
    char *b = page_aligned_alloc(&ptr, n);
    return b != (char *) ptr;           // LEAK
}
