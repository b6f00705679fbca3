/* A singly-linked list in the style of Dor, Rodeh & Sagiv's cleanness benchmarks. */
#include <stdlib.h>
struct node { int val; struct node *next; };
