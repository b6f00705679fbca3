/* A missing header on line 7. */
#include <stdio.h>

int before(void) { return 1; }


#include "missing.h"

int after(void) { return 2; }
