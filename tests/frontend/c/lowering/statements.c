/* Statements: every C99 control-flow construct, one small function each.
 * tests/frontend/test_lowering.py checks the IR of each function. */

int g;
void use(int);

int if_else(int a) {
    int x;
    if (a)
        x = 1;
    else
        x = 2;
    return x;
}

void if_no_else(int a) {
    if (a > 0)
        g = 1;
}

int while_loop(int n) {
    int s = 0;
    while (n > 0)
        n--;
    return s;
}

int do_while(int n) {
    do {
        n--;
    } while (n > 0);
    return n;
}

int for_decl(void) {
    int s = 0;
    for (int i = 0; i < 10; i++)
        s += i;
    return s;
}

int for_no_decl(int n) {
    int i;
    for (i = 0; i < n; ++i)
        g = i;
    return i;
}

void for_infinite(void) {
    for (;;) {
        if (g)
            break;
    }
}

void for_no_step(int n) {
    for (; n > 0;)
        n = n - 2;
}

int switch_fallthrough(int k) {
    int x = 0;
    switch (k) {
    case 1:
        x = 10;
    case 2:
        x = 20;
        break;
    case 3:
        x = 30;
        break;
    }
    return x;
}

int switch_default_middle(int k) {
    int x = 0;
    switch (k) {
    case 1:
        x = 1;
        break;
    default:
        x = 2;
    case 3:
        x = 3;
    }
    return x;
}

int switch_nested(int a, int b) {
    int x = 0;
    switch (a) {
    case 1:
        switch (b) {
        case 1:
            x = 11;
            break;
        default:
            x = 12;
        }
        break;
    case 2:
        x = 2;
        break;
    }
    return x;
}

int nested_break_continue(int n) {
    int c = 0;
    for (int i = 0; i < n; i++) {
        int j = 0;
        while (j < n) {
            j++;
            if (j == 3)
                continue;
            if (j == 5)
                break;
            c++;
        }
        if (i == 7)
            continue;
        switch (i) {
        case 0:
            continue; /* continues the for loop */
        case 1:
            break;    /* leaves the switch only */
        }
        c += 2;
    }
    return c;
}

int goto_forward(int a) {
    if (a)
        goto out;
    g = 1;
out:
    return 0;
}

int goto_backward(int n) {
again:
    n--;
    if (n > 0)
        goto again;
    return n;
}

void return_void(int a) {
    if (a)
        return;
    g = a;
}

int implicit_return(int a) {
    g = a;
}

void empty_body(void) {
}

int unreachable_after_return(void) {
    return 1;
    g = 2;
}

void switch_case_block(int k) {
    switch (k) {
        {
        case 5:
            g = 5;
        }
    }
}
