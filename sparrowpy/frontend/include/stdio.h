/* sparrowpy bundled libc header (LP64, x86_64 Linux). Written for
 * sparrowpy from the C standard and POSIX: declarations only. */
#ifndef _SPARROW_STDIO_H
#define _SPARROW_STDIO_H

#define __sparrow_need_NULL
#define __sparrow_need_size_t
#define __sparrow_need_ssize_t
#define __sparrow_need_off_t
#define __sparrow_need_va_list
#define __sparrow_need_mbstate_t
#define __sparrow_need_FILE
#include <_sparrow_types.h>

typedef struct {
    long __pos;
    mbstate_t __state;
} fpos_t;
typedef fpos_t fpos64_t;

#define _IOFBF 0
#define _IOLBF 1
#define _IONBF 2
#define BUFSIZ 8192
#define EOF (-1)
#define FOPEN_MAX 16
#define FILENAME_MAX 4096
#define L_tmpnam 20
#define TMP_MAX 238328
#define L_ctermid 9
#define P_tmpdir "/tmp"
#ifndef SEEK_SET
#define SEEK_SET 0
#define SEEK_CUR 1
#define SEEK_END 2
#endif

extern FILE *stdin;
extern FILE *stdout;
extern FILE *stderr;
#define stdin stdin
#define stdout stdout
#define stderr stderr

int remove(const char *);
int rename(const char *, const char *);
int renameat(int, const char *, int, const char *);
FILE *tmpfile(void);
char *tmpnam(char *);
char *tmpnam_r(char *);
char *tempnam(const char *, const char *);

int fclose(FILE *);
int fflush(FILE *);
int fflush_unlocked(FILE *);
int fcloseall(void);
FILE *fopen(const char *, const char *);
FILE *freopen(const char *, const char *, FILE *);
FILE *fdopen(int, const char *);
FILE *fmemopen(void *, size_t, const char *);
FILE *open_memstream(char **, size_t *);
FILE *fopen64(const char *, const char *);
FILE *freopen64(const char *, const char *, FILE *);
FILE *tmpfile64(void);

void setbuf(FILE *, char *);
int setvbuf(FILE *, char *, int, size_t);
void setbuffer(FILE *, char *, size_t);
void setlinebuf(FILE *);

int fprintf(FILE *, const char *, ...);
int printf(const char *, ...);
int sprintf(char *, const char *, ...);
int snprintf(char *, size_t, const char *, ...);
int vfprintf(FILE *, const char *, va_list);
int vprintf(const char *, va_list);
int vsprintf(char *, const char *, va_list);
int vsnprintf(char *, size_t, const char *, va_list);
int asprintf(char **, const char *, ...);
int vasprintf(char **, const char *, va_list);
int dprintf(int, const char *, ...);
int vdprintf(int, const char *, va_list);

int fscanf(FILE *, const char *, ...);
int scanf(const char *, ...);
int sscanf(const char *, const char *, ...);
int vfscanf(FILE *, const char *, va_list);
int vscanf(const char *, va_list);
int vsscanf(const char *, const char *, va_list);

int fgetc(FILE *);
int getc(FILE *);
int getchar(void);
int fgetc_unlocked(FILE *);
int getc_unlocked(FILE *);
int getchar_unlocked(void);
int fputc(int, FILE *);
int putc(int, FILE *);
int putchar(int);
int fputc_unlocked(int, FILE *);
int putc_unlocked(int, FILE *);
int putchar_unlocked(int);
int getw(FILE *);
int putw(int, FILE *);
char *fgets(char *, int, FILE *);
char *fgets_unlocked(char *, int, FILE *);
char *gets(char *);
ssize_t getdelim(char **, size_t *, int, FILE *);
ssize_t getline(char **, size_t *, FILE *);
int fputs(const char *, FILE *);
int fputs_unlocked(const char *, FILE *);
int puts(const char *);
int ungetc(int, FILE *);

size_t fread(void *, size_t, size_t, FILE *);
size_t fwrite(const void *, size_t, size_t, FILE *);
size_t fread_unlocked(void *, size_t, size_t, FILE *);
size_t fwrite_unlocked(const void *, size_t, size_t, FILE *);

int fseek(FILE *, long, int);
long ftell(FILE *);
void rewind(FILE *);
int fseeko(FILE *, off_t, int);
off_t ftello(FILE *);
int fseeko64(FILE *, off64_t, int);
off64_t ftello64(FILE *);
int fgetpos(FILE *, fpos_t *);
int fsetpos(FILE *, const fpos_t *);

void clearerr(FILE *);
int feof(FILE *);
int ferror(FILE *);
void clearerr_unlocked(FILE *);
int feof_unlocked(FILE *);
int ferror_unlocked(FILE *);
void perror(const char *);
int fileno(FILE *);
int fileno_unlocked(FILE *);

FILE *popen(const char *, const char *);
int pclose(FILE *);
char *ctermid(char *);
char *cuserid(char *);
void flockfile(FILE *);
int ftrylockfile(FILE *);
void funlockfile(FILE *);

#endif
