/* File descriptors: an integer handle whose failure outcome is -1. */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include <sys/socket.h>
#include <sys/stat.h>

int copy_header(const char *path, char *buf)
{
    int fd = open(path, O_RDONLY);
    if (fd < 0)
        return -1;                      // NO-RESOURCE-LEAK
    if (read(fd, buf, 16) != 16) {
        close(fd);
        return -2;                      // NO-RESOURCE-LEAK
    }
    close(fd);
    return 0;                           // NO-RESOURCE-LEAK
}

long file_size(const char *path)
{
    struct stat st;
    int fd = open(path, O_RDONLY);
    if (fd == -1)
        return -1;                      // NO-RESOURCE-LEAK
    if (fstat(fd, &st) != 0)
        return -1;                      // RESOURCE-LEAK
    close(fd);
    return (long)st.st_size;            // NO-RESOURCE-LEAK
}

int open_checked(const char *path)
{
    int fd = open(path, O_WRONLY | O_CREAT, 0644);
    if (fd >= 0)
        write(fd, "x", 1);
    return fd;                          // NO-RESOURCE-LEAK
}

void touch(const char *path)
{
    int fd = open_checked(path);
    if (fd != -1)
        close(fd);                      // NO-RESOURCE-LEAK
}

void touch_leak(const char *path)
{
    int fd = open_checked(path);
    (void)fd;                           // RESOURCE-LEAK
}

struct conn { int fd; int port; };

struct conn *conn_new(int port)
{
    struct conn *c = malloc(sizeof *c);
    if (!c)
        return NULL;                    // NO-RESOURCE-LEAK
    c->fd = socket(AF_INET, SOCK_STREAM, 0);
    if (c->fd < 0) {
        free(c);
        return NULL;                    // NO-RESOURCE-LEAK
    }
    c->port = port;
    return c;                           // NO-RESOURCE-LEAK
}

int serve_one(int listener)
{
    int client = accept(listener, NULL, NULL);
    if (client < 0)
        return -1;                      // NO-RESOURCE-LEAK
    int copy = dup(client);
    if (copy < 0) {
        close(client);
        return -1;                      // NO-RESOURCE-LEAK
    }
    close(client);
    write(copy, "bye\n", 4);
    return 0;                           // RESOURCE-LEAK
}

FILE *wrap(const char *path)
{
    /* fdopen takes the descriptor over: closing the stream closes it */
    int fd = open(path, O_RDONLY);
    if (fd < 0)
        return NULL;                    // NO-RESOURCE-LEAK
    return fdopen(fd, "r");             // NO-RESOURCE-LEAK
}

struct channel { int mode; int fd; };

int channel_close(struct channel *ch)
{
    int ret = 0;
    if (close(ch->fd) == -1)
        ret = -1;
    free(ch);
    return ret;                         // NO-RESOURCE-LEAK
}

struct channel *channel_open(const char *path)
{
    struct channel *ch = malloc(sizeof *ch);
    if (!ch)
        return NULL;                    // NO-RESOURCE-LEAK
    ch->fd = open(path, O_RDWR);
    if (ch->fd == -1) {
        free(ch);
        return NULL;                    // NO-RESOURCE-LEAK
    }
    ch->mode = 1;
    return ch;                          // NO-RESOURCE-LEAK
}

int channel_roundtrip(const char *path)
{
    struct channel *ch = channel_open(path);
    if (!ch)
        return -1;                      // NO-RESOURCE-LEAK
    return channel_close(ch);           // NO-RESOURCE-LEAK
}

int channel_dropped(const char *path)
{
    struct channel *ch = channel_open(path);
    if (!ch)
        return -1;                      // NO-RESOURCE-LEAK
    free(ch);
    return 0;                           // RESOURCE-LEAK
}

int std_to_devnull(void)
{
    /* a descriptor that is 0, 1 or 2 became a standard one: it is meant to stay open */
    int devnull = open("/dev/null", O_RDWR);
    if (devnull == -1)
        return -1;                      // NO-RESOURCE-LEAK
    dup2(devnull, 0);
    if (devnull > 2)
        close(devnull);
    return 0;                           // NO-RESOURCE-LEAK
}

int std_kept_wrongly(void)
{
    int fd = open("/dev/null", O_RDWR);
    if (fd == -1)
        return -1;                      // NO-RESOURCE-LEAK
    if (fd > 2)
        dup2(fd, 0);
    return 0;                           // RESOURCE-LEAK
}

static void close_quietly(int fd)
{
    if (fd >= 0)
        close(fd);
}

int closed_by_helper(const char *path)
{
    int fd = open(path, O_RDONLY);
    if (fd < 0)
        return -1;                      // NO-RESOURCE-LEAK
    close_quietly(fd);
    return 0;                           // NO-RESOURCE-LEAK
}

struct channel *channels[8];

static void channel_register(int slot, int fd)
{
    struct channel *ch = malloc(sizeof *ch);
    if (!ch)
        return;
    ch->fd = fd;
    ch->mode = 0;
    channels[slot] = ch;
}

int registered(const char *path)
{
    int fd = open(path, O_RDONLY);
    if (fd < 0)
        return -1;                      // NO-RESOURCE-LEAK
    channel_register(0, fd);
    return 0;                           // NO-RESOURCE-LEAK
}

static int is_high(int fd)
{
    return fd > 10;
}

int checked_then_forgotten(const char *path)
{
    int fd = open(path, O_RDONLY);
    if (fd < 0)
        return -1;                      // NO-RESOURCE-LEAK
    /* a descriptor passed as a number to a procedure escapes unless it is released there */
    return is_high(fd);                 // TODO-FN resource_leak
}
