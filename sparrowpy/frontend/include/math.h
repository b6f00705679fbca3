/* sparrowpy bundled libc header (LP64, x86_64 Linux). Written for
 * sparrowpy from the C standard and POSIX: declarations only. */
#ifndef _SPARROW_MATH_H
#define _SPARROW_MATH_H

typedef float float_t;
typedef double double_t;

#define HUGE_VAL (1e10000)
#define HUGE_VALF (1e10000f)
#define HUGE_VALL (1e10000L)
#define INFINITY (1e10000f)
#define NAN (0.0f / 0.0f)
#define MATH_ERRNO 1
#define MATH_ERREXCEPT 2
#define math_errhandling (MATH_ERRNO | MATH_ERREXCEPT)
#define FP_ILOGB0 (-2147483647 - 1)
#define FP_ILOGBNAN (-2147483647 - 1)

#define FP_NAN 0
#define FP_INFINITE 1
#define FP_ZERO 2
#define FP_SUBNORMAL 3
#define FP_NORMAL 4

int __fpclassify(double);
int __isinf(double);
int __isnan(double);
int __finite(double);
int __signbit(double);
#define fpclassify(x) __fpclassify((double)(x))
#define isinf(x) __isinf((double)(x))
#define isnan(x) __isnan((double)(x))
#define isfinite(x) __finite((double)(x))
#define isnormal(x) (fpclassify(x) == FP_NORMAL)
#define signbit(x) __signbit((double)(x))
#define isgreater(x, y) ((x) > (y))
#define isgreaterequal(x, y) ((x) >= (y))
#define isless(x, y) ((x) < (y))
#define islessequal(x, y) ((x) <= (y))
#define islessgreater(x, y) ((x) < (y) || (x) > (y))
#define isunordered(x, y) (isnan(x) || isnan(y))

#define M_E 2.7182818284590452354
#define M_LOG2E 1.4426950408889634074
#define M_LOG10E 0.43429448190325182765
#define M_LN2 0.69314718055994530942
#define M_LN10 2.30258509299404568402
#define M_PI 3.14159265358979323846
#define M_PI_2 1.57079632679489661923
#define M_PI_4 0.78539816339744830962
#define M_1_PI 0.31830988618379067154
#define M_2_PI 0.63661977236758134308
#define M_2_SQRTPI 1.12837916709551257390
#define M_SQRT2 1.41421356237309504880
#define M_SQRT1_2 0.70710678118654752440

extern int signgam;

/* Each function in its double, float and long double flavour. */
#define __SPARROW_M1(name) \
    double name(double); float name##f(float); long double name##l(long double);
#define __SPARROW_M2(name) \
    double name(double, double); float name##f(float, float); \
    long double name##l(long double, long double);

__SPARROW_M1(acos) __SPARROW_M1(asin) __SPARROW_M1(atan) __SPARROW_M2(atan2)
__SPARROW_M1(cos) __SPARROW_M1(sin) __SPARROW_M1(tan)
__SPARROW_M1(acosh) __SPARROW_M1(asinh) __SPARROW_M1(atanh)
__SPARROW_M1(cosh) __SPARROW_M1(sinh) __SPARROW_M1(tanh)
__SPARROW_M1(exp) __SPARROW_M1(exp2) __SPARROW_M1(expm1)
__SPARROW_M1(log) __SPARROW_M1(log10) __SPARROW_M1(log1p) __SPARROW_M1(log2)
__SPARROW_M1(logb) __SPARROW_M1(cbrt) __SPARROW_M1(sqrt)
__SPARROW_M2(pow) __SPARROW_M2(hypot) __SPARROW_M2(fmod)
__SPARROW_M2(remainder) __SPARROW_M2(copysign) __SPARROW_M2(nextafter)
__SPARROW_M2(fdim) __SPARROW_M2(fmax) __SPARROW_M2(fmin)
__SPARROW_M1(ceil) __SPARROW_M1(floor) __SPARROW_M1(fabs)
__SPARROW_M1(round) __SPARROW_M1(trunc) __SPARROW_M1(rint)
__SPARROW_M1(nearbyint) __SPARROW_M1(erf) __SPARROW_M1(erfc)
__SPARROW_M1(lgamma) __SPARROW_M1(tgamma) __SPARROW_M1(gamma)
__SPARROW_M1(j0) __SPARROW_M1(j1) __SPARROW_M1(y0) __SPARROW_M1(y1)
__SPARROW_M1(significand)

#undef __SPARROW_M1
#undef __SPARROW_M2

double frexp(double, int *);
float frexpf(float, int *);
long double frexpl(long double, int *);
double ldexp(double, int);
float ldexpf(float, int);
long double ldexpl(long double, int);
double modf(double, double *);
float modff(float, float *);
long double modfl(long double, long double *);
double scalbn(double, int);
float scalbnf(float, int);
long double scalbnl(long double, int);
double scalbln(double, long);
float scalblnf(float, long);
long double scalblnl(long double, long);
int ilogb(double);
int ilogbf(float);
int ilogbl(long double);
double fma(double, double, double);
float fmaf(float, float, float);
long double fmal(long double, long double, long double);
double remquo(double, double, int *);
float remquof(float, float, int *);
long double remquol(long double, long double, int *);
double nan(const char *);
float nanf(const char *);
long double nanl(const char *);
double nexttoward(double, long double);
float nexttowardf(float, long double);
long double nexttowardl(long double, long double);
long lround(double);
long lroundf(float);
long lroundl(long double);
long long llround(double);
long long llroundf(float);
long long llroundl(long double);
long lrint(double);
long lrintf(float);
long lrintl(long double);
long long llrint(double);
long long llrintf(float);
long long llrintl(long double);
double jn(int, double);
double yn(int, double);
double lgamma_r(double, int *);
float lgammaf_r(float, int *);
void sincos(double, double *, double *);
void sincosf(float, float *, float *);
double exp10(double);
double pow10(double);
int finite(double);
int isinff(float);
int isnanf(float);
double drem(double, double);
double scalb(double, double);

#endif
