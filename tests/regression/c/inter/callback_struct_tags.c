/* Indirect calls reach the functions of their type, and a pointer to a struct of one tag
   does not match a pointer to a struct of another (C: incompatible types; a call through
   such a pointer is undefined behaviour).  void * and char * still match any pointer.
   - through a pointer of the function's own type, its summary applies: the block
     key_new returns is lost;
   - through a cast to another struct's type, the target is applied as an unknown
     function: its result is no block of the program's, nothing is reported;
   - through a void * callback, a function taking a struct pointer is still reached: its
     summary applies (key_touch keeps nothing), and the block is lost. */
#include <stdlib.h>

struct key { char *blob; };
struct line { int n; };

struct key *key_new(void)
{
    struct key *k = malloc(sizeof *k);
    if (k)
        k->blob = NULL;
    return k;
}

typedef struct key *(*key_new_fn)(void);
typedef struct line *(*line_new_fn)(void);
typedef void (*visit_fn)(void *);

int typed_callback(void)
{
    key_new_fn mk = key_new;
    struct key *k = mk();
    if (k == NULL)
        return 0;                       // NOLEAK
    return 1;                           // LEAK
}

int cast_to_other_struct(void)
{
    line_new_fn mk = (line_new_fn)key_new;
    struct line *l = mk();
    if (l == NULL)
        return 0;                       // NOLEAK
    return 1;                           // NOLEAK
}

static void key_touch(struct key *k)
{
    k->blob = NULL;
}

int touch_through_void(void)
{
    struct key *k = key_new();
    visit_fn visit = (visit_fn)key_touch;
    if (k == NULL)
        return 0;                       // NOLEAK
    visit(k);
    return 1;                           // LEAK
}
