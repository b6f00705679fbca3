/* Nested loops: a matrix built row by row with error unwinding, temporaries in an
   inner loop, and rows that are never freed. */
#include <stdlib.h>

int **matrix_new(int rows, int cols)
{
    int i, j;
    int **m = malloc(rows * sizeof *m);
    if (!m)
        return NULL;                    // NOLEAK
    for (i = 0; i < rows; i++) {
        m[i] = malloc(cols * sizeof **m);
        if (!m[i]) {
            while (i-- > 0)
                free(m[i]);
            free(m);
            return NULL;                // NOLEAK
        }
        for (j = 0; j < cols; j++)
            m[i][j] = 0;
    }
    return m;                           // NOLEAK
}

int grid_temp(int rows, int cols)
{
    int i, j, s = 0;
    for (i = 0; i < rows; i++) {
        for (j = 0; j < cols; j++) {
            int *cell = malloc(sizeof *cell);
            if (!cell)
                continue;
            *cell = i * j;
            s += *cell;
            free(cell);
        }
    }
    return s;                           // NOLEAK
}

int grid_rows_lost(int rows, int cols)
{
    int i, j, s = 0;
    for (i = 0; i < rows; i++) {
        char *row = malloc(cols);
        if (!row)
            break;
        for (j = 0; j < cols; j++)
            row[j] = (char)j;
        s += row[0];
    }
    return s;                           // LEAK
}

int matrix_sum_and_free(int rows, int cols)
{
    int i, j, s = 0;
    int **m = malloc(rows * sizeof *m);
    if (!m)
        return 0;                       // NOLEAK
    for (i = 0; i < rows; i++)
        m[i] = calloc(cols, sizeof **m);
    for (i = 0; i < rows; i++)
        for (j = 0; j < cols && m[i]; j++)
            s += m[i][j];
    for (i = 0; i < rows; i++)
        free(m[i]);
    free(m);
    return s;                           // NOLEAK
}
