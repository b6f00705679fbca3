/* The elements of a small array, indexed by constants, are cells of their own
   (diff's begin_output: char *names[2]; compare_files: cmp.file[0].desc). */
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>

char *escape(char *s);           /* returns s itself, or a fresh copy */
void show(char *const *names);

void two_names(char *a, char *b) {
  char *names[2];
  names[0] = escape(a);
  names[1] = escape(b);
  show(names);                                 /* read through the decayed pointer */
  if (names[0] != a)
    free(names[0]);
  if (names[1] != b)
    free(names[1]);
  return;                                      // NOLEAK
}

void two_names_one_freed(char *a, char *b) {
  char *names[2];
  names[0] = malloc(8);
  names[1] = malloc(8);
  free(names[0]);
  return;                                      // LEAK
}

void two_names_same_freed_twice(char *a) {
  char *names[2];
  names[0] = malloc(8);
  names[1] = malloc(8);
  free(names[1]);
  free(names[1]);                              // DOUBLE-FREE
  return;                                      // LEAK
}

struct file { int desc; char *name; };
struct cmp { struct file file[2]; int flags; };

int two_descriptors(char *n0, char *n1) {
  struct cmp c;
  c.file[0].desc = open(n0, O_RDONLY);
  if (c.file[0].desc < 0)
    return 1;
  c.file[1].desc = open(n1, O_RDONLY);
  if (c.file[1].desc < 0) {
    close(c.file[0].desc);
    return 1;
  }
  close(c.file[0].desc);
  close(c.file[1].desc);
  return 0;                                    // NO-RESOURCE-LEAK
}

int two_descriptors_one_closed(char *n0, char *n1) {
  struct cmp c;
  c.file[0].desc = open(n0, O_RDONLY);
  if (c.file[0].desc < 0)
    return 1;
  c.file[1].desc = open(n1, O_RDONLY);
  if (c.file[1].desc < 0) {
    close(c.file[0].desc);
    return 1;
  }
  close(c.file[0].desc);
  return 0;                                    // RESOURCE-LEAK
}

/* B102: an element with no cell of its own (a whole-record copy copies the array's
   cell) reads the array's cell, which stands for every element: its NULL may be
   another element's, so a test of it does not say whether the block another element
   holds was made.  An element's own cell keeps its NULL its block's failure. */
void element_copy_tested(void) {
  struct cmp c, d;
  c.file[0].name = NULL;
  c.file[1].name = NULL;
  c.file[1].name = malloc(8);
  d = c;
  if (d.file[0].name == NULL)                  /* always: element 0 is NULL */
    return;                                    // LEAK
  free(c.file[1].name);
  return;                                      // NOLEAK
}

void element_tested_itself(void) {
  struct cmp c;
  c.file[0].name = NULL;
  c.file[1].name = malloc(8);
  if (c.file[1].name == NULL)                  /* its own allocation failed */
    return;                                    // NOLEAK
  free(c.file[1].name);
  return;                                      // NOLEAK
}

/* A store through a pointer into the array may reach any element, and a read
   through one may see any element: the element cells and the array's cell must
   see each other's stores, or a block would be reported lost that is not. */
void store_through_pointer(char **slot) {
  *slot = malloc(8);
}

void stored_through_pointer(void) {
  char *names[2];
  char **p = names;
  names[0] = NULL;
  names[1] = NULL;
  p[1] = malloc(8);
  free(names[1]);
  return;                                      // NOLEAK
}

void stored_through_callee(void) {
  char *names[2];
  names[0] = NULL;
  names[1] = NULL;
  store_through_pointer(&names[1]);
  free(names[1]);
  return;                                      // NOLEAK
}

void stored_at_pointer_offset(void) {
  char *names[2];
  char **p = &names[0];
  names[0] = NULL;
  names[1] = NULL;
  *(p + 1) = malloc(8);                        /* the pointer names element 0's cell no more */
  free(names[1]);
  return;                                      // NOLEAK
}

void freed_through_pointer(void) {
  char *names[2];
  char **p = names;
  names[0] = NULL;
  names[1] = malloc(8);
  free(p[1]);
  return;                                      // NOLEAK
}

/* A pointer to an array names the array's cell: a store through it writes one element
   of several (weak), and a pointer to another element is not equal to the array. */
void store_through_decayed_pointer(void) {
  char *names[2];
  char **q = names;
  names[0] = NULL;
  names[1] = malloc(8);
  *q = NULL;                                   /* element 0: names[1] keeps its block */
  free(names[1]);
  return;                                      // NOLEAK
}

void interior_pointer_compared(void) {
  char *names[2];
  char **q = &names[1];
  char *b = malloc(8);
  if (q == names)                              /* never: q points to element 1 */
    free(b);
  return;                                      // TODO-FN leak (--tested-pointers-at-start: array_pointer_tests_sound.c)
}

/* A store through a pointer is a weak update (the pointer may name either
   element), so these blocks, lost, are not seen lost. */
void overwritten_through_pointer(void) {
  char *names[2];
  char **p = names;
  names[0] = NULL;
  names[1] = malloc(8);
  p[1] = NULL;
  if (names[1])
    free(names[1]);
  return;                                      // TODO-FN leak
}

void overwritten_by_struct_copy(struct cmp *other) {
  struct cmp c;
  c.file[0].name = NULL;
  c.file[1].name = malloc(8);
  c = *other;                                  /* every element is overwritten */
  free(c.file[1].name);
  return;                                      // LEAK
}

void overwritten_by_memset(void) {
  char *names[2];
  names[0] = NULL;
  names[1] = malloc(8);
  memset(names, 0, sizeof names);            /* every element: the block is lost */
  free(names[1]);
  return;                                      // LEAK
}

void part_overwritten_by_memset(void) {
  char *names[2];
  names[0] = NULL;
  names[1] = malloc(8);
  memset(names, 0, sizeof names[0]);           /* element 0 only */
  free(names[1]);
  return;                                      // NOLEAK
}

/* An index the analysis cannot tell: the element written may be either (a weak
   update of both, so the block lost is not seen). */
void variable_index(int i) {
  char *names[2];
  names[0] = malloc(8);
  names[1] = malloc(8);
  names[i] = NULL;
  free(names[0]);
  free(names[1]);
  return;                                      // TODO-FN leak
}

void freed_in_loop(void) {
  char *names[2];
  int i;
  names[0] = malloc(8);
  names[1] = malloc(8);
  for (i = 0; i < 2; i++)
    free(names[i]);
  return;                                      // NOLEAK
}

/* A callee that reaches the elements through a pointer reads the array's cell, which
   holds every element's value. */
void close_both(struct cmp *c) {
  close(c->file[0].desc);
  close(c->file[1].desc);
}

int descriptors_closed_by_callee(char *n0, char *n1) {
  struct cmp c;
  c.file[0].desc = open(n0, O_RDONLY);
  if (c.file[0].desc < 0)
    return 1;
  c.file[1].desc = open(n1, O_RDONLY);
  if (c.file[1].desc < 0) {
    close(c.file[0].desc);
    return 1;
  }
  close_both(&c);
  return 0;                                    // NO-RESOURCE-LEAK
}
