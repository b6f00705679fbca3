/* A callee that fills an optional out-parameter only when the caller passes one. */
#include <stdlib.h>
#include <string.h>

int load_key(const char *name, char **commentp) {
  if (name == NULL) return -1;
  if (commentp != NULL) *commentp = strdup(name);
  return 0;
}

int no_comment(void) {
  if (load_key("id", NULL) != 0) return -1;
  return 0;                                    // NOLEAK
}

int comment_dropped(void) {
  char *c;
  if (load_key("id", &c) != 0) return -1;
  return 0;                                    // LEAK
}

int comment_freed(void) {
  char *c;
  if (load_key("id", &c) != 0) return -1;
  free(c);
  return 0;                                    // NOLEAK
}
