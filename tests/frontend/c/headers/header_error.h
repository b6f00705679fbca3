/* Included by header_error.c: the syntax error is on line 3 here. */
int ok_in_header;
int broken_in_header = ;
