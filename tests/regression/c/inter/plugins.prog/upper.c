/* plugins.prog: upper_filter works in place; this file's static make_output() returns
   its argument (no allocation), unlike echo.c's. */
#include <ctype.h>
#include "plugin.h"

static char *make_output(char *text)
{
    char *p;
    for (p = text; *p; p++)
        *p = (char)toupper((unsigned char)*p);
    return text;
}

char *upper_filter(char *text)
{
    return make_output(text);
}
