/* Memory leaks and resource leaks are separate findings of separate checkers. */
#include <stdio.h>
#include <stdlib.h>

int both(const char *path)
{
    char *buf = malloc(64);
    FILE *f = fopen(path, "r");
    if (!buf || !f)
        return -1;                      // LEAK // RESOURCE-LEAK
    fgets(buf, 64, f);
    fclose(f);
    free(buf);
    return 0;                           // NOLEAK // NO-RESOURCE-LEAK
}
