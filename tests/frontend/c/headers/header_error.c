/* The error is inside the included header, not in this file. */
#include "header_error.h"
int main(void) { return 0; }
