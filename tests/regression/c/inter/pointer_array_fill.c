/* An array of pointers whose slots are filled by a callee (Alloc2Arg through an array
   element, arr[i] = make(...)) and released by a callee loop.  Arrays are one cell in
   the analysis, so freeing "the slots" frees every block stored in them. */
#include <stdlib.h>
#include <string.h>

char *make_word(int i)
{
    char *w = malloc(16);
    if (!w)
        return NULL;                    // NOLEAK
    memset(w, 'a' + i % 26, 15);
    w[15] = '\0';
    return w;                           // NOLEAK
}

int fill_words(char **slots, int n)
{
    int i;
    for (i = 0; i < n; i++) {
        slots[i] = make_word(i);
        if (!slots[i])
            return i;
    }
    return n;
}

void free_words(char **slots, int n)
{
    int i;
    for (i = 0; i < n; i++)
        free(slots[i]);
}

int words_ok(int n)
{
    char **slots = calloc((size_t)n, sizeof *slots);
    int got;
    if (!slots)
        return -1;                      // NOLEAK
    got = fill_words(slots, n);
    free_words(slots, got);
    free(slots);
    return got;                         // NOLEAK
}

/* frees the array but not the words in it */
int words_leaky(int n)
{
    char **slots = calloc((size_t)n, sizeof *slots);
    int got;
    if (!slots)
        return -1;                      // NOLEAK
    got = fill_words(slots, n);
    free(slots);
    return got;                         // LEAK
}

/* a local array on the stack filled by the callee and dropped */
int stack_words_leaky(void)
{
    char *slots[4];
    int got = fill_words(slots, 4);
    return got;                         // LEAK
}

int stack_words_ok(void)
{
    char *slots[4];
    int got = fill_words(slots, 4);
    free_words(slots, got);
    return got;                         // NOLEAK
}
