"""The abstract interpreter of one procedure: memory (Table 4), transfer functions,
the fixpoint engine, library models and whole-program facts about globals."""
