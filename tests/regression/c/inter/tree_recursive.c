/* A binary search tree built by a recursive insert (the new node is returned up
   through every level) and freed by a recursive post-order free. */
#include <stdlib.h>
#include <string.h>

struct tree {
    char *key;
    int count;
    struct tree *left, *right;
};

struct tree *tree_insert(struct tree *t, const char *key)
{
    int c;
    if (t == NULL) {
        t = malloc(sizeof *t);
        if (!t)
            return NULL;                // NOLEAK
        t->key = strdup(key);
        t->count = 1;
        t->left = t->right = NULL;
        return t;                       // NOLEAK
    }
    c = strcmp(key, t->key);
    if (c < 0)
        t->left = tree_insert(t->left, key);
    else if (c > 0)
        t->right = tree_insert(t->right, key);
    else
        t->count++;
    return t;                           // NOLEAK
}

void tree_free(struct tree *t)
{
    if (t == NULL)
        return;
    tree_free(t->left);
    tree_free(t->right);
    free(t->key);
    free(t);
}

int tree_size(const struct tree *t)
{
    if (!t)
        return 0;
    return 1 + tree_size(t->left) + tree_size(t->right);
}

int count_distinct(const char **words, int n)
{
    struct tree *root = NULL;
    int i, size;
    for (i = 0; i < n; i++)
        root = tree_insert(root, words[i]);
    size = tree_size(root);
    tree_free(root);
    return size;                        // NOLEAK
}

int count_distinct_leaky(const char **words, int n)
{
    struct tree *root = NULL;
    int i;
    for (i = 0; i < n; i++)
        root = tree_insert(root, words[i]);
    return tree_size(root);             // LEAK
}

/* a single insert into an empty tree, then only the node is freed, not its key */
void insert_one_shallow(const char *w)
{
    struct tree *t = tree_insert(NULL, w);
    if (!t)
        return;                         // NOLEAK (a false alarm once, no longer reported: tree_insert's summary joins its exits: the children it attaches to an input tree, ret*.left*, are instantiated under the fresh node too, and a NULL result only cancels the node)
    free(t);                            // LEAK  (the key)
}
