/* A syntax error on line 7. */
#include <stdlib.h>

int good(void) { return 0; }

int bad(void) {
    int x = 1 +;
    return x;
}
