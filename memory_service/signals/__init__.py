"""The signals: each turns its typed payload into proposals for the writer."""
