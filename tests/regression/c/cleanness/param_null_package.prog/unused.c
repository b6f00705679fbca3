int load_key(const char *path, int *keyp);

int reload(const char *path)
{
    int key;
    return load_key(path, &key) == 0 ? key : -1;
}
