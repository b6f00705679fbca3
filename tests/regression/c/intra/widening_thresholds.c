/* Widening thresholds: loop counters that only the constants of the loop's own tests
   keep bounded.  Plain widening sends each counter to +oo, and narrowing does not bring
   it back because the tests that bound it (!=, ==) do not cut a bound of [0, +oo]; with
   the constants of the conditions as thresholds (--widening-thresholds auto, the
   default) the counters stabilise at [0, 10] and [0, 15], and the bail-outs guarded by
   impossible values are seen dead.  tests/engine/test_thresholds.py analyses this file
   with --widening-thresholds none too: there both bail-outs are (false) leak alarms.
   Under auto a variable gets the constants its own comparisons reach, through copies
   (copy_of_counter); under none its bail-out is a (false) leak alarm too. */
#include <stdlib.h>

/* Counting up to a constant with !=: the counter is [0, 10] at the loop head. */
int fill_ten(void)
{
    int i = 0;
    char *buf = malloc(10);
    if (!buf)
        return -1;                      // NOLEAK
    while (i != 10) {
        if (i > 10)
            return -1;                  // NOLEAK
        buf[i] = (char)i;
        i++;
    }
    free(buf);
    return 0;                           // NOLEAK
}

/* A ring index that wraps at 16: [0, 15] after the loop, whatever n is. */
int ring_walk(const int *in, int n)
{
    int k = 0;
    int *ring = malloc(16 * sizeof *ring);
    if (!ring)
        return -1;                      // NOLEAK
    while (n-- > 0) {
        ring[k] = *in++;
        k++;
        if (k == 16)
            k = 0;
    }
    if (k > 15)
        return -1;                      // NOLEAK
    free(ring);
    return k;                           // NOLEAK
}

/* A real leak next to them is still found. */
int fill_ten_leaky(void)
{
    int i = 0;
    char *buf = malloc(10);
    if (!buf)
        return -1;                      // NOLEAK
    while (i != 10) {
        if (i == 5)
            return -1;                  // LEAK
        buf[i] = (char)i;
        i++;
    }
    free(buf);
    return 0;                           // NOLEAK
}

/* A copy of the tested counter keeps its bound: auto links k with j (k = j; j = k + 1),
   which the loop compares with 10.  The characters compared with '*' and '?' are read
   through j, which links them with nothing: their constants are no bound of j or k. */
int copy_of_counter(const char *s)
{
    int j = 0, k = 0, stars = 0;
    char *buf = malloc(10);
    if (!buf)
        return -1;                      // NOLEAK
    while (j != 10) {
        char c = s[j];
        if (c == '*' || c == '?')
            stars++;
        k = j;
        j = k + 1;
    }
    if (k > 9)
        return -1;                      // NOLEAK
    free(buf);
    return stars;                       // NOLEAK
}

/* ... and a bail-out on a value the copy does take is a real leak. */
int copy_of_counter_leaky(void)
{
    int j = 0, k = 0;
    char *buf = malloc(10);
    if (!buf)
        return -1;                      // NOLEAK
    while (j != 10) {
        k = j;
        j = k + 1;
        if (k == 7)
            return -1;                  // LEAK
    }
    free(buf);
    return 0;                           // NOLEAK
}
