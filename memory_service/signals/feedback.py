"""Learning from deliverable edits: a preference is proposed once the same edit recurs.

Each approval's edit features (see `edit_features`) are stored per deliverable. A feature's
support is the number of the user's recent approvals showing it. Features of one dimension
conflict (bullets added versus removed): the one with the most support wins, and only when it
has strictly more than any rival and at least `min_support`. The winner becomes a preference
worded as an instruction, with one piece of evidence per supporting approval, so its
confidence grows with support and a repeated approval adds nothing. Deleting the preference
takes its feature out of the approvals that supported it (`forget`): only later approvals count.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from statistics import median_low

from sqlalchemy.orm import Session

from db import deliverable_edits
from memory_service import keys
from memory_service.pipeline.signal import Batch, Build, Observation, Proposal, Signal
from memory_service.schemas import FeedbackPayload, MemoryCandidate
from memory_service.signals.edit_features import Feature, edit_features, stems

RECENT_APPROVALS = 50
IMPORTANCE = 0.6

# code -> (instruction, what the user did); codes with values are worded in `wording`.
_FIXED: dict[str, tuple[str, str]] = {
    "greeting:removed": (
        "Skip the greeting at the start of deliverables; open with the content",
        "removed the greeting",
    ),
    "greeting:added": (
        "Open deliverables with a short greeting",
        "added a greeting",
    ),
    "preamble:removed": (
        "Get straight to the point: no introductory paragraph announcing what follows",
        "removed the introductory paragraph",
    ),
    "preamble:added": (
        "Start deliverables with a short paragraph saying what they cover",
        "added an introductory paragraph",
    ),
    "closing:removed": (
        "Leave out closing pleasantries and wrap-up paragraphs in deliverables",
        "removed the closing paragraph",
    ),
    "closing:added": (
        "End deliverables with a short closing line",
        "added a closing line",
    ),
    "signoff:removed": (
        "Don't add a sign-off at the end of deliverables",
        "removed the sign-off",
    ),
    "bullets:added": (
        "Use bullet points in deliverables",
        "turned prose into bullet points",
    ),
    "bullets:removed": (
        "Write deliverables as prose paragraphs, not bullet points",
        "turned bullet points into prose",
    ),
    "headings:removed": (
        "Don't use section headings in deliverables",
        "removed the section headings",
    ),
    "headings:added": (
        "Organise deliverables under section headings",
        "added section headings",
    ),
    "heading_case:sentence": (
        "Write headings in sentence case",
        "changed the headings to sentence case",
    ),
    "heading_case:title": (
        "Write headings in Title Case",
        "changed the headings to title case",
    ),
    "heading_length:shorter": (
        "Keep section headings short, a few words each",
        "shortened the headings",
    ),
    "sentences:shorter": (
        "Write short, direct sentences in deliverables",
        "split or shortened long sentences",
    ),
    "sentences:longer": (
        "Don't chop deliverables into very short sentences",
        "joined short sentences",
    ),
    "emphasis:removed": (
        "Don't use bold or italic markdown in deliverables",
        "removed bold and italic formatting",
    ),
    "emphasis:added": (
        "Highlight key points in bold in deliverables",
        "added bold or italic highlights",
    ),
    "emoji:removed": ("Don't use emoji in deliverables", "removed the emoji"),
    "emoji:added": ("Use emoji in deliverables where they fit", "added emoji"),
}


@dataclass(frozen=True)
class Wording:
    """How a feature reads as a memory: its key, the instruction, and what the user did."""

    key: str
    content: str
    label: str


@dataclass(frozen=True)
class Approval:
    """One approved deliverable and the features of its edit."""

    deliverable_id: str
    approved_at: datetime
    features: tuple[Feature, ...]


def signal_of(payload: FeedbackPayload) -> Signal:
    """One approval's identity: the deliverable and both texts."""
    return Signal.of(
        payload.user_id, "feedback", payload.deliverable_id, [payload.original, payload.edited]
    )


def build(payload: FeedbackPayload, *, min_support: int, now: datetime) -> Build:
    """Store this approval's edit features and propose the preferences that recur."""

    def batch(session: Session) -> Batch:
        features = tuple(edit_features(payload.original, payload.edited))
        current = Approval(payload.deliverable_id, now, features)
        deliverable_edits.store(
            session,
            user_id=payload.user_id,
            deliverable_id=payload.deliverable_id,
            features=[f.code for f in features],
            at=now,
        )
        if not features:
            return Batch()
        earlier = deliverable_edits.recent(
            session,
            user_id=payload.user_id,
            but=payload.deliverable_id,
            limit=RECENT_APPROVALS - 1,
        )
        approvals = [current, *(_approval(row) for row in earlier)]
        return Batch(proposals=recurring(approvals, current=current, min_support=min_support))

    return batch


def _approval(row: deliverable_edits.StoredApproval) -> Approval:
    return Approval(
        row.deliverable_id, row.approved_at, tuple(map(Feature.from_code, row.features))
    )


def recurring(approvals: list[Approval], *, current: Approval, min_support: int) -> list[Proposal]:
    """Preferences the current approval supports that win their dimension across `approvals`."""
    tally = _tally(approvals)
    proposals: dict[str, Proposal] = {}
    for feature in current.features:
        group, identity = conflict_group(feature)
        winner = _winner(tally[group], min_support)
        if winner != identity:
            continue
        proposal = _proposal(tally[group][winner])
        proposals.setdefault(proposal.candidate.key, proposal)
    return [proposals[key] for key in sorted(proposals)]


def conflict_group(feature: Feature) -> tuple[str, str]:
    """(the dimension features compete in, this feature's identity within it)."""
    if feature.dimension == "word":
        source, _, target = feature.change.partition(">")
        return f"word.{stems(source)}", stems(target)
    return feature.dimension, feature.change


def wording(feature: Feature) -> Wording:
    """The memory a winning feature becomes."""
    fixed = _FIXED.get(feature.code)
    if fixed is not None:
        return Wording(_space(feature.dimension).key(), *fixed)
    if feature.dimension == "signoff":
        text = feature.change.removeprefix("set:")
        key = _space("signoff").key()
        return Wording(key, f'Sign off with "{text}"', f'signed off with "{text}"')
    if feature.dimension == "length":
        return _length_wording(feature)
    source, _, target = feature.change.partition(">")
    return Wording(
        keys.STYLE_WORD.key(keys.segment(stems(source))),
        f'Write "{target}" instead of "{source}"',
        f'changed "{source}" to "{target}"',
    )


def _length_wording(feature: Feature) -> Wording:
    if feature.change == "cut":
        return Wording(
            _space("length").key(),
            f"Keep deliverables short: the user cuts drafts by about {feature.amount}%",
            f"cut the draft by {feature.amount}%",
        )
    return Wording(
        _space("length").key(),
        f"Give deliverables more detail: the user expands drafts by about {feature.amount}%",
        f"expanded the draft by {feature.amount}%",
    )


def _space(dimension: str) -> keys.KeySpace:
    return keys.FORMAT_EMOJI if dimension == "emoji" else keys.DELIVERABLE[dimension]


def forget(session: Session, *, user_id: str, key: str, deliverable_ids: Iterable[str]) -> int:
    """Take the features worded under `key` out of these approvals, so they never count towards
    it again; returns how many approvals changed."""
    changed = 0
    for row in deliverable_edits.approvals_of(
        session, user_id=user_id, deliverable_ids=deliverable_ids
    ):
        kept = [code for code in row.features if wording(Feature.from_code(code)).key != key]
        if len(kept) < len(row.features):
            row.features, changed = kept, changed + 1
    session.flush()
    return changed


# -- support ------------------------------------------------------------------------------------

Supporters = list[tuple[Approval, Feature]]


def _tally(approvals: list[Approval]) -> dict[str, dict[str, Supporters]]:
    """group -> identity -> one (approval, feature) per supporting approval."""
    tally: dict[str, dict[str, Supporters]] = defaultdict(dict)
    for approval in approvals:
        seen: set[tuple[str, str]] = set()
        for feature in approval.features:
            group, identity = conflict_group(feature)
            if (group, identity) not in seen:
                seen.add((group, identity))
                tally[group].setdefault(identity, []).append((approval, feature))
    return tally


def _winner(rivals: dict[str, Supporters], min_support: int) -> str | None:
    """The identity with the most support, if it reaches `min_support` and beats every rival."""
    ranked = sorted(rivals.items(), key=lambda item: (-len(item[1]), item[0]))
    if not ranked or len(ranked[0][1]) < min_support:
        return None
    if len(ranked) > 1 and len(ranked[1][1]) == len(ranked[0][1]):
        return None  # a tie: the user has not settled on either
    return ranked[0][0]


def _proposal(supporters: Supporters) -> Proposal:
    identity = conflict_group(supporters[0][1])
    forms = [f for a, _ in supporters for f in a.features if conflict_group(f) == identity]
    feature = _representative(forms)
    words = wording(feature)
    candidate = MemoryCandidate(
        key=words.key,
        content=words.content,
        entry_type="preference",
        tags=["deliverables", words.key.split(".")[0]],
        confidence="low",
        importance=IMPORTANCE,
    )
    observations = tuple(
        Observation(
            "feedback",
            approval.deliverable_id,
            approval.approved_at,
            f"{approval.deliverable_id}: {wording(own).label}",
        )
        for approval, own in supporters
    )
    return Proposal(candidate, observations)


def _representative(features: list[Feature]) -> Feature:
    """The shortest form ("utilize", not "utilized"), then the commonest; the typical amount."""
    counts = Counter(f.change for f in features)
    change = min(counts, key=lambda c: (len(c), -counts[c], c))
    amounts = [f.amount for f in features if f.amount is not None]
    amount = round(median_low(amounts) / 10) * 10 if amounts else None
    return Feature(features[0].dimension, change, amount)
