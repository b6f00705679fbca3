/* Callees that take ownership and free (Arg2Free through several levels): msg_send
   hands the message to msg_free; clear functions free the fields of a struct the
   caller keeps; list_clear empties a list through a pointer to the head. */
#include <stdlib.h>
#include <string.h>

struct msg {
    char *topic;
    char *body;
};

struct node {
    char *name;
    struct node *next;
};

void msg_free(struct msg *m)
{
    free(m->topic);
    free(m->body);
    free(m);
}

/* "sends" the message, then releases it: the caller must not use it afterwards */
void msg_send(struct msg *m)
{
    if (m->topic[0] == '#')
        m->topic[0] = '_';
    msg_free(m);
}

/* frees the fields but not the struct, which may live on the caller's stack */
void msg_clear(struct msg *m)
{
    free(m->topic);
    free(m->body);
    m->topic = m->body = NULL;
}

void list_clear(struct node **head)
{
    while (*head) {
        struct node *n = *head;
        *head = n->next;
        free(n->name);
        free(n);
    }
}

struct msg *msg_new(const char *topic, const char *body)
{
    struct msg *m = malloc(sizeof *m);
    if (!m)
        return NULL;                    // NOLEAK
    m->topic = strdup(topic);
    m->body = strdup(body);
    return m;                           // NOLEAK
}

void publish(const char *topic, const char *body)
{
    struct msg *m = msg_new(topic, body);
    if (!m)
        return;                         // NOLEAK
    msg_send(m);                        // NOLEAK
}

void publish_stack(const char *topic, const char *body)
{
    struct msg m;
    m.topic = strdup(topic);
    m.body = strdup(body);
    msg_clear(&m);                      // NOLEAK
}

/* clears the fields of a heap message but forgets the struct */
void publish_clear_only(const char *topic, const char *body)
{
    struct msg *m = msg_new(topic, body);
    if (!m)
        return;                         // NOLEAK
    msg_clear(m);                       // LEAK
}

int names(void)
{
    struct node *head = NULL;
    int i;
    for (i = 0; i < 3; i++) {
        struct node *n = malloc(sizeof *n);
        if (!n)
            break;
        n->name = strdup("n");
        n->next = head;
        head = n;
    }
    list_clear(&head);
    return i;                           // NOLEAK
}
