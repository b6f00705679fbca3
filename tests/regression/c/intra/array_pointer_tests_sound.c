// options: --no-tested-pointers-at-start
/* Pointer tests against an array with --no-tested-pointers-at-start (sound): p != a
   rules the array a out of p only where no pointer past its start was made, or p only
   ever holds starts of objects. */
#include <stdlib.h>

void interior_pointer_compared(void) {
  char *names[2];
  char **q = &names[1];
  char *b = malloc(8);
  if (q == names)                              /* never: q points to element 1 */
    free(b);
  return;                                      // LEAK
}

/* The small buffer: a pointer past its start (buf + len) does not stop the test of
   buf, which only ever holds the buffer's start or a heap block, from ruling it out. */
void show_text(char *s);

void small_buffer_written_past_start(unsigned long len) {
  char smallbuf[64];
  char *buf;
  if (len < sizeof smallbuf)
    buf = smallbuf;
  else
    buf = malloc(len + 1);
  if (!buf)
    return;
  buf[len] = 0;
  show_text(buf);
  if (buf != smallbuf)
    free(buf);                                 // NO-FREE-NONHEAP
  return;                                      // NOLEAK
}

void small_buffer_moved_pointer(unsigned long len) {
  char smallbuf[64];
  char *buf;
  if (len < sizeof smallbuf)
    buf = smallbuf;
  else
    buf = malloc(len + 1);
  if (!buf)
    return;
  buf = buf + 1;                               /* may point past the buffer's start */
  if (buf != smallbuf)
    free(buf);                                 // FREE-NONHEAP
  return;
}


/* bison's stack: yyss is also assigned a member of a heap union through a pointer
   moved by arithmetic, so it is not known to hold starts only, and yyssp, moved,
   makes pointers past yyssa's start: the engine keeps yyssa in yyss at the test, and
   the path check rules the alarm out (on this path yyss was never assigned). */
union stack_alloc { short ss; long align; };

void grow_stack(unsigned long n) {
  short yyssa[8];
  short *yyss = yyssa;
  short *yyssp = yyss;
  union stack_alloc *yyptr;
  if (n > 8) {
    yyptr = malloc(n * sizeof *yyptr);
    if (!yyptr)
      return;
    yyss = &yyptr->ss;
    yyptr += n;
    yyssp = yyss + n - 1;
  }
  *yyssp = 0;
  if (yyss != yyssa)
    free(yyss);                                // NO-FREE-NONHEAP
}
