/* Section 3, "global variables abstraction": with all globals one node, the first
   block (malloc(4)) is never reported although f's second call overwrites gp. */
#include <stdlib.h>
int *gp;
void f(int *p) { gp = p; }

int main(void) {
  int *p = malloc(4);
  f(p);
  p = malloc(8);
  f(p);
  return 0;     // NOLEAK  (the paper's unsound choice: this leak is missed)
}
