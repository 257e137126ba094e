"""Recall: the prompt block, relevance, decay, the token estimate, usage and episodes."""
