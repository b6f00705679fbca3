/* A loop left through a test inside its body: `while (c->next && (c = c->next))` leaves
   either at the first test (c->next is NULL, c is not) or at the second, where c is what
   the first test found not NULL: c is never NULL after it (httpd's
   authz_core_check_section has the do-while form).  The path check rebuilds each path
   from the partition's token, which names the loop's exit taken; the walk now goes
   through the body's other branch to reach an exit inside the body, where it found no
   path before and kept the alarm.  A loop that may leave with c NULL, and one that
   writes c->next between the test and the read, stay reported. */
#include <stddef.h>

struct node { struct node *next; int negate; };

void flip_all(struct node *child, struct node *next)
{
    do {
        child->negate = !child->negate;
    } while (child->next && (child = child->next));
    child->next = next;                         // NO-NULL-DEREF
}

void append_last(struct node *child, struct node *next)
{
    while (child->next != NULL && (child = child->next) != NULL)
        ;
    child->next = next;                         // NO-NULL-DEREF
}

void walk_off_end(struct node *child, struct node *next)
{
    while (child != NULL && (child = child->next) != NULL)
        ;
    child->next = next;                         // NULL-DEREF
}

void skip_one_each_time(struct node *child, struct node *next)
{
    while (child->next != NULL && (child->next = child->next->next, child = child->next) != NULL)
        ;
    child->next = next;                         // NULL-DEREF
}

/* The exit inside the body comes after branches, one of which goes back round: the paths
   of the token's last turn are the 2^4 ways that reach the exit, not also the 2^4 ways
   back to the head through `continue` (enumerated, they made more than 16 and the alarm
   was kept, unchecked). */
void last_of(struct node *c, struct node *next)
{
    for (;;) {
        if (c->negate & 1)
            c->negate++;
        if (c->negate & 2)
            c->negate--;
        if (c->negate & 4)
            c->negate ^= 8;
        if (c->negate & 32)
            c->negate ^= 64;
        if (c->negate & 16)
            continue;
        if (c->next == NULL || (c = c->next) == NULL)
            break;
    }
    c->next = next;                             // NO-NULL-DEREF
}
