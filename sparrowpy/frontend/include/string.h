/* sparrowpy bundled libc header (LP64, x86_64 Linux). Written for
 * sparrowpy from the C standard and POSIX: declarations only. */
#ifndef _SPARROW_STRING_H
#define _SPARROW_STRING_H

#define __sparrow_need_NULL
#define __sparrow_need_size_t
#define __sparrow_need_locale_t
#include <_sparrow_types.h>

void *memcpy(void *, const void *, size_t);
void *memmove(void *, const void *, size_t);
void *memccpy(void *, const void *, int, size_t);
void *mempcpy(void *, const void *, size_t);
void *memset(void *, int, size_t);
int memcmp(const void *, const void *, size_t);
void *memchr(const void *, int, size_t);
void *memrchr(const void *, int, size_t);
void *rawmemchr(const void *, int);
void *memmem(const void *, size_t, const void *, size_t);
void explicit_bzero(void *, size_t);

char *strcpy(char *, const char *);
char *strncpy(char *, const char *, size_t);
char *stpcpy(char *, const char *);
char *stpncpy(char *, const char *, size_t);
char *strcat(char *, const char *);
char *strncat(char *, const char *, size_t);
int strcmp(const char *, const char *);
int strncmp(const char *, const char *, size_t);
int strcoll(const char *, const char *);
int strcoll_l(const char *, const char *, locale_t);
size_t strxfrm(char *, const char *, size_t);
size_t strxfrm_l(char *, const char *, size_t, locale_t);
char *strdup(const char *);
char *strndup(const char *, size_t);
char *strchr(const char *, int);
char *strrchr(const char *, int);
char *strchrnul(const char *, int);
size_t strcspn(const char *, const char *);
size_t strspn(const char *, const char *);
char *strpbrk(const char *, const char *);
char *strstr(const char *, const char *);
char *strcasestr(const char *, const char *);
char *strtok(char *, const char *);
char *strtok_r(char *, const char *, char **);
char *strsep(char **, const char *);
size_t strlen(const char *);
size_t strnlen(const char *, size_t);
char *strerror(int);
char *strerror_l(int, locale_t);
#ifdef _GNU_SOURCE
char *strerror_r(int, char *, size_t);
#else
int strerror_r(int, char *, size_t);
#endif
char *strsignal(int);
int strverscmp(const char *, const char *);
char *strfry(char *);
void *memfrob(void *, size_t);

#include <strings.h>

#endif
