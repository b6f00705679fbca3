/* xstrdup built on xmalloc + memcpy (both never return NULL).  The duplicate is owned
   by the caller: freeing it is fine, overwriting the only pointer to it leaks. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void *xmalloc(size_t n)
{
    void *p = malloc(n);
    if (!p)
        abort();
    return p;                           // NOLEAK
}

char *xstrdup(const char *s)
{
    size_t len = strlen(s) + 1;
    char *copy = xmalloc(len);
    memcpy(copy, s, len);
    return copy;                        // NOLEAK
}

int count_matches(const char *word, const char *text)
{
    char *w = xstrdup(word);
    char *t = xstrdup(text);
    int n = 0;
    char *p = t;
    while ((p = strstr(p, w)) != NULL) {
        n++;
        p++;
    }
    free(w);
    free(t);
    return n;                           // NOLEAK
}

/* the first duplicate is overwritten by the second */
void set_title_twice(const char *a, const char *b)
{
    char *title = xstrdup(a);
    title = xstrdup(b);
    puts(title);
    free(title);                        // LEAK
}

/* a duplicate stored in the caller's struct is not lost */
struct person { char *name; char *email; };

void person_set(struct person *p, const char *name, const char *email)
{
    p->name = xstrdup(name);
    p->email = xstrdup(email);          // NOLEAK
}

void person_clear(struct person *p)
{
    free(p->name);
    free(p->email);
    p->name = p->email = NULL;
}

void person_roundtrip(const char *name, const char *email)
{
    struct person p;
    person_set(&p, name, email);
    printf("%s <%s>\n", p.name, p.email);
    person_clear(&p);                   // NOLEAK
}

/* forgets the email: only name is cleared */
void person_forget_email(const char *name, const char *email)
{
    struct person p;
    person_set(&p, name, email);
    free(p.name);                       // LEAK
}
