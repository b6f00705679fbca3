"""B57 (found by stop 29's long profile of property 4 at e5c0e37; resolved on 2026-12-04) --
``mk0`` allocates ``n``, returns NULL (leaking ``n``) when the second allocation fails, and
otherwise frees ``n`` and returns it anyway.  With ``mk0`` inlined, ``caller``'s ``q`` may
point to the block, which the inlined analysis's join of the two exits keeps allocated (the
leaking path's).  With the summary (B49's ``Summary.freed2ret``), ``q`` points to the block
freed, and the leak is reported inside ``mk0``: both are right, the summary's more
precisely.  The comparison (``check_summary_vs_inline``) now accepts a variable that the
summary-based analysis has pointing to a freed block the callee reports lost."""

from ..harness import analyse, check_summary_vs_inline, exit_view, leaked_tags, parse_units, sound_options

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void *calloc(unsigned long count, unsigned long size);
void *realloc(void *ptr, unsigned long size);
void free(void *ptr);

struct node { int data; struct node *next; struct node *other; };

struct node *mk0(int v);
int caller(int a, struct node *q);

struct node *mk0(int v) {
 int x0 = 0;
 struct node *p0 = NULL;
 struct node *n;
 n = malloc(1001);
 if (n == NULL) {
   return NULL;
 }
 n->data = 0;
 n->next = NULL;
 n->other = NULL;
 p0 = calloc(1, 1002);
 if (p0 == NULL) {
   return NULL;
 }
 free(n);
 return n;
}

int caller(int a, struct node *q) {
 int x0 = 0;
 struct node *p0 = NULL;
 q = mk0(0);
 return 0;
}
"""

INLINED = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void *calloc(unsigned long count, unsigned long size);
void *realloc(void *ptr, unsigned long size);
void free(void *ptr);

struct node { int data; struct node *next; struct node *other; };

int caller(int a, struct node *q);

int caller(int a, struct node *q) {
 int x0 = 0;
 struct node *p0 = NULL;
 struct node *ret__in1;
 int v__in1;
 int x0__in1;
 struct node *p0__in1;
 struct node *n__in1;
 {
   v__in1 = 0;
   x0__in1 = 0;
   p0__in1 = NULL;
   n__in1 = malloc(1001);
   if (n__in1 == NULL) {
     {
       ret__in1 = NULL;
       goto end__in1;
     }
   }
   n__in1->data = 0;
   n__in1->next = NULL;
   n__in1->other = NULL;
   p0__in1 = calloc(1, 1002);
   if (p0__in1 == NULL) {
     {
       ret__in1 = NULL;
       goto end__in1;
     }
   }
   free(n__in1);
   {
     ret__in1 = n__in1;
     goto end__in1;
   }
end__in1: ;
 }
 q = ret__in1;
 return 0;
}
"""


def test_b57_dangling_result_beside_a_leaking_exit():
    options = sound_options()
    summary_based = analyse(parse_units(PROGRAM), options)
    problems = check_summary_vs_inline(summary_based, analyse(parse_units(INLINED), options), "caller", "mk0")
    assert not problems, "\n".join(problems)
    # what the comparison accepts: q may point to the block, freed, and mk0 loses it
    assert 1001 in exit_view(summary_based, "caller")["dangling"]["q"]
    assert 1001 in leaked_tags(summary_based)
