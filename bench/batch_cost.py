"""LLM cost per session: input tokens before and after sending only the memories that can matter,
and cost per 1,000 sessions direct and in Message Batches.

Replays the 40 users and 689 sessions of bench/data/recall/preferences (sessions in order, so
each user's memories grow as they would) through the service with the Anthropic extractor
against the fake API, which answers with one plausible memory per session and reports usage as
the request's bytes / 4 (the fake's count; Anthropic's tokenizer is not public). Three runs on
fresh SQLite databases:

1. direct, every memory shown (up to 150, critical first: the behaviour before this change);
2. direct, only the memories that can matter (`extractors.known_selection`);
3. batch mode (as 2, submitted and collected round by round).

Each scenario runs as the dataset is (a user has about 17 memories by their last session) and
with `--seed-memories N` older preferences per user (other users' annotated preferences, as a
long-time user would have), where what is left out of the prompt shows. Input tokens per
session come from the fake's request log; the cost per 1,000 sessions is
those token counts at the price table of `memory_service.costs` (list prices with their date),
and the ledger's own accounting (`stats`) is printed next to it.

    .venv/bin/python bench/batch_cost.py [--users 40] [--seed-memories 120]
"""

from __future__ import annotations

import argparse
import json
import logging
import statistics
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from db import migrate
from devtools.fake_anthropic import FakeAnthropic
from memory_service import MemoryService
from memory_service.costs import PRICES_AS_OF, PriceTable, TokenUsage
from memory_service.extractors.anthropic import AnthropicExtractor
from memory_service.signals import conversation
from memory_service.tuning import MemoryConfig

DATA = Path(__file__).parent / "data" / "recall" / "preferences" / "preferences.json"
MODELS = ("claude-haiku-5-5", "claude-haiku-4-5")


def load_users(limit: int) -> list[dict[str, Any]]:
    return list(json.loads(DATA.read_text())["users"])[:limit]


def seeds(users: Sequence[dict[str, Any]], user_id: str, count: int) -> list[dict[str, Any]]:
    """`count` preferences other users stated, as memories this user had before."""
    found: dict[str, dict[str, Any]] = {}
    for other in users:
        for pref in other["preferences"] if other["user_id"] != user_id else ():
            thing = " ".join(pref["object_words"])
            verb = "Dislikes" if pref["polarity"] == "negative" else "Likes"
            key = "pref.{}.{}".format(pref["topic"], "_".join(thing.lower().split())[:40])
            found.setdefault(
                key, {"key": key, "content": f"{verb} {thing}", "entry_type": "preference"}
            )
    return list(found.values())[:count]


def replay(
    users: Sequence[dict[str, Any]], mode: str, workdir: Path, name: str, seed: int
) -> dict[str, Any]:
    """Every session of every user, round by round; returns per-session usage and the stats."""
    url = f"sqlite:///{workdir / name}.db"
    migrate.upgrade(url)
    with FakeAnthropic(default="plausible") as fake:
        extractor = AnthropicExtractor(api_key="sk-bench", base_url=fake.url)
        config = MemoryConfig(
            extraction_mode=mode, batch_min_size=1, batch_gather_s=0, batch_max_wait_s=3600
        )
        svc = MemoryService(url, config=config, extractor=extractor)
        for user in users if seed else ():
            candidates = seeds(users, user["user_id"], seed)
            svc.write(user["user_id"], kind="conversation", ref="seed", candidates=candidates)
        rounds = max(len(u["sessions"]) for u in users)
        for index in range(rounds):
            for user in users:
                if index < len(user["sessions"]):
                    s = user["sessions"][index]
                    svc.ingest_conversation(user["user_id"], s["messages"], s["session_id"])
            if mode == "batch":
                svc.batches.submit()
                svc.batches.collect()
        stats = svc.stats()
        svc.close()
        usages = [TokenUsage.of(u) for u in fake.batches.item_usage()]
        usages += [TokenUsage.of(r.reply.usage) for r in fake.message_requests if r.reply]
    return {"usages": usages, "stats": stats}


def all_memories(original: Callable[..., Any]) -> Callable[..., Any]:
    def known(rows: Any, messages: Any = None) -> Any:
        return original(rows)  # the selection before: no look at the session

    return known


def per_1000(usages: Sequence[TokenUsage], model: str, mode: str) -> float:
    prices = PriceTable()
    total = sum(prices.cost_usd(model, u, mode) for u in usages)  # type: ignore[arg-type]
    return 1000 * total / max(len(usages), 1)


def scenario(users: Sequence[dict[str, Any]], seed: int) -> dict[str, dict[str, Any]]:
    runs: dict[str, dict[str, Any]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        original = conversation.known_memories
        conversation.known_memories = all_memories(original)  # type: ignore[assignment]
        try:
            runs["direct, every memory"] = replay(users, "direct", Path(tmp), "before", seed)
        finally:
            conversation.known_memories = original  # type: ignore[assignment]
        runs["direct, selected"] = replay(users, "direct", Path(tmp), "after", seed)
        runs["batch, selected"] = replay(users, "batch", Path(tmp), "batch", seed)
    return runs


def report(title: str, runs: dict[str, dict[str, Any]]) -> None:
    print(f"\n{title}")
    print(
        "run                    calls  input/session  median  output/session"
        + "".join(f"  $ per 1,000 ({m})" for m in MODELS)
    )
    for name, run in runs.items():
        usages = run["usages"]
        mode = "batch" if name.startswith("batch") else "direct"
        prompt = [u.prompt_tokens for u in usages]
        output = statistics.mean(u.output_tokens for u in usages)
        costs = "".join(f"  {per_1000(usages, m, mode):>27.4f}" for m in MODELS)
        print(
            f"{name:<22} {len(usages):>5}  {statistics.mean(prompt):>13.0f}  "
            f"{statistics.median(prompt):>6.0f}  {output:>14.0f}{costs}"
        )
    before = statistics.mean(u.prompt_tokens for u in runs["direct, every memory"]["usages"])
    after = statistics.mean(u.prompt_tokens for u in runs["direct, selected"]["usages"])
    print(f"input tokens per session: {before:.0f} -> {after:.0f} ({after / before:.2f}x)")
    for name, run in runs.items():
        month = run["stats"]["llm_cost"]["month"]
        print(
            f"ledger ({name}): ${month['cost_usd']:.4f} for {month['calls']} calls, "
            f"batch saving ${month['batch_saving_usd']:.4f}, wasted {month['wasted_calls']}"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--users", type=int, default=40)
    parser.add_argument("--seed-memories", type=int, default=120)
    args = parser.parse_args()
    logging.disable(logging.WARNING)  # the fake's plausible memories are often rightly dropped
    users = load_users(args.users)
    print(f"{len(users)} users, prices as of {PRICES_AS_OF} (USD per million tokens, list)")
    report("the dataset as it is", scenario(users, 0))
    report(
        f"each user with {args.seed_memories} older preferences",
        scenario(users, args.seed_memories),
    )


if __name__ == "__main__":
    main()
