"""Data: how an activity's event type reads as a verb ("report_run" -> "runs the report")."""

from __future__ import annotations

import re

VERBS: dict[str, str] = {
    "run": "runs",
    "ran": "runs",
    "execute": "runs",
    "executed": "runs",
    "view": "views",
    "viewed": "views",
    "open": "opens",
    "opened": "opens",
    "visit": "visits",
    "visited": "visits",
    "check": "checks",
    "checked": "checks",
    "export": "exports",
    "exported": "exports",
    "send": "sends",
    "sent": "sends",
    "create": "creates",
    "created": "creates",
    "generate": "generates",
    "generated": "generates",
    "review": "reviews",
    "reviewed": "reviews",
    "approve": "approves",
    "approved": "approves",
    "edit": "edits",
    "edited": "edits",
    "upload": "uploads",
    "uploaded": "uploads",
    "download": "downloads",
    "downloaded": "downloads",
    "search": "searches",
    "searched": "searches",
    "sync": "syncs",
    "synced": "syncs",
    "share": "shares",
    "shared": "shares",
    "publish": "publishes",
    "published": "publishes",
    "read": "reads",
    "start": "starts",
    "started": "starts",
    "update": "updates",
    "updated": "updates",
    "log": "logs",
    "logged": "logs",
    "login": "logs in",
    "logout": "logs out",
    "signin": "signs in",
    "signout": "signs out",
}
INTRANSITIVE = frozenset({"logs in", "logs out", "signs in", "signs out"})
COMPOUND_VERB = re.compile(r"\b(log|sign)[\s_.-]?(in|out)\b")
PROPER_WORDS = frozenset(
    """monday tuesday wednesday thursday friday saturday sunday january february march april
    may june july august september october november december""".split()
)
