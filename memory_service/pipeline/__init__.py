"""The write pipeline: a signal's identity, its unit of work (ledger, transaction), dedup."""
