/* fflush(NULL) flushes every output stream (C11 7.21.5.2): a NULL stream passed to it is
   no dereference (gnulib's rpl_fflush passes its NULL on).  fputs() and fclose() need a
   stream; fclose's NULL is not reported yet (the checker takes a releasing call's NULL
   as free's, which accepts it). */
#include <stdio.h>

int flush(FILE *stream)
{
    if (stream == NULL)
        return fflush(stream);          // NO-NULL-DEREF
    return fflush(stream);
}

int say(FILE *stream, const char *s)
{
    if (stream == NULL)
        return fputs(s, stream);        // NULL-DEREF
    return fputs(s, stream);
}

int done(FILE *stream)
{
    if (stream == NULL)
        return fclose(stream);          // TODO-FN null_deref
    return 0;
}
