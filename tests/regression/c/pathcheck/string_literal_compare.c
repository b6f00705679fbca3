/* A variable set to a string literal and later compared with another literal by strcmp
   (strncmp, strcasecmp, strncasecmp) names one branch of an earlier test: on a path,
   the comparison of two literals is decided (the path check's stages 2 and 3), as
   openssh's sshkey_private_to_blob2 does with kdfname = "none" when there is no
   passphrase and strlen(passphrase) under strcmp(kdfname, "bcrypt") == 0.  Where one
   side is not a literal on the path, or the literals compare equal, the alarm stays. */
#include <stdlib.h>
#include <string.h>

int derive(const char *pass, unsigned char *key, size_t keylen);
int lookup(const char *name);

int to_blob(const char *pass, int rounds)
{
    const char *kdf = "bcrypt";
    unsigned char *key;
    int r = -1;
    if (pass == NULL || !strlen(pass))
        kdf = "none";
    if ((key = calloc(1, 64)) == NULL)
        return -1;
    if (strcmp(kdf, "bcrypt") == 0) {
        if (derive(pass, key, strlen(pass)) < 0)         // NO-NULL-DEREF
            goto out;
    }
    r = rounds;
out:
    free(key);
    return r;
}

/* the case-insensitive and counted forms: "NONE" is "none" without case, "none" and
   "nonesuch" agree on their first four characters */
int counted(const char *pass)
{
    const char *kdf = "bcrypt";
    if (pass == NULL)
        kdf = "NONE";
    if (strcasecmp(kdf, "none") != 0 && strncmp(kdf, "bcryptx", 6) == 0)
        return (int)strlen(pass);                        // NO-NULL-DEREF
    return 0;
}

/* on the path where pass is NULL the compared name is the caller's: not decided */
int from_caller(const char *pass, const char *name)
{
    const char *kdf = "none";
    if (pass == NULL)
        kdf = name;
    if (strcmp(kdf, "bcrypt") == 0)
        return (int)strlen(pass) + lookup(kdf);          // NULL-DEREF
    return 0;
}

/* the compared name is set again after the test: the test decides nothing of it */
int reassigned(const char *pass, const char *name)
{
    const char *kdf = "bcrypt";
    if (pass == NULL)
        kdf = "none";
    kdf = name;
    if (strcmp(kdf, "bcrypt") == 0)
        return (int)strlen(pass);                        // NULL-DEREF
    return 0;
}

/* the two literals are equal: the branch is taken with pass NULL */
int equal_literals(const char *pass)
{
    const char *kdf = "bcrypt";
    if (pass == NULL)
        kdf = "none";
    if (strncmp(kdf, "nonesuch", 4) == 0)
        return (int)strlen(pass);                        // NULL-DEREF
    return 0;
}

/* a block freed under the same literal test it was made under: no leak; the test of a
   literal the variable never holds frees nothing, so the block made under it is lost */
int keep_or_drop(int n)
{
    const char *mode = "keep";
    char *p = NULL;
    if (n > 4) {
        mode = "copy";
        p = malloc((size_t)n);
        if (p == NULL)
            return -1;
    }
    if (strcmp(mode, "copy") == 0)
        free(p);
    return 0;                                            // NOLEAK
}

int drop_wrongly(int n)
{
    const char *mode = "keep";
    char *p = NULL;
    if (n > 4) {
        mode = "copy";
        p = malloc((size_t)n);
        if (p == NULL)
            return -1;
    }
    if (strcmp(mode, "keep") == 0)
        free(p);
    return 0;                                            // LEAK
}

/* a length that is not a constant (0 makes any two strings equal): not decided */
int variable_length(const char *pass, size_t n)
{
    const char *kdf = "bcrypt";
    if (pass == NULL)
        kdf = "none";
    if (strncmp(kdf, "bcrypt", n) == 0)
        return (int)strlen(pass);                        // NULL-DEREF
    return 0;
}
