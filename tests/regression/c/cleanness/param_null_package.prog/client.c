int load_key(const char *path, int *keyp);
int sign(int key, int *lenp);

int main(int argc, char **argv)
{
    int key, len;
    if (load_key(argv[0], &key) != 0)
        return 1;
    return sign(key, argc > 1 ? &len : 0);
}
