/* A callee that makes a block only through a non-NULL argument (its summary's
   made_only_if_not_null: `proceed` grows the fail stack only where `fs` is not NULL),
   called with a variable that is NULL on some paths and not on others, joined before
   the call (gnulib regex's set_regs: `fs` is NULL unless it backtracks).  The engine
   applies the summary to the joined argument, so the block came with the NULL half
   too, and after `if (fs) free_fail_stack(fs)` the path where `fs` is NULL still had
   the block, lost.  The path check now splits such a call's disjunct by the
   argument's nullness (`partition._decided_args`): the half that passes NULL makes
   nothing.  Where the non-NULL half does lose the block (`keep_on_success` forgets to
   free), the alarm stays. */
#include <stdlib.h>
struct ent { int idx; int *regs; };
struct fail_stack { int num, alloc; struct ent *stack; };

static int push_fail_stack(struct fail_stack *fs, int idx, int nregs)
{
    if (fs->num == fs->alloc) {
        struct ent *a = realloc(fs->stack, sizeof(struct ent) * (fs->alloc + 2));
        if (a == NULL)
            return -1;
        fs->alloc += 2;
        fs->stack = a;
    }
    fs->stack[fs->num].idx = idx;
    fs->stack[fs->num++].regs = malloc(sizeof(int) * nregs);
    return 0;
}

static int proceed(int node, int idx, struct fail_stack *fs)
{
    if (node > 3 && fs != NULL) {
        if (push_fail_stack(fs, idx, node) != 0)
            return -2;
        return node + 1;
    }
    return node - 1;
}

static void free_fail_stack(struct fail_stack *fs)
{
    int i;
    if (fs == NULL)
        return;
    for (i = 0; i < fs->num; i++)
        free(fs->stack[i].regs);
    free(fs->stack);
}

int set_regs(int start, int end, int backtrack)
{
    struct fail_stack body = { 0, 0, NULL };
    struct fail_stack *fs = NULL;
    int idx, node = 0;
    if (backtrack)
        fs = &body;
    for (idx = start; idx < end; idx++) {
        node = proceed(node, idx, fs);
        if (node == -2) {
            free_fail_stack(fs);
            return 2;                   // NOLEAK
        }
    }
    if (fs)
        free_fail_stack(fs);
    return 0;                           // NOLEAK
}

int keep_on_success(int start, int end, int backtrack)
{
    struct fail_stack body = { 0, 0, NULL };
    struct fail_stack *fs = NULL;
    int idx, node = 0;
    if (backtrack)
        fs = &body;
    for (idx = start; idx < end; idx++) {
        node = proceed(node, idx, fs);
        if (node == -2) {
            free_fail_stack(fs);
            return 2;
        }
    }
    return 0;                           // LEAK
}
