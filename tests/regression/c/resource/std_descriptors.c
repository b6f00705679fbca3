/* A new descriptor gets the lowest number not open: after close(0) that is 0, which then
   holds it (a later close(0) releases it), whether or not the result is kept. */
#include <stdlib.h>
#include <unistd.h>
#include <fcntl.h>
#include <stdio.h>

/* less's lsystem: the terminal becomes standard input for a command, then the old one
   comes back; no descriptor is lost */
void run_with_tty(const char *cmd)
{
  int inp = dup(0);
  close(0);
  if (open("/dev/tty", O_RDONLY) < 0)
    dup(inp);
  system(cmd);
  close(0);
  dup(inp);
  close(inp);                        // NO-RESOURCE-LEAK
}

/* a daemon's standard input from /dev/null */
void detach(void)
{
  close(0);
  open("/dev/null", O_RDONLY);       // NO-RESOURCE-LEAK
}

/* 0 is open: the new descriptor is another number, and it is lost */
void not_closed(void)
{
  open("/dev/null", O_RDONLY);       // RESOURCE-LEAK
}

/* 0 closed on some paths only: the descriptor may be a new number, lost */
void maybe_closed(int c)
{
  if (c)
    close(0);
  open("/dev/null", O_RDONLY);       // RESOURCE-LEAK
}

/* closed and reopened before the acquisition: a new number again, lost */
void reopened(int fd)
{
  close(0);
  dup2(fd, 0);
  open("/dev/null", O_RDONLY);       // RESOURCE-LEAK
}

/* the second acquisition after close(0) gets another number */
void twice(void)
{
  close(0);
  open("/dev/null", O_RDONLY);
  open("/dev/null", O_RDONLY);       // RESOURCE-LEAK
}

/* number 0 released, then 0 taken again by the next one */
void released(void)
{
  close(0);
  open("/dev/null", O_RDONLY);
  close(0);
  open("/dev/zero", O_RDONLY);       // NO-RESOURCE-LEAK
}

/* across calls: a callee closes 0, the caller's acquisition gets it */
static void close_stdin(void)
{
  close(0);
}

void caller_reopens(void)
{
  close_stdin();
  open("/dev/null", O_RDONLY);       // NO-RESOURCE-LEAK
}

/* a callee that makes /dev/null standard input: nothing lost in the caller either */
void caller_detaches(void)
{
  detach();
  close(0);                          // NO-RESOURCE-LEAK
}

/* a callee that opens without closing 0: lost in the callee (not_closed), and a caller's
   own acquisition is a new number */
void caller_of_not_closed(void)
{
  not_closed();
  open("/dev/null", O_RDONLY);       // RESOURCE-LEAK
}
