#ifndef QUEUE_H
#define QUEUE_H
#include "list.h"

struct job {
    int id;
    char *cmd;
};

struct queue {
    struct lnode *head;
    int len;
};

int queue_add(struct queue *q, int id, const char *cmd);
struct job *queue_pop(struct queue *q);
void job_free(struct job *j);
void queue_clear(struct queue *q);
void queue_forget(struct queue *q);

#endif
