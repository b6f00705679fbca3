/* sparrowpy bundled libc header (LP64, x86_64 Linux). Written for
 * sparrowpy from the C standard and POSIX: declarations only. */
#ifndef _SPARROW_COMPLEX_H
#define _SPARROW_COMPLEX_H

#define complex _Complex
#define _Complex_I (__sparrow_complex_I)
#define I _Complex_I
extern const float _Complex __sparrow_complex_I;
#define CMPLX(x, y) ((double _Complex)((double)(x) + _Complex_I * (double)(y)))

#define __SPARROW_C1(name) \
    double _Complex name(double _Complex); \
    float _Complex name##f(float _Complex); \
    long double _Complex name##l(long double _Complex);
#define __SPARROW_CR(name) \
    double name(double _Complex); \
    float name##f(float _Complex); \
    long double name##l(long double _Complex);

__SPARROW_C1(cacos) __SPARROW_C1(casin) __SPARROW_C1(catan)
__SPARROW_C1(ccos) __SPARROW_C1(csin) __SPARROW_C1(ctan)
__SPARROW_C1(cacosh) __SPARROW_C1(casinh) __SPARROW_C1(catanh)
__SPARROW_C1(ccosh) __SPARROW_C1(csinh) __SPARROW_C1(ctanh)
__SPARROW_C1(cexp) __SPARROW_C1(clog) __SPARROW_C1(csqrt)
__SPARROW_C1(conj) __SPARROW_C1(cproj)
__SPARROW_CR(cabs) __SPARROW_CR(carg) __SPARROW_CR(cimag) __SPARROW_CR(creal)
double _Complex cpow(double _Complex, double _Complex);
float _Complex cpowf(float _Complex, float _Complex);
long double _Complex cpowl(long double _Complex, long double _Complex);

#undef __SPARROW_C1
#undef __SPARROW_CR

#endif
