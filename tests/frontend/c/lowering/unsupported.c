/* Constructs pycparser accepts but the lowering cannot express: each must degrade to an
 * Unknown instruction or an unknown value, with a diagnostic, never a traceback.
 * The line numbers are checked by tests/frontend/test_lowering.py. */
int g;
int f(int);

void case_outside_switch(int a) {
    case 3: g = a;
    g = 2;
}

void break_outside_loop(void) {
    break;
    g = 3;
}

void continue_outside_loop(int a) {
    switch (a) {
    case 1:
        continue;
    }
    g = 4;
}

void goto_undefined(int a) {
    if (a)
        goto nowhere;
    g = 5;
}

int undeclared_identifier(void) {
    g = f(nosuchvar) + 1;
    return g;
}

enum { FROM_CALL = sizeof(int), NOT_CONSTANT = f(1) };

struct two { int a; int b; };

void excess_initializer(void) {
    struct two t = { 1, 2, 3 };
    g = t.a;
}

void bad_designator(void) {
    struct two t = { .zz = 1 };
    g = t.b;
}

void duplicate_label(void) {
here:
    g = 1;
here:
    g = 2;
}

int statement_expression(int a) {
    int r = ({ int t = a * 2; t + 1; });
    return r;
}

void label_at_end(void) {
    g = 6;
end:;
}
