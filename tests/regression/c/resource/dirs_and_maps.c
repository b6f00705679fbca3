/* opendir/closedir and mmap/munmap (MAP_FAILED is the failure outcome). */
#include <dirent.h>
#include <stddef.h>
#include <string.h>
#include <sys/mman.h>

int count_entries(const char *path)
{
    DIR *d = opendir(path);
    struct dirent *e;
    int n = 0;
    if (!d)
        return -1;                      // NO-RESOURCE-LEAK
    while ((e = readdir(d)) != NULL) {
        if (strcmp(e->d_name, "core") == 0)
            return -2;                  // RESOURCE-LEAK
        n++;
    }
    closedir(d);
    return n;                           // NO-RESOURCE-LEAK
}

int checksum(int fd, size_t len)
{
    unsigned char *p = mmap(NULL, len, PROT_READ, MAP_PRIVATE, fd, 0);
    int sum = 0;
    if (p == MAP_FAILED)
        return -1;                      // NO-RESOURCE-LEAK
    for (size_t i = 0; i < len; i++)
        sum += p[i];
    munmap(p, len);
    return sum;                         // NO-RESOURCE-LEAK
}

int peek(int fd, size_t len)
{
    char *p = mmap(NULL, len, PROT_READ, MAP_PRIVATE, fd, 0);
    if (p == MAP_FAILED)
        return -1;                      // NO-RESOURCE-LEAK
    return p[0];                        // RESOURCE-LEAK
}
