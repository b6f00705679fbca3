/* A return from main is the program's exit (C11 5.1.2.2.3): what main's own variables
   (and, through them, the heap) still hold there is held until the process ends, as at a
   call of exit(), and is not reported.  A block that nothing holds any more when main
   returns was lost before the exit and is reported: an overwritten pointer, the older
   blocks of a loop that keeps only the newest, a block dropped from a list. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct node { struct node *next; char *name; };

int main(int argc, char **argv)
{
    struct node *head = NULL, *n;
    char *line = malloc(128);
    char *last = NULL;
    FILE *log = fopen("/tmp/log", "w");
    int i;
    if (line == NULL)
        return 1;                       // NOLEAK // NO-RESOURCE-LEAK (log is held)
    for (i = 1; i < argc; i++) {
        n = malloc(sizeof *n);
        if (n == NULL)
            return 1;                   // LEAK (older blocks of line 28) // NO-RESOURCE-LEAK
        n->name = strdup(argv[i]);
        n->next = head;
        head = n;                       /* the list keeps every node: held at the exit */
        last = malloc(16);              /* only the newest is kept: the older ones are lost */
    }
    if (argc > 8) {
        char *scratch = malloc(64);
        scratch = line;                 /* the block is dropped here */
        printf("%s %p\n", scratch, (void *)last);
        return 3;                       // LEAK // NO-RESOURCE-LEAK
    }
    if (head != NULL) {
        n = head;
        head = head->next;              /* the first node is unlinked and dropped */
        printf("%s\n", n->name);
        n = NULL;
    }
    if (log != NULL)
        fprintf(log, "%s\n", line);
    return 0;                           // LEAK (the unlinked node) // NO-RESOURCE-LEAK
}
