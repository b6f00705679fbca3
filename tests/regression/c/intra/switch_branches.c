/* switch: a free in every case (and the default) versus a case that forgets it;
   fall-through and returns inside cases. */
#include <stdlib.h>

int sw_all(int op)
{
    char *p = malloc(8);
    if (!p)
        return -1;                      // NOLEAK
    switch (op) {
    case 0:
        p[0] = 'a';
        free(p);
        break;
    case 1:
    case 2:
        free(p);
        break;
    default:
        free(p);
        break;
    }
    return 0;                           // NOLEAK
}

int sw_no_default(int op)
{
    char *p = malloc(8);
    if (!p)
        return -1;                      // NOLEAK
    switch (op) {
    case 0:
        free(p);
        break;
    case 1:
        free(p);
        break;
    }
    return 0;                           // LEAK
}

int sw_case_forgets(int op)
{
    char *p = malloc(8);
    if (!p)
        return -1;                      // NOLEAK
    switch (op) {
    case 0:
        free(p);
        break;
    case 1:
        p[0] = 'x';
        break;
    default:
        free(p);
        break;
    }
    return 0;                           // LEAK
}

int sw_fallthrough(int op)
{
    char *p = malloc(8);
    if (!p)
        return -1;                      // NOLEAK
    switch (op) {
    case 0:
        p[0] = 'z';
        /* fall through */
    case 1:
        free(p);
        break;
    default:
        free(p);
    }
    return 0;                           // NOLEAK
}

int sw_return_in_case(int op)
{
    char *p = malloc(8);
    if (!p)
        return -1;                      // NOLEAK
    switch (op) {
    case 0:
        free(p);
        return 0;                       // NOLEAK
    case 1:
        return 1;                       // LEAK
    default:
        break;
    }
    free(p);
    return 2;                           // NOLEAK
}
