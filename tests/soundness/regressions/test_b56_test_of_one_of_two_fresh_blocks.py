"""B56 (fixed in stop 29; found by this stop's long profile of property 1 at 752d91b; present
since d41a564, stop 28's "a NULL test of a fresh pointer decides its copies") -- after the
loop, ``gp0`` may hold ``main``'s block (no iteration) or ``new1``'s (one iteration, after
``free(p0); p0 = NULL``), and ``p0`` holds ``{NULL, main's block}``.  The test
``gp0 != NULL`` refined every other cell holding exactly ``{NULL, r}`` for each fresh ``r``
``gp0`` may point to, as if each of their allocations had succeeded, so ``p0`` lost its NULL
while it is NULL concretely.  A pointer to one of several blocks says only that one of
them exists: the copies are refined only when the tested cell holds one block.
"""

from ..harness import regression_problems

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void *calloc(unsigned long count, unsigned long size);
void *realloc(void *ptr, unsigned long size);
void free(void *ptr);

struct node { int data; struct node *next; struct node *other; };

int calc0(int a, int b);
struct node *new1(int v);
int g0 = 8;
struct node *gp0;

int calc0(int a, int b) {
 int x0 = 0;
 struct node *p0 = NULL;
 struct node *p1 = NULL;
 if (p0 != NULL) {
   a = p0->data;
 }
 a = a;
 if (p0 != NULL) {
   p0->next = p0;
 }
 p0 = malloc(1001);
 if (p0 != NULL) {
   p0->data = (0 + 0);
   p0->next = NULL;
   p0->other = NULL;
 }
 free(p0);
 p0 = NULL;
 return a;
}

struct node *new1(int v) {
 int x0 = 0;
 struct node *n;
 n = malloc(1002);
 v = (-4);
 return n;
}

int main(void) {
 int x0 = 1;
 unsigned x1 = 0;
 int x2 = 0;
 struct node *p0 = NULL;
 int i1 = 0;
 p0 = malloc(1003);
 if (p0 != NULL) {
   p0->data = g0;
   p0->next = NULL;
   p0->other = NULL;
 }
 calc0(0, g0);
 free(gp0);
 gp0 = NULL;
 free(gp0);
 gp0 = NULL;
 gp0 = p0;
 for (i1 = 0; i1 < (x0 & 3); i1++) {
   gp0 = new1(0);
   if (gp0 != NULL) {
     gp0->data = g0;
     gp0->next = NULL;
     gp0->other = NULL;
   }
   free(p0);
   p0 = NULL;
 }
 g0 = 0;
 g0 = 0;
 if (gp0 != NULL) {
   gp0->data = g0;
 }
 return 0;
}
"""


def test_b56_test_of_a_pointer_to_one_of_two_blocks_keeps_the_copies():
    problems = regression_problems(PROGRAM, recall=False)
    assert not problems, "\n".join(problems)
