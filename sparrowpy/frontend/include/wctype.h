/* sparrowpy bundled libc header (LP64, x86_64 Linux). Written for
 * sparrowpy from the C standard and POSIX: declarations only. */
#ifndef _SPARROW_WCTYPE_H
#define _SPARROW_WCTYPE_H

#define __sparrow_need_wint_t
#define __sparrow_need_locale_t
#include <_sparrow_types.h>

typedef unsigned long wctype_t;
typedef const int *wctrans_t;

#ifndef WEOF
#define WEOF (0xffffffffU)
#endif

int iswalnum(wint_t);
int iswalpha(wint_t);
int iswblank(wint_t);
int iswcntrl(wint_t);
int iswdigit(wint_t);
int iswgraph(wint_t);
int iswlower(wint_t);
int iswprint(wint_t);
int iswpunct(wint_t);
int iswspace(wint_t);
int iswupper(wint_t);
int iswxdigit(wint_t);
int iswctype(wint_t, wctype_t);
wctype_t wctype(const char *);
wint_t towlower(wint_t);
wint_t towupper(wint_t);
wint_t towctrans(wint_t, wctrans_t);
wctrans_t wctrans(const char *);
int iswalnum_l(wint_t, locale_t);
int iswalpha_l(wint_t, locale_t);
int iswdigit_l(wint_t, locale_t);
int iswspace_l(wint_t, locale_t);
int iswupper_l(wint_t, locale_t);
int iswlower_l(wint_t, locale_t);
wint_t towlower_l(wint_t, locale_t);
wint_t towupper_l(wint_t, locale_t);

#endif
