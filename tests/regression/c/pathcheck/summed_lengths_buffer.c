/* A buffer grown by the summed lengths of pairs of words read into fixed arrays
   (gnulib's get_charset_aliases in GNU patch and cpio): "res_size += l1 + 1 + l2 + 1;
   res_ptr = realloc(res_ptr, res_size + 1)", and after the loop "if (res_size == 0)
   cp = ''; else cp = res_ptr;".  The buffer was reported lost where res_size == 0,
   which needs the size_t sum to wrap round.  It cannot: strlen of a char[51] is at
   most 50, an access res_ptr + res_size shows res_size is at most PTRDIFF_MAX, and the
   loop's widening stops at PTRDIFF_MAX (a threshold of every loop) instead of +oo,
   from which the next "+=" would wrap. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *table;

const char *aliases(FILE *fp)
{
    const char *cp = table;
    if (cp == NULL) {
        char *res_ptr = NULL;
        size_t res_size = 0;
        for (;;) {
            char buf1[51], buf2[51];
            size_t l1, l2;
            char *old = res_ptr;
            int c = getc(fp);
            if (c == EOF)
                break;
            if (c == '\n' || c == ' ')
                continue;
            ungetc(c, fp);
            if (fscanf(fp, "%50s %50s", buf1, buf2) < 2)
                break;
            l1 = strlen(buf1);
            l2 = strlen(buf2);
            if (res_size == 0) {
                res_size = l1 + 1 + l2 + 1;
                res_ptr = malloc(res_size + 1);
            } else {
                res_size += l1 + 1 + l2 + 1;
                res_ptr = realloc(res_ptr, res_size + 1);
            }
            if (res_ptr == NULL) {
                res_size = 0;
                free(old);
                break;
            }
            strcpy(res_ptr + res_size - (l2 + 1) - (l1 + 1), buf1);
            strcpy(res_ptr + res_size - (l2 + 1), buf2);
        }
        fclose(fp);
        if (res_size == 0)
            cp = "";
        else {
            res_ptr[res_size] = '\0';
            cp = res_ptr;
        }
        table = cp;
    }
    return cp;                          // NOLEAK
}

/* a short table is dropped for the empty one: its buffer is lost */
const char *aliases_short(FILE *fp)
{
    char *res_ptr = NULL;
    size_t res_size = 0;
    for (;;) {
        char buf1[51];
        size_t l1;
        if (fscanf(fp, "%50s", buf1) < 1)
            break;
        l1 = strlen(buf1);
        res_size += l1 + 1;
        res_ptr = realloc(res_ptr, res_size + 1);
        if (res_ptr == NULL)
            abort();
        strcpy(res_ptr + res_size - (l1 + 1), buf1);
    }
    fclose(fp);
    if (res_size < 10)
        return "";                      // LEAK
    res_ptr[res_size] = '\0';
    return res_ptr;
}
