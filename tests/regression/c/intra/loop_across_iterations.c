/* Across loop iterations: the previous block must be released before the pointer
   is reassigned.  The abstraction has one abstract block per allocation site, so a
   block lost in an earlier iteration while a later one stays reachable is missed. */
#include <stdlib.h>
#include <string.h>

char *last_word(char **words, int n)
{
    char *copy = NULL;
    for (int i = 0; i < n; i++) {
        free(copy);
        copy = strdup(words[i]);
        if (!copy)
            return NULL;                // NOLEAK
    }
    return copy;                        // NOLEAK
}

char *last_word_leaky(char **words, int n)
{
    char *copy = NULL;
    for (int i = 0; i < n; i++) {
        copy = strdup(words[i]);        /* the previous copy is lost here */
        if (!copy)
            return NULL;                // LEAK
    }
    return copy;                        // LEAK (all copies but the last are lost for n >= 2: recency keeps the older copies apart from the returned one)
}

/* keep a running maximum: the old maximum is freed when replaced */
size_t longest(char **words, int n)
{
    char *best = NULL;
    size_t len = 0;
    for (int i = 0; i < n; i++) {
        size_t l = strlen(words[i]);
        if (l > len) {
            char *c = strdup(words[i]);
            if (!c)
                break;
            free(best);
            best = c;
            len = l;
        }
    }
    free(best);
    return len;                         // NOLEAK
}

/* freed after the loop: only the last block is released */
void keep_last_only(int n)
{
    char *p = NULL;
    for (int i = 0; i < n; i++)
        p = malloc(16);
    free(p);
    return;                             // LEAK (blocks of all iterations but the last are lost: recency keeps them apart from the freed newest block)
}
