/* After a dereference of a parameter that still holds the caller's value, its copies are
   not NULL either: openssh's tree.h RB_REMOVE keeps `old = elm`, dereferences elm, moves
   elm down the tree, and later tests `elm->parent == old` on a path where elm->parent is
   NULL; old, the caller's node, was never NULL there (four "old is NULL here" errors on
   openssh).  A variable that is a copy on some paths only is not taken along. */
#include <stddef.h>

struct node { struct node *left, *right, *parent; int key; };

struct node *detach(struct node *elm)
{
    struct node *parent, *old = elm;
    if (elm->left == NULL || elm->right == NULL)
        return old;
    elm = elm->right;
    while (elm->left != NULL)
        elm = elm->left;
    parent = elm->parent;
    if (parent == NULL && elm->parent == old)
        parent = elm;
    elm->left = old->left;              // NO-NULL-DEREF
    return parent;
}

int maybe_copy(struct node *elm, int c)
{
    struct node *old = NULL;
    if (c)
        old = elm;
    elm->key = 1;
    return old->key;                    // NULL-DEREF
}
