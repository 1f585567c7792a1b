#!/usr/bin/env python3
"""Smoke test of the Catanatron harness: run only where its venv and the Catanatron source are
(`CATANATRON_SRC`), and the release `takhte-settlers-bot` is built (docs/catanatron.md):

  CATANATRON_SRC=/path/to/catanatron scripts/catanatron/.venv/bin/python \
      scripts/catanatron/test_harness.py
"""

import os
import random
import sys
import unittest
from collections import Counter

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness  # noqa: E402


def binary():
    return os.path.join(
        os.environ.get("CARGO_TARGET_DIR", os.path.join(harness.ROOT, "target")),
        "release",
        "takhte-settlers-bot",
    )


@unittest.skipUnless(os.path.exists(binary()), "build takhte-settlers-bot --release first")
class HarnessSmoke(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.takhte = harness.Takhte(binary())
        cls.geo = harness.Geometry(cls.takhte.call({"cmd": "topology"}))

    @classmethod
    def tearDownClass(cls):
        cls.takhte.close()

    def test_boards_map_node_for_node_with_harbours_on_our_edges(self):
        random.seed(5)
        for _ in range(5):
            cmap, bm = self.geo.new_map()  # asserts nodes, edges and harbour edges
            self.assertEqual(sorted(bm.harbours), [0, 1, 2, 3, 4, 5, 5, 5, 5])
            self.assertEqual(sorted(bm.terrain), sorted([0] * 4 + [1] * 3 + [2] * 4 + [3] * 4 + [4] * 3 + [5]))

    def test_every_position_of_a_game_is_accepted_and_its_legal_moves_translate(self):
        """A game of Catanatron's random bots: each position is described, our engine accepts
        it, and our bot's answer is one of Catanatron's playable actions."""
        random.seed(11)
        cmap, bm = self.geo.new_map()
        colors = [harness.Color.RED, harness.Color.BLUE, harness.Color.ORANGE, harness.Color.WHITE]
        game = harness.Game([harness.RandomPlayer(c) for c in colors], seed=11, catan_map=cmap)
        asked = 0
        while game.winning_color() is None and game.state.num_turns < 400:
            actions = game.playable_actions
            if len(actions) > 1 and asked < 400:
                stats = Counter()
                player = harness.TakhtePlayer(
                    game.state.current_color(), self.takhte, "heuristic", bm, stats
                )
                chosen = player.decide(game, actions)
                self.assertIn(chosen, actions)
                self.assertEqual(stats["fallbacks"], 0, dict(stats))
                self.assertEqual(stats["unmatched"], 0, (actions, harness.describe(game, bm)))
                asked += 1
            game.play_tick()
        self.assertGreater(asked, 100)

    def test_a_refused_description_says_why(self):
        random.seed(3)
        cmap, bm = self.geo.new_map()
        colors = [harness.Color.RED, harness.Color.BLUE, harness.Color.ORANGE]
        game = harness.Game([harness.RandomPlayer(c) for c in colors], seed=3, catan_map=cmap)
        desc = harness.describe(game, bm)
        desc["bank"][0] += 1
        reply = self.takhte.call({"position": desc, "seat": 0, "level": "heuristic"})
        self.assertIn("wood cards between hands and bank", reply.get("error", ""))

    def test_one_game_against_weighted_random_finishes(self):
        class Args:
            players = 4
            ours = "heuristic"
            theirs = "weighted"
            seed = 9

        stats = Counter()
        g = harness.play_game(0, Args, self.geo, self.takhte, stats)
        self.assertEqual(stats["fallbacks"], 0)
        self.assertGreater(stats["our_decisions"], 20)
        self.assertIsNotNone(g["winner_seat"])


if __name__ == "__main__":
    unittest.main()
