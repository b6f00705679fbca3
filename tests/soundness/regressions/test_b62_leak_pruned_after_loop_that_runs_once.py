"""B62 (fixed at stop 31; found by stop 30's long profile of property 3 at 8df2836; present
at a8baa5b) -- ``mk1`` leaks its block at ``return NULL`` (line 50) after
``while (k1 > 0)`` with ``k1 = ((v <= v) & 3)``, which is 1: the loop runs once.  The alarm
is a candidate, and the SMT stage prunes it: the one path it examines skips the loop
(``!(k1 > 0)`` at line 44), which is infeasible, and the path through the loop once is not
among those it examines.  The cause: the loop's first round already gave its head a stable
state, and the partition stopped iterating with the head's zero-iteration paths alone (the
"at least once" paths arrive in the second round's input); ``partition._stable`` now
compares the paths too.
"""

from ..harness import regression_problems

PROGRAM = """\
 #define NULL ((void *)0)
 void *malloc(unsigned long size);
 void *calloc(unsigned long count, unsigned long size);
 void *realloc(void *ptr, unsigned long size);
 void free(void *ptr);

 struct node { int data; struct node *next; struct node *other; };

 void drop0(struct node *n, int v);
 struct node *mk1(int v);

 void drop0(struct node *n, int v) {
   int x0 = 0;
   int x1 = 0;
   struct node *p0 = NULL;
   struct node *p1 = NULL;
   p1 = malloc(1001);
   if (p1 != NULL) {
     p1->data = 0;
     p1->next = NULL;
     p1->other = NULL;
   }
   v = (0 + 0);
   if (n != NULL) {
     v = n->data;
   }
   v = v;
   v = (0 + 0);
   free(n);
 }

 struct node *mk1(int v) {
   int x0 = 0;
   struct node *n;
   int k1 = 0;
   n = malloc(1002);
   if (n == NULL) {
     return NULL;
   }
   n->data = v;
   n->next = NULL;
   n->other = NULL;
   k1 = ((v <= v) & 3);
   while (k1 > 0) {
     if (n != NULL) {
       n->data = 0;
     }
     k1 = k1 - 1;
   }
   return NULL;
 }

 int main(void) {
   int x0 = 0;
   struct node *p0 = NULL;
   mk1(x0);
   drop0(NULL, 0);
   return x0;
 }
"""


def test_b62_leak_after_a_loop_that_runs_once():
    problems = regression_problems(PROGRAM, gamma_procs=(), recall=True)
    assert not problems, "\n".join(problems)
