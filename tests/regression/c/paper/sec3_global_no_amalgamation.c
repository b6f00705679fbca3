// options: --no-global-amalgamation
/* The same program without global amalgamation: f's write to gp is replayed in main,
   the second call overwrites the first block, which is reported. */
#include <stdlib.h>
int *gp;
void f(int *p) { gp = p; }

int main(void) {
  int *p = malloc(4);
  f(p);
  p = malloc(8);
  f(p);
  return 0;     // LEAK
}
