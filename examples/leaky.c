/* A small program that loses four blocks on three paths, beside several correct idioms.
   Run:  sparrowpy analyze examples/leaky.c  */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Buffer {
  char *data;
  size_t len;
} Buffer;

/* Returns a fresh buffer (Alloc2Ret), or NULL. */
Buffer *buffer_new(size_t n) {
  Buffer *b = malloc(sizeof(Buffer));
  if (b == NULL)
    return NULL;
  b->data = malloc(n);
  if (b->data == NULL) {
    free(b);
    return NULL;
  }
  b->len = n;
  return b;
}

/* Forgets to free the data field: the destroyer is incomplete. */
void buffer_free(Buffer *b) {
  free(b);
}

char *copy_name(const char *name) {
  char *s = malloc(strlen(name) + 1);
  if (!s)
    return NULL;
  strcpy(s, name);
  return s;
}

/* Appends b to a copy of a; on realloc failure the first block is lost. */
char *join(const char *a, const char *b) {
  char *s = malloc(strlen(a) + 1);
  if (!s)
    return NULL;
  strcpy(s, a);
  s = realloc(s, strlen(a) + strlen(b) + 1);
  if (!s)
    return NULL;
  strcat(s, b);
  return s;
}

static int greet(const char *who) {
  Buffer *b = buffer_new(64);
  char *name = copy_name(who);
  if (b == NULL || name == NULL)
    return 1;                   /* leaks whichever of the two was allocated */
  char *greeting = join("hello, ", name);
  if (greeting)
    puts(greeting);
  free(greeting);
  buffer_free(b);               /* b->data is lost here */
  free(name);
  return 0;
}

/* A return from main is the program's exit: what main still holds there is not lost. */
int main(int argc, char **argv) {
  return greet(argc > 1 ? argv[1] : "world");
}
