#!/usr/bin/env python3
"""Merges harness result files (runs split with --first) into one Markdown table:

  python3 scripts/catanatron/merge.py result-*.json
"""

import json
import sys
from collections import defaultdict

from harness_math import wilson


def main():
    rows = defaultdict(lambda: defaultdict(float))
    for path in sys.argv[1:]:
        with open(path) as f:
            r = json.load(f)
        row = rows[(r["ours"], r["theirs"], r["players"])]
        for k in ("games", "wins", "undecided", "fallbacks", "our_decisions", "their_decisions"):
            row[k] += r.get(k, 0)
        for k in ("title_retries", "unmatched_actions"):
            row[k] += r.get(k, 0)
        for side in ("our", "their"):
            # Older result files have the rate but not the seconds.
            seconds = r.get(f"{side}_seconds")
            if seconds is None and r.get(f"{side}_decisions_per_second"):
                seconds = r[f"{side}_decisions"] / r[f"{side}_decisions_per_second"]
            row[f"{side}_seconds"] += seconds or 0
    print("| ours | theirs | players | games | wins | win rate | 95% Wilson | par | ours dec/s | theirs dec/s | fallbacks | title retries | unmatched |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    for (ours, theirs, players), r in sorted(rows.items()):
        n, w = int(r["games"]), int(r["wins"])
        lo, hi = wilson(w, n)
        ours_rate = r["our_decisions"] / r["our_seconds"] if r["our_seconds"] else float("nan")
        theirs_rate = r["their_decisions"] / r["their_seconds"] if r["their_seconds"] else float("nan")
        print(
            f"| {ours} | {theirs} | {players} | {n} | {w} | {w / max(n, 1):.0%} | {lo:.0%}–{hi:.0%} "
            f"| {1 / players:.0%} | {ours_rate:.1f} | {theirs_rate:.1f} | {int(r['fallbacks'])} "
            f"| {int(r['title_retries'])} | {int(r['unmatched_actions'])} |"
        )


if __name__ == "__main__":
    main()
