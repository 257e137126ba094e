"""The beat schedule (what runs when); beat entries only enqueue tasks."""
