/* A loop around a switch (a small state machine) that owns a token buffer. */
#include <ctype.h>
#include <stdlib.h>

enum state { START, WORD, DONE };

int count_words(const char *s)
{
    char *tok = malloc(64);
    int words = 0, len = 0;
    enum state st = START;
    if (!tok)
        return -1;                      // NOLEAK
    while (st != DONE) {
        char c = *s++;
        switch (st) {
        case START:
            if (c == '\0')
                st = DONE;
            else if (!isspace((unsigned char)c)) {
                tok[0] = c;
                len = 1;
                st = WORD;
            }
            break;
        case WORD:
            if (c == '\0' || isspace((unsigned char)c)) {
                words++;
                st = c ? START : DONE;
            } else if (len < 63) {
                tok[len++] = c;
            }
            break;
        default:
            break;
        }
    }
    free(tok);
    return words;                       // NOLEAK
}

int count_words_error(const char *s)
{
    char *tok = malloc(64);
    int words = 0, len = 0;
    enum state st = START;
    if (!tok)
        return -1;                      // NOLEAK
    while (st != DONE) {
        char c = *s++;
        switch (st) {
        case START:
            if (c == '\0')
                st = DONE;
            else if (c == '!')
                return -2;              // LEAK
            else if (!isspace((unsigned char)c)) {
                tok[0] = c;
                len = 1;
                st = WORD;
            }
            break;
        case WORD:
            if (c == '\0' || isspace((unsigned char)c)) {
                words++;
                st = c ? START : DONE;
            } else if (len < 63) {
                tok[len++] = c;
            }
            break;
        default:
            break;
        }
    }
    free(tok);
    return words;                       // NOLEAK
}
