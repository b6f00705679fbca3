/* queue.prog: the worker pops jobs and must free each one. */
#include <stdio.h>
#include <stdlib.h>
#include "queue.h"

int run_jobs(void)
{
    struct queue q = { NULL, 0 };
    struct job *j;
    int done = 0;
    queue_add(&q, 1, "make");
    queue_add(&q, 2, "make install");
    while ((j = queue_pop(&q)) != NULL) {
        puts(j->cmd);
        job_free(j);
        done++;
    }
    queue_clear(&q);
    return done;                        // NOLEAK
}

/* pops one job and forgets to free it */
int peek_first_leaky(void)
{
    struct queue q = { NULL, 0 };
    struct job *j;
    int id;
    queue_add(&q, 7, "test");
    j = queue_pop(&q);
    if (!j) {
        queue_clear(&q);
        return -1;                      // NOLEAK
    }
    id = j->id;
    queue_clear(&q);
    return id;                          // TODO-FN leak (list_take_first's *head = n->next is replayed as a weak update: q.head still seems to reach the popped node, so queue_clear's Arg2Free frees the popped job too)
}

/* frees the job but not its command string */
int pop_shallow(void)
{
    struct queue q = { NULL, 0 };
    struct job *j;
    queue_add(&q, 8, "deploy");
    j = queue_pop(&q);
    if (j)
        free(j);
    queue_clear(&q);
    return 0;                           // TODO-FN leak (same weak replay as in peek_first_leaky: j->cmd is taken as freed by queue_clear)
}

/* queue_forget frees the nodes only: the jobs (and their strings) are lost */
int forget_jobs(void)
{
    struct queue q = { NULL, 0 };
    queue_add(&q, 9, "backup");
    queue_forget(&q);
    return 0;                           // LEAK
}
