/* A fresh descriptor found equal to a number the procedure did not make, a number
   that is not a constant (the caller's argument, or a copy of it), is held by that
   number: the program placed it there (tar's xdup2: `dup(from)` must come back as
   `into`; cpio's get_next_reel: the reopened archive must keep the number the callers
   hold).  On the branch where the numbers differ it is lost, and a comparison with a
   constant stays an acquisition test. */
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>

/* dup's result must be the descriptor the caller names */
void xdup2(int from, int into)
{
    if (from != into) {
        int status;
        close(into);
        status = dup(from);
        if (status != into)
            abort();
        close(from);
    }
}                                       // NO-RESOURCE-LEAK

/* the reopened archive must have the number the caller keeps */
void next_reel(int tape_des, const char *name)
{
    int old_tape_des = tape_des;
    close(tape_des);
    tape_des = open(name, O_RDONLY);
    if (tape_des == -1)
        exit(1);
    if (tape_des != old_tape_des)
        exit(2);
}                                       // NO-RESOURCE-LEAK

/* found elsewhere: the descriptor is lost on the branch where the numbers differ */
int reopen_checked(int want, const char *name)
{
    int fd = open(name, O_RDONLY);
    if (fd < 0)
        return -1;                      // NO-RESOURCE-LEAK
    if (fd != want)
        return -1;                      // RESOURCE-LEAK
    return 0;                           // NO-RESOURCE-LEAK
}

/* a constant is an acquisition test, not a number known elsewhere */
int opened_high(const char *name)
{
    int fd = open(name, O_RDONLY);
    if (fd == 7)
        return 1;                       // RESOURCE-LEAK
    if (fd >= 0)
        close(fd);
    return 0;                           // NO-RESOURCE-LEAK
}

/* opened at one of two sites: whichever it is, it must have the caller's number */
static int open_either(const char *name, int append)
{
    int fd;
    if (append)
        fd = open(name, O_RDWR);
    else
        fd = open(name, O_WRONLY | O_CREAT | O_TRUNC, 0666);
    return fd;
}

void next_reel_either(int tape_des, const char *name, int append)
{
    int old_tape_des = tape_des;
    close(tape_des);
    tape_des = open_either(name, append);
    if (tape_des == -1)
        exit(1);
    if (tape_des != old_tape_des)
        exit(2);
}                                       // NO-RESOURCE-LEAK
