"""Research code: the attention study and the benchmarks against tensorflow-addons (see README.md).
Nothing under `seq2seq/` imports from here."""
