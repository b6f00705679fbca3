/* plugins.prog: echo_filter returns a fresh copy made by this file's static
   make_output(). */
#include <stdlib.h>
#include <string.h>
#include "plugin.h"

static char *make_output(const char *text)
{
    return strdup(text);                // NOLEAK
}

char *echo_filter(char *text)
{
    return make_output(text);           // NOLEAK
}
