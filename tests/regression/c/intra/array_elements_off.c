// options: --no-element-cells
/* With --no-element-cells an array is one cell, as in the paper: the elements of
   array_elements.c are no longer told apart. */
#include <stdlib.h>
#include <fcntl.h>
#include <unistd.h>

void two_names_one_freed(void) {
  char *names[2];
  names[0] = malloc(8);
  names[1] = malloc(8);
  free(names[0]);                              /* frees every block the one cell holds */
  return;                                      // TODO-FN leak
}

struct file { int desc; char *name; };
struct cmp { struct file file[2]; int flags; };

int two_descriptors(char *n0, char *n1) {
  struct cmp c;
  c.file[0].desc = open(n0, O_RDONLY);
  if (c.file[0].desc < 0)
    return 1;                                  // TODO-FP resource-leak (the test refines no element)
  c.file[1].desc = open(n1, O_RDONLY);
  if (c.file[1].desc < 0) {
    close(c.file[0].desc);
    return 1;
  }
  close(c.file[0].desc);
  close(c.file[1].desc);
  return 0;
}
