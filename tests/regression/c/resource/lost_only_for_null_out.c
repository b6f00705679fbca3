/* A handle lost only where an out-parameter is NULL (`if (child != NULL) *child = f;`):
   a leak only if some call passes NULL there.  Decided over the whole program, as a NULL
   dereference of a parameter is. */
#include <stdio.h>

/* every call passes a cell: the stream always goes back to the caller */
static int spawn(const char *cmd, FILE **child)
{
  FILE *f = popen(cmd, "r");
  if (f == NULL)
    return -1;
  if (child != NULL)
    *child = f;
  return 0;                                    // NO-RESOURCE-LEAK
}

/* the same, and one call passes NULL: lost there */
static int spawn_maybe(const char *cmd, FILE **child)
{
  FILE *f = popen(cmd, "r");
  if (f == NULL)
    return -1;
  if (child != NULL)
    *child = f;
  return 0;                                    // RESOURCE-LEAK
}

/* lost where child is NULL and where it is not (the flag drops it): not only for NULL */
static int spawn_flag(const char *cmd, FILE **child, int keep)
{
  FILE *f = popen(cmd, "r");
  if (f == NULL)
    return -1;
  if (child != NULL && keep)
    *child = f;
  return 0;                                    // RESOURCE-LEAK
}

int run_all(void)
{
  FILE *a = NULL, *b = NULL, *c = NULL;
  if (spawn("ls", &a) != 0)
    return -1;
  if (spawn("pwd", &b) != 0) {
    pclose(a);
    return -1;
  }
  pclose(a);
  pclose(b);
  if (spawn_maybe("id", &c) == 0)
    pclose(c);
  spawn_maybe("true", NULL);
  c = NULL;
  if (spawn_flag("date", &c, 1) == 0 && c != NULL)
    pclose(c);
  return 0;
}

int main(void)
{
  return run_all();
}
