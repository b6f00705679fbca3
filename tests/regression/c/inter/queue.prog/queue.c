/* queue.prog: jobs kept in the list. */
#include <stdlib.h>
#include <string.h>
#include "queue.h"

int queue_add(struct queue *q, int id, const char *cmd)
{
    struct job *j = malloc(sizeof *j);
    struct lnode *n;
    if (!j)
        return -1;                      // NOLEAK
    j->id = id;
    j->cmd = strdup(cmd);
    n = lnode_new(j);
    if (!n) {
        free(j->cmd);
        free(j);
        return -1;                      // NOLEAK
    }
    q->head = list_append(q->head, n);
    q->len++;
    return 0;                           // NOLEAK
}

/* the job goes to the caller; its list node is freed here */
struct job *queue_pop(struct queue *q)
{
    struct lnode *n = list_take_first(&q->head);
    struct job *j;
    if (!n)
        return NULL;
    j = n->data;
    free(n);
    q->len--;
    return j;
}

void job_free(struct job *j)
{
    free(j->cmd);
    free(j);
}

void queue_clear(struct queue *q)
{
    struct job *j;
    while ((j = queue_pop(q)) != NULL)
        job_free(j);
}

/* drops the nodes but keeps the jobs: only right when someone else owns them */
void queue_forget(struct queue *q)
{
    list_destroy(q->head);
    q->head = NULL;
    q->len = 0;
}
