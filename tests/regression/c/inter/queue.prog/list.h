/* queue.prog: a singly linked list (list.c) and a job queue built on it (queue.c). */
#ifndef LIST_H
#define LIST_H

struct lnode {
    void *data;
    struct lnode *next;
};

struct lnode *lnode_new(void *data);
struct lnode *list_append(struct lnode *head, struct lnode *n);
struct lnode *list_take_first(struct lnode **head);
void list_destroy(struct lnode *head);

#endif
