/* Labels as values and computed goto: a jump to any label whose address is taken. */
#include <stdlib.h>

int run(const unsigned char *code)
{
    static void *dispatch[] = { &&op_free, &&op_next, &&op_halt };
    char *acc = malloc(16);
    int pc = 0;
    goto *dispatch[code[pc]];
op_next:
    pc++;
    goto *dispatch[code[pc]];
op_free:
    free(acc);
    return 0;                           // NOLEAK
op_halt:
    return pc;                          // LEAK
}

int all_paths_free(int k)
{
    void *where = k ? &&a : &&b;
    char *p = malloc(1);
    goto *where;
a:
    free(p);
    return 1;                           // NOLEAK
b:
    free(p);
    return 2;                           // NOLEAK
}
