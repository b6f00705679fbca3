/* A library function (no main, external): its callers are not all known, so a handle it
   loses only where the out-parameter is NULL is reported. */
#include <stdio.h>

int lib_spawn(const char *cmd, FILE **child)
{
  FILE *f = popen(cmd, "r");
  if (f == NULL)
    return -1;
  if (child != NULL)
    *child = f;
  return 0;                                    // RESOURCE-LEAK
}
