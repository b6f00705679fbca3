"""Interprocedural layer: summaries and their instantiation, the call graph, the
bottom-up driver over its strongly connected components, and the summary cache."""
