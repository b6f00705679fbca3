/* #error on line 4 unless FIXED is defined. */
int x;
#ifndef FIXED
#error "FIXED is not defined"
#endif
int y;
