"""The concrete interpreter of the IR and the concretisation (gamma) check: the oracle of
the soundness tests."""
