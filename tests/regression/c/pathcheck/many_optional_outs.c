/* A parser with four optional out-parameters: each may be NULL, so its path disjuncts
   come in sixteen NULL / not NULL combinations times the states of its blocks, more than
   one bound of disjuncts.  Each combination gets its own bound (up to four) and a merge
   keeps them apart; before, the whole partition was joined, the block handed out
   through *namep was freed by the common exit's free(name) on the joined state, and a
   caller's success branch was told its name is NULL.  The blocks the sharpened outcomes
   hand out go back into the joined summary too, so that a caller that loses one is told. */
#include <stdlib.h>
#include <string.h>

int split_at(const char *s, char c, size_t *len);

int parse_item(const char *text, char **keyp, char **namep, int *prio, char **notep)
{
    char *key = NULL, *name = NULL, *note = NULL;
    size_t n;
    int p = 0, ret = -1;

    if (keyp != NULL)
        *keyp = NULL;
    if (namep != NULL)
        *namep = NULL;
    if (prio != NULL)
        *prio = 0;
    if (notep != NULL)
        *notep = NULL;
    if (split_at(text, ':', &n) != 0) {
        if ((key = strndup(text, n)) == NULL)
            goto out;
        text += n + 1;
    }
    if (split_at(text, '#', &n) != 0) {
        if ((note = strdup(text + n + 1)) == NULL)
            goto out;
    } else {
        n = strlen(text);
    }
    if (n == 0)
        goto out;
    if ((name = strndup(text, n)) == NULL)
        goto out;
    if (name[0] == '!')
        p = 1;
    if (keyp != NULL) {
        *keyp = key;
        key = NULL;
    }
    if (namep != NULL) {
        *namep = name;
        name = NULL;
    }
    if (prio != NULL)
        *prio = p;
    if (notep != NULL) {
        *notep = note;
        note = NULL;
    }
    ret = 0;
 out:
    free(key);
    free(name);
    free(note);
    return ret;
}

size_t name_length(const char *text)
{
    char *key = NULL, *name = NULL;
    int prio;
    size_t n;

    if (parse_item(text, &key, &name, &prio, NULL) != 0)
        return 0;
    n = strlen(name);                   // NO-NULL-DEREF
    free(key);
    free(name);
    return n + (size_t)prio;
}

size_t key_length(const char *text)
{
    char *key = NULL, *name = NULL;
    size_t n;

    if (parse_item(text, &key, &name, NULL, NULL) != 0)
        return 0;
    n = strlen(key);                    // TODO-FN null_deref (the key is optional: the success outcome
                                        // writes it fresh or NULL, a maybe that the checker does not report)
    free(key);
    free(name);
    return n;
}

int has_note(const char *text)
{
    char *name = NULL, *note = NULL;

    if (parse_item(text, NULL, &name, NULL, &note) != 0)
        return -1;
    free(note);
    return name[0] != 0;                // LEAK (name is never freed; the joined summary lost the block to the
                                        // common exit's free(name), the sharpened outcomes give it back)
}
