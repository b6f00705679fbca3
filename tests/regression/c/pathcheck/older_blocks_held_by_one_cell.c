/* B107: at main's return (the program's exit) a block main's own variables still hold
   is not reported, but only where a cell holds that block and nothing else.  A site's
   older blocks (recency) are one region standing for several blocks: a cell holding it
   holds one of them.  In the second loop `q` holds the one before last when the last
   block is made (so recency keeps it with the older ones, not as lost), `q = NULL` drops
   it, and `s` still holds the last older one: on the paths that made the older blocks,
   `s` holds the region and nothing else, and the path check pruned the engine's alarm
   (whose joined `s` may be NULL) as if every older block were held.  A region that may
   stand for several blocks is no longer held so.  The first loop frees each older block
   and keeps the newest in `cur` (the shape of main_exit_stream_in_loop.c): the engine's
   alarm on its older blocks is still pruned, on every path they are freed. */
#include <stdlib.h>

int main(int argc, char **argv)
{
    char *cur = NULL;
    char *p = NULL, *s = NULL, *q = NULL;
    int open = 0;
    int i;

    for (i = 1; i < argc; i++) {
        if (open && i % 4 == 0) {
            free(cur);
            open = 0;
        } else if (!open && i % 4 == 1) {
            cur = malloc(16);
            if (cur == NULL)
                return 2;               // NOLEAK (the older blocks were freed)
            open = 1;
        }
    }
    if (argc > 100)
        return 3;                       // NOLEAK (cur holds the newest block)
    for (i = 0; i < argc; i++) {
        q = s;
        s = p;
        p = malloc(16);
        if (p == NULL)
            return 1;                   // LEAK (an older block q dropped in an earlier round)
    }
    q = NULL;                           /* drops the one before last */
    return 0;                           // LEAK (the block q held)
}
