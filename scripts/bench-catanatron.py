#!/usr/bin/env python3
"""Side by side, in one run: the settlers game (`takhte-sim play`, 4 random bots, one thread)
against Catanatron (4 `RandomPlayer`s), on one core each in turn, interleaved in rounds.

Prints per round and in total each side's games per second and average actions per game, and
the ratio of games per second (and, beside it, of actions per second). Catanatron must be
importable (e.g. `python3 -m venv target/catan-venv && target/catan-venv/bin/pip install
catanatron==3.2.1`, then run this script with that venv's python). Usage:

  target/catan-venv/bin/python scripts/bench-catanatron.py [--rounds 3] [--catan-games 100]
      [--takhte-games 20000] [--sim target/sim/takhte-sim]
"""
import argparse
import json
import subprocess
import time

from catanatron import Color, Game, RandomPlayer


def catanatron_round(games, seed):
    """Plays `games` Catanatron games of 4 random players; returns (seconds, actions)."""
    import random

    random.seed(seed)
    actions = 0
    start = time.perf_counter()
    for _ in range(games):
        colors = [Color.RED, Color.BLUE, Color.WHITE, Color.ORANGE]
        game = Game([RandomPlayer(c) for c in colors])
        game.play()
        actions += len(game.state.actions)
    return time.perf_counter() - start, actions


def takhte_round(sim, games, seed):
    """Plays `games` settlers games of 4 random bots on one thread; returns (seconds, actions)."""
    out = subprocess.run(
        [sim, "play", "--game", "settlers", "--players", "4", "--bots", "random",
         "--games", str(games), "--seed", str(seed), "--threads", "1"],
        check=True, capture_output=True, text=True,
    ).stdout
    summary = json.loads(out.strip().splitlines()[-1])
    assert summary["unfinished"] == 0, summary
    return summary["seconds"], summary["avg_actions"] * games


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--catan-games", type=int, default=100)
    ap.add_argument("--takhte-games", type=int, default=20000)
    ap.add_argument("--sim", default="target/sim/takhte-sim")
    args = ap.parse_args()
    totals = {"catanatron": [0.0, 0, 0], "takhte": [0.0, 0, 0]}
    for r in range(args.rounds):
        seconds, actions = takhte_round(args.sim, args.takhte_games, 1 + r * args.takhte_games)
        totals["takhte"] = [totals["takhte"][0] + seconds, totals["takhte"][1] + actions,
                            totals["takhte"][2] + args.takhte_games]
        t_rate = args.takhte_games / seconds
        seconds, actions = catanatron_round(args.catan_games, r)
        totals["catanatron"] = [totals["catanatron"][0] + seconds,
                                totals["catanatron"][1] + actions,
                                totals["catanatron"][2] + args.catan_games]
        c_rate = args.catan_games / seconds
        print(f"round {r + 1}: takhte {t_rate:,.1f} games/s, catanatron {c_rate:,.2f} games/s,"
              f" ratio {t_rate / c_rate:,.0f}x", flush=True)
    result = {}
    for side, (seconds, actions, games) in totals.items():
        result[side] = {"games": games, "seconds": round(seconds, 2),
                        "games_per_sec": round(games / seconds, 2),
                        "avg_actions": round(actions / games, 1)}
    result["ratio"] = round(result["takhte"]["games_per_sec"] / result["catanatron"]["games_per_sec"])
    # Per action too: the games differ in length (trades between players are actions here, and
    # Catanatron's random players make none).
    actions_per_sec = {side: totals[side][1] / totals[side][0] for side in totals}
    result["ratio_per_action"] = round(actions_per_sec["takhte"] / actions_per_sec["catanatron"])
    print(json.dumps(result))


if __name__ == "__main__":
    main()
