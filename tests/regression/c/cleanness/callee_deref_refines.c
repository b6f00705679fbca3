/* After a call to a procedure that dereferences its argument on every path before any
   NULL test, the argument was not NULL (the call would not have returned): a later
   defensive `if (p && ..)` does not make p "maybe NULL" for the code after it, as after
   a dereference in the procedure itself (openssh's sshpkt_vfatal: `ssh` is read by
   sshpkt_fmt_connection_id, then tested with `ssh &&`, then passed on).  A callee that
   tests first, or dereferences on some paths only, proves nothing. */
#include <stdio.h>
#include <stddef.h>

struct conn { int fd; int state; const char *name; };

static int conn_fd(const struct conn *c)
{
    return c->fd;
}

static int conn_fd_checked(const struct conn *c)
{
    if (c == NULL)
        return -1;
    return c->fd;
}

static int conn_fd_sometimes(const struct conn *c, int quick)
{
    if (quick)
        return 0;
    return c->fd;
}

void report_after_callee(struct conn *c)
{
    printf("%d\n", conn_fd(c));
    if (c && c->state)
        printf("busy\n");
    c->state = 0;                       // NO-NULL-DEREF
}

void report_after_own_deref(struct conn *c)
{
    printf("%d\n", c->fd);
    if (c && c->state)
        printf("busy\n");
    c->state = 0;                       // NO-NULL-DEREF
}

void report_after_checked_callee(struct conn *c)
{
    printf("%d\n", conn_fd_checked(c));
    if (c && c->state)
        printf("busy\n");
    c->state = 0;                       // NULL-DEREF
}

void report_after_partial_callee(struct conn *c, int quick)
{
    printf("%d\n", conn_fd_sometimes(c, quick));
    if (c && c->state)
        printf("busy\n");
    c->state = 0;                       // NULL-DEREF
}
