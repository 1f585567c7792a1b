#!/usr/bin/env python3
"""Fits the bots' fixed ratings from `takhte-sim tournament` lines (scripts/calibrate-ratings.sh).

Model: the winner of a game among seats of levels S is level i with chance
gamma_i / sum(gamma_k for k in S) (Luce's choice rule; for two seats this is Bradley-Terry, the
logistic model behind Elo and Glicko: rating = 400 log10 gamma). A draw counts half a win for
each side. Each pair that met also gets one virtual game split evenly (half a win each), so that a
sweep (the beginner bot never beats the casual one) gives a large finite gap, not an infinite one.
Ratings are anchored with the beginner level (random) at ANCHOR. The deviation of each rating is
its standard error from the curvature of the likelihood at the fit, relative to the casual level
(`easy`, held fixed: its own is 0; a floor of FLOOR is kept so that no bot counts as exactly
known).

Prints a Markdown table per game and the Rust const table for engine/src/rating.rs.
usage: fit-ratings.py ratings.jsonl [engine/src/rating_table.rs]
"""
import json
import math
import sys

ANCHOR = 1000.0
FLOOR = 30.0
LEVELS = ["random", "easy", "heuristic", "normal", "hard"]
SCALE = 400.0 / math.log(10.0)


def contests(lines):
    """Per game: a list of (multiset {level: seats}, {level: wins}) with weights."""
    by_game = {}
    for t in lines:
        seats = {}
        for b in t["bots"][: t["players"]] if len(t["bots"]) >= t["players"] else t["bots"]:
            seats[b] = seats.get(b, 0) + 1
        wins = {b: r["wins"] for b, r in t["results"].items()}
        draws = t.get("draws", 0)
        decided = t["games"] - t.get("unfinished", 0)
        # A draw: every seat shared first; half a win to each level.
        for b in seats:
            wins[b] = wins.get(b, 0) + draws / len(seats)
        # Sharing first between levels counts for both in the tally: scale to the games decided.
        total = sum(wins.values())
        if total > 0 and decided > 0:
            wins = {b: w * decided / total for b, w in wins.items()}
        by_game.setdefault(t["game"], []).append((seats, wins, decided))
        # The virtual game: half a win each, between two seats.
        pair = sorted(seats)
        if len(pair) == 2:
            by_game[t["game"]].append(({pair[0]: 1, pair[1]: 1}, {pair[0]: 0.5, pair[1]: 0.5}, 1))
    return by_game


def loglik(theta, data):
    ll = 0.0
    for seats, wins, _ in data:
        z = sum(n * math.exp(theta[b]) for b, n in seats.items())
        for b, w in wins.items():
            ll += w * (math.log(seats[b]) + theta[b] - math.log(z))
    return ll


def fit(data):
    levels = [l for l in LEVELS if any(l in s for s, _, _ in data)]
    gamma = {l: 1.0 for l in levels}
    for _ in range(20000):
        new = {}
        for i in levels:
            w = sum(wins.get(i, 0.0) for _, wins, _ in data)
            denom = 0.0
            for seats, wins, n in data:
                if i in seats:
                    games = sum(wins.values())
                    denom += games * seats[i] / sum(k * gamma[b] for b, k in seats.items())
            new[i] = w / denom
        # Normalise on the anchor.
        a = new[levels[0]]
        new = {b: g / a for b, g in new.items()}
        change = max(abs(math.log(new[b] / gamma[b])) for b in levels)
        gamma = new
        if change < 1e-12:
            break
    theta = {b: math.log(g) for b, g in gamma.items()}
    # Standard errors: the inverse of the negative Hessian over the other levels with the casual
    # level held fixed. A person's rating is only ever compared with the bots', so what counts is
    # how sure each bot's place is among the others, not how far all of them sit from the
    # anchor (the beginner bot, which in some games never wins, is the one least sure).
    held = "easy" if "easy" in levels else levels[0]
    free = [l for l in levels if l != held]
    h = 1e-4
    m = len(free)
    hess = [[0.0] * m for _ in range(m)]
    for x in range(m):
        for y in range(m):
            def at(dx, dy):
                t = dict(theta)
                t[free[x]] += dx
                t[free[y]] += dy
                return loglik(t, data)
            hess[x][y] = -(at(h, h) - at(h, -h) - at(-h, h) + at(-h, -h)) / (4 * h * h)
    inv = invert(hess)
    se = {held: 0.0}
    for x, b in enumerate(free):
        se[b] = math.sqrt(max(inv[x][x], 0.0)) * SCALE
    return {b: (ANCHOR + theta[b] * SCALE, se[b]) for b in levels}


def invert(a):
    n = len(a)
    m = [row[:] + [1.0 if i == j else 0.0 for j in range(n)] for i, row in enumerate(a)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        pv = m[c][c]
        m[c] = [v / pv for v in m[c]]
        for r in range(n):
            if r != c:
                f = m[r][c]
                m[r] = [v - f * w for v, w in zip(m[r], m[c])]
    return [row[n:] for row in m]


def main():
    lines = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
    games = contests(lines)
    consts = []
    for game in ["shikoku", "port-royal", "settlers", "tripoli", "sekigahara"]:
        if game not in games:
            continue
        print(f"\n### {game}\n")
        print("| seats | games | wins (first level) | win rate | Wilson 95% |")
        print("| --- | --- | --- | --- | --- |")
        for t in lines:
            if t["game"] != game:
                continue
            a = t["bots"][0]
            r = t["results"].get(a, {"wins": 0, "win_rate": 0.0, "ci95": [0.0, 0.0]})
            lo, hi = r["ci95"]
            extra = f" ({t['draws']} drawn)" if t.get("draws") else ""
            print(f"| {' v '.join(t['bots'])} | {t['games']}{extra} | {r['wins']} | "
                  f"{r['win_rate']:.3f} | {lo:.3f}–{hi:.3f} |")
        ratings = fit(games[game])
        print("\n| level | rating | deviation |\n| --- | --- | --- |")
        for b in LEVELS:
            if b in ratings:
                r, s = ratings[b]
                print(f"| {b} | {round(r)} | {round(max(s, FLOOR))} |")
        consts.append((game, ratings))
    if len(sys.argv) > 2:
        write_table(sys.argv[2], consts)


def write_table(path, consts):
    """The engine's table (engine/src/rating_table.rs), in the engine's order of games."""
    order = ["shikoku", "port-royal", "settlers", "tripoli", "sekigahara"]
    out = ["// Written by scripts/fit-ratings.py from scripts/calibrate-ratings.sh's tournaments",
           "// (docs/ratings.md). Each level: rating (random anchored at 1000), deviation.",
           "const BOT_TABLE: [(&str, [BotRating; 5]); 5] = ["]
    fitted = dict(consts)
    for game in order:
        out.append(f'    (\n        "{game}",\n        [')
        for b in LEVELS:
            r, se = fitted[game][b]
            out.append(f'            bot("{b}", {round(r)}.0, {round(max(se, FLOOR))}.0),')
        out.append("        ],\n    ),")
    out.append("];")
    open(path, "w").write("\n".join(out) + "\n")

if __name__ == "__main__":
    main()
