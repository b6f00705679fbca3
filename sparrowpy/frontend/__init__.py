"""C frontend: preprocessing, parsing and lowering to the IR."""
