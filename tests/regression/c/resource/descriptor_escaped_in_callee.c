/* A descriptor that escapes in the procedure that opens it (it is passed to ioctl,
   which is not modelled) comes back from the summary as unknown memory; its number
   part still says it is at least 3 where the open succeeded, so the caller's failure
   test decides which outcome it is on (openssh's sys_tun_open/tun_open pattern). */
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/ioctl.h>

struct req { char name[16]; int flags; };

int tunnel_open(int mode, char **name)
{
    struct req r;
    int fd;
    if (name != NULL)
        *name = NULL;
    if ((fd = open("/dev/net/tun", O_RDWR)) == -1)
        return -1;
    memset(&r, 0, sizeof(r));
    r.flags = mode;
    if (ioctl(fd, 0x400454ca, &r) == -1)
        goto failed;
    if (name != NULL && (*name = strdup(r.name)) == NULL)
        goto failed;
    return fd;
failed:
    close(fd);
    return -1;
}

int tunnel_open_wrapped(int mode, char **name) { return tunnel_open(mode, name); }

int use_tunnel(int mode)
{
    char *name = NULL;
    int fd;
    if ((fd = tunnel_open_wrapped(mode, &name)) == -1)
        return 0;                       // NOLEAK
    free(name);
    close(fd);
    return 1;
}

int other_int(void);

int lose_name(int mode)
{
    char *name = NULL;
    int fd = tunnel_open_wrapped(mode, &name);
    int code = other_int();             /* an unknown number: may be -1 */
    if (code == -1)
        return 0;                       // LEAK
    free(name);
    if (fd != -1)
        close(fd);
    return 1;
}
