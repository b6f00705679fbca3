int sign(int key, int *lenp);

int main(void)
{
    int len;
    return sign(3, &len);
}
