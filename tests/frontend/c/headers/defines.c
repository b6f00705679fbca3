/* Chosen by -D / -U / -I. */
#include "sparrow_test_extra.h"

#ifdef FOO
int foo_enabled(void) { return EXTRA_VALUE; }
#else
int foo_disabled(void) { return EXTRA_VALUE; }
#endif

#if defined(LEVEL) && LEVEL == 3
int level_three;
#endif

#ifdef __linux__
int on_linux;
#endif
