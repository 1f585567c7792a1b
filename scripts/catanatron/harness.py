#!/usr/bin/env python3
"""Our settlers bot against Catanatron's bots, in Catanatron's engine (issue 47).

Catanatron drives every game. When our seat is asked to act, the harness writes Catanatron's
state as a Takhte position description (`engine/src/games/settlers/describe.rs`), sends it with
the deciding seat, the level and Catanatron's playable actions (translated) to the persistent
`takhte-settlers-bot` process, and plays the action it answers. Our bot reads only its own
seat's view of that position; Catanatron's bots read Catanatron's full state (AlphaBeta and
ValueFunction see every hand: they cheat, and the doc says so).

Usage (see docs/catanatron.md):
  CATANATRON_SRC=/path/to/catanatron-checkout scripts/catanatron/.venv/bin/python \
      scripts/catanatron/harness.py --ours hard --theirs alphabeta --games 20 --players 4 \
      [--bin target/release/takhte-settlers-bot] [--seed 1] [--out result.json]

The Catanatron source is imported from CATANATRON_SRC (its `catanatron/` package directory's
parent, or the checkout root); nothing of it is copied here.
"""

import argparse
import json
import os
import random
import subprocess
import sys
import time
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def import_catanatron():
    src = os.environ.get("CATANATRON_SRC")
    if src:
        for cand in (os.path.join(src, "catanatron"), src):
            if os.path.isdir(os.path.join(cand, "catanatron")):
                sys.path.insert(0, cand)
                break
    import catanatron  # noqa: F401  (fails loudly without the source)


sys.path.insert(0, HERE)
from harness_math import wilson  # noqa: E402

import_catanatron()

from catanatron.game import Game, TURNS_LIMIT  # noqa: E402
from catanatron.models.actions import generate_playable_actions  # noqa: E402
from catanatron.models.coordinate_system import UNIT_VECTORS, Direction, add  # noqa: E402
from catanatron.models.enums import (  # noqa: E402
    RESOURCES,
    SETTLEMENT,
    CITY,
    ActionPrompt,
    ActionType,
    NodeRef,
)
from catanatron.models.map import (  # noqa: E402
    BASE_MAP_TEMPLATE,
    BASE_NUMBERS_IN_SPIRAL_ORDER,
    PORT_DIRECTION_TO_NODEREFS,
    CatanMap,
    MapTemplate,
    initialize_tiles,
)
from catanatron.models.player import Color, Player, RandomPlayer  # noqa: E402
from catanatron.models.spiral import spiral_land_coordinates  # noqa: E402
from catanatron.models.tiles import LandTile, Port, Water  # noqa: E402

# Catanatron's corner names in Takhte's corner order (clockwise from the top).
CORNER_REFS = [
    NodeRef.NORTH,
    NodeRef.NORTHEAST,
    NodeRef.SOUTHEAST,
    NodeRef.SOUTH,
    NodeRef.SOUTHWEST,
    NodeRef.NORTHWEST,
]
# The side between Takhte corners i and i+1, as the direction from the hex to its neighbour.
SIDE_DIRECTIONS = [
    Direction.NORTHEAST,
    Direction.EAST,
    Direction.SOUTHEAST,
    Direction.SOUTHWEST,
    Direction.WEST,
    Direction.NORTHWEST,
]
OPPOSITE = {
    Direction.EAST: Direction.WEST,
    Direction.WEST: Direction.EAST,
    Direction.NORTHEAST: Direction.SOUTHWEST,
    Direction.SOUTHWEST: Direction.NORTHEAST,
    Direction.NORTHWEST: Direction.SOUTHEAST,
    Direction.SOUTHEAST: Direction.NORTHWEST,
}
# Takhte's resource names (serde) in Catanatron's RESOURCES order (SHEEP is our wool).
OUR_RES = ["Wood", "Brick", "Wool", "Wheat", "Ore"]
# Takhte's development kinds: knight, road building, year of plenty, monopoly, victory point.
OUR_DEVS = ["KNIGHT", "ROAD_BUILDING", "YEAR_OF_PLENTY", "MONOPOLY", "VICTORY_POINT"]
NONE = 255


class Takhte:
    """The persistent `takhte-settlers-bot` process: one JSON line in, one out."""

    def __init__(self, binary):
        self.proc = subprocess.Popen(
            [binary], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1
        )

    def call(self, request):
        self.proc.stdin.write(json.dumps(request) + "\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        if not line:
            raise RuntimeError("takhte-settlers-bot stopped")
        return json.loads(line)

    def close(self):
        self.proc.stdin.close()
        self.proc.wait()


class Geometry:
    """Takhte's board ids against Catanatron's coordinates and node ids."""

    def __init__(self, topo):
        self.topo = topo
        self.axial = [tuple(a) for a in topo["hex_axial"]]
        # Takhte axial (q, r) is Catanatron's cube (x, y, z) with q = x, r = z.
        self.hex_of_cube = {(q, -q - r, r): h for h, (q, r) in enumerate(self.axial)}
        self.edge_id = {tuple(sorted(e)): i for i, e in enumerate(topo["edge_vertices"])}
        self.template, self.port_slot = self._template()

    def _template(self):
        """Catanatron's base map with the harbours on Takhte's nine harbour edges."""
        topology = {c: t for c, t in BASE_MAP_TEMPLATE.topology.items() if t is LandTile}
        ports = {}
        for slot, e in enumerate(self.topo["harbour_edges"]):
            a, b = self.topo["edge_vertices"][e]
            for h, corners in enumerate(self.topo["hex_vertices"]):
                if a in corners and b in corners:
                    i, j = corners.index(a), corners.index(b)
                    side = i if j == (i + 1) % 6 else j
                    q, r = self.axial[h]
                    water = add((q, -q - r, r), UNIT_VECTORS[SIDE_DIRECTIONS[side]])
                    ports[water] = (slot, OPPOSITE[SIDE_DIRECTIONS[side]])
        assert len(ports) == 9, ports
        port_slot = {}
        for c, t in BASE_MAP_TEMPLATE.topology.items():
            if t is LandTile:
                continue
            if c in ports:
                slot, direction = ports[c]
                topology[c] = (Port, direction)
                port_slot[c] = slot
            else:
                topology[c] = Water
        template = MapTemplate(
            BASE_MAP_TEMPLATE.numbers,
            BASE_MAP_TEMPLATE.port_resources,
            BASE_MAP_TEMPLATE.tile_resources,
            topology,
        )
        return template, port_slot

    def new_map(self):
        """A Catanatron map (its own shuffle of terrain and harbour kinds, numbers on its official
        spiral) with harbours where Takhte has them; checks the node mapping on the way."""
        tiles = initialize_tiles(self.template, number_placement="random")
        i = 0
        for c in spiral_land_coordinates(tiles, (2, -2, 0)):
            if tiles[c].resource is not None:
                tiles[c].number = BASE_NUMBERS_IN_SPIRAL_ORDER[i]
                i += 1
        cmap = CatanMap.from_tiles(tiles)
        node = {}
        for c, t in cmap.land_tiles.items():
            h = self.hex_of_cube[c]
            for i, ref in enumerate(CORNER_REFS):
                v = self.topo["hex_vertices"][h][i]
                assert node.setdefault(t.nodes[ref], v) == v
        assert len(node) == 54
        for c, t in cmap.land_tiles.items():
            for e in t.edges.values():
                assert tuple(sorted(node[n] for n in e)) in self.edge_id, "edge mapping"
        harbours = [None] * 9
        for c, slot in self.port_slot.items():
            port = cmap.tiles[c]
            a, b = PORT_DIRECTION_TO_NODEREFS[port.direction]
            edge = self.edge_id[tuple(sorted((node[port.nodes[a]], node[port.nodes[b]])))]
            assert edge == self.topo["harbour_edges"][slot], "harbour mapping"
            harbours[slot] = 5 if port.resource is None else RESOURCES.index(port.resource)
        return cmap, BoardMap(self, cmap, node, harbours)


class BoardMap:
    """One game's translation tables."""

    def __init__(self, geo, cmap, node, harbours):
        self.geo = geo
        self.cmap = cmap
        self.node = node  # Catanatron node id -> Takhte vertex
        self.harbours = harbours
        self.hex = {c: geo.hex_of_cube[c] for c in cmap.land_tiles}
        self.terrain = [5] * 19
        self.tokens = [0] * 19
        for c, t in cmap.land_tiles.items():
            h = self.hex[c]
            if t.resource is not None:
                self.terrain[h] = RESOURCES.index(t.resource)
                self.tokens[h] = t.number

    def edge(self, e):
        return self.geo.edge_id[tuple(sorted(self.node[n] for n in e))]


def describe(game, bm):
    """Catanatron's state as a Takhte position description (the whole truth: every hand)."""
    st = game.state
    n = len(st.colors)
    seat_of = {c: i for i, c in enumerate(st.colors)}
    ps = st.player_state
    buildings = []
    for node_id, (color, kind) in st.board.buildings.items():
        buildings.append(
            {"seat": seat_of[color], "vertex": bm.node[node_id], "city": kind == CITY}
        )
    roads = {}
    for e, color in st.board.roads.items():
        roads[bm.edge(e)] = seat_of[color]
    seats = []
    for i in range(n):
        seats.append(
            {
                "hand": [ps[f"P{i}_{r}_IN_HAND"] for r in RESOURCES],
                "devs": [ps[f"P{i}_{d}_IN_HAND"] for d in OUR_DEVS],
                "played": [ps[f"P{i}_PLAYED_{d}"] for d in OUR_DEVS],
            }
        )
    deck_count = Counter(st.development_listdeck)
    prompt = st.current_prompt
    active = st.current_turn_index
    if prompt == ActionPrompt.BUILD_INITIAL_SETTLEMENT:
        active = st.current_player_index
        phase = {"Setup": {"index": len(buildings), "vertex": NONE}}
    elif prompt == ActionPrompt.BUILD_INITIAL_ROAD:
        active = st.current_player_index
        last = st.buildings_by_color[st.colors[active]][SETTLEMENT][-1]
        phase = {"Setup": {"index": len(roads), "vertex": bm.node[last]}}
    elif prompt == ActionPrompt.DISCARD:
        # Catanatron asks the owing seats in seat order, Takhte in turn order from the active
        # player: only the seat asked now and those Takhte would ask after it are shown owing.
        me = st.current_player_index
        left = [0, 0, 0, 0]
        for k in range(n):
            s = (active + k) % n
            if s == me or (left[me] and st.discard_counts[s] > 0):
                left[s] = st.discard_counts[s]
        phase = {"Discard": {"left": left}}
    elif prompt == ActionPrompt.MOVE_ROBBER:
        phase = "Robber"
    elif prompt == ActionPrompt.PLAY_TURN:
        if st.is_road_building:
            phase = {"RoadBuilding": {"left": st.free_roads_available}}
        elif not ps[f"P{active}_HAS_ROLLED"]:
            phase = "Roll"
        else:
            phase = "Main"
    else:
        raise ValueError(f"prompt {prompt} (player trades are off)")
    bought = [0] * 5
    for k, d in enumerate(OUR_DEVS[:4]):
        if not ps[f"P{active}_{d}_OWNED_AT_START"]:
            bought[k] = ps[f"P{active}_{d}_IN_HAND"]
    holder = lambda key: next((i for i in range(n) if ps[f"P{i}_{key}"]), None)  # noqa: E731
    robber = bm.hex[st.board.robber_coordinate]
    for_two = n == 2
    return {
        "options": {
            "victory_points": game.vps_to_win,
            "friendly_robber": st.friendly_robber,
            "discard_limit": st.discard_limit,
            "for_two": for_two,
        },
        "terrain": bm.terrain,
        "tokens": bm.tokens,
        "harbours": bm.harbours,
        "robber": robber,
        "buildings": buildings,
        "roads": [{"seat": s, "edge": e} for e, s in sorted(roads.items())],
        "seats": seats,
        "bank": list(st.resource_freqdeck),
        "deck": [deck_count.get(d, 0) for d in OUR_DEVS],
        "phase": phase,
        "active": active,
        "turn": min(st.num_turns, 65535),
        "rolled": bool(ps[f"P{active}_HAS_ROLLED"]),
        "dev_played": bool(ps[f"P{active}_HAS_PLAYED_DEVELOPMENT_CARD_IN_TURN"]),
        "bought": bought,
        "longest": holder("HAS_ROAD"),
        "army": holder("HAS_ARMY"),
    }


def translate(action, game, bm):
    """A Catanatron action as a Takhte action (serde JSON), or None where Takhte has none."""
    t, v = action.action_type, action.value
    seat_of = {c: i for i, c in enumerate(game.state.colors)}
    res = lambda r: OUR_RES[RESOURCES.index(r)]  # noqa: E731
    if t == ActionType.ROLL:
        return "RollDice"
    if t == ActionType.END_TURN:
        return "EndTurn"
    if t == ActionType.BUY_DEVELOPMENT_CARD:
        return "BuyDevelopment"
    if t == ActionType.PLAY_KNIGHT_CARD:
        return "PlayKnight"
    if t == ActionType.PLAY_ROAD_BUILDING:
        return "PlayRoadBuilding"
    if t == ActionType.BUILD_SETTLEMENT:
        return {"BuildSettlement": {"vertex": bm.node[v]}}
    if t == ActionType.BUILD_CITY:
        return {"BuildCity": {"vertex": bm.node[v]}}
    if t == ActionType.BUILD_ROAD:
        return {"BuildRoad": {"edge": bm.edge(v)}}
    if t == ActionType.MOVE_ROBBER:
        coord, victim = v[0], v[1]
        return {
            "MoveRobber": {
                "hex": bm.hex[coord],
                "steal_from": None if victim is None else seat_of[victim],
            }
        }
    if t == ActionType.DISCARD_RESOURCE:
        return {"Discard": {"resource": res(v)}}
    if t == ActionType.PLAY_MONOPOLY:
        return {"PlayMonopoly": {"resource": res(v)}}
    if t == ActionType.PLAY_YEAR_OF_PLENTY:
        if len(v) != 2:
            return None  # Catanatron's one-card year of plenty (bank short): no Takhte twin
        a, b = sorted(v, key=RESOURCES.index)
        return {"PlayYearOfPlenty": {"first": res(a), "second": res(b)}}
    if t == ActionType.MARITIME_TRADE:
        return {"BankTrade": {"give": res(v[0]), "get": res(v[-1])}}
    return None


class TakhtePlayer(Player):
    """A Catanatron player whose decisions come from Takhte's bot at `level`."""

    def __init__(self, color, takhte, level, geometry_map, stats, seed=0):
        super().__init__(color)
        self.takhte = takhte
        self.level = level
        self.bm = geometry_map
        self.stats = stats
        # A string seed is hashed the same way in every process: a game replays from its seed.
        self.rng = random.Random(f"{seed}/{color.value}/{level}")

    def decide(self, game, playable_actions):
        if len(playable_actions) == 1:
            return playable_actions[0]
        allowed = {}
        for a in playable_actions:
            ours = translate(a, game, self.bm)
            if ours is not None:
                allowed.setdefault(json.dumps(ours, sort_keys=True), a)
        seat = game.state.colors.index(self.color)
        request = {
            "position": describe(game, self.bm),
            "seat": seat,
            "level": self.level,
            "salt": self.rng.getrandbits(63),
            "allowed": [json.loads(k) for k in allowed],
        }
        start = time.perf_counter()
        reply = self.takhte.call(request)
        if "error" in reply and "longest road" in reply["error"]:
            # Catanatron re-awards the title after a road is cut to the first of the longest
            # (even under 5 roads); Takhte's rules would not: describe nobody holding it.
            self.stats["title_retries"] += 1
            request["position"]["longest"] = None
            reply = self.takhte.call(request)
        self.stats["our_seconds"] += time.perf_counter() - start
        self.stats["our_decisions"] += 1
        if "error" in reply:
            self.stats["fallbacks"] += 1
            self.stats.setdefault("errors", {})
            err = reply["error"][:120]
            self.stats["errors"][err] = self.stats["errors"].get(err, 0) + 1
            return self.rng.choice(playable_actions)
        unmatched = reply.get("unmatched", [])
        self.stats["unmatched"] += len(unmatched)
        kinds = self.stats.setdefault("unmatched_kinds", {})
        for a in unmatched:
            kind = a if isinstance(a, str) else next(iter(a))
            kinds[kind] = kinds.get(kind, 0) + 1
        key = json.dumps(reply["action"], sort_keys=True)
        return allowed[key]


class Timed(Player):
    """Wraps a Catanatron player to count its decisions and time."""

    def __init__(self, inner, stats):
        super().__init__(inner.color)
        self.inner = inner
        self.stats = stats

    def decide(self, game, playable_actions):
        if len(playable_actions) == 1:
            return playable_actions[0]
        start = time.perf_counter()
        a = self.inner.decide(game, playable_actions)
        self.stats["their_seconds"] += time.perf_counter() - start
        self.stats["their_decisions"] += 1
        return a

    def reset_state(self):
        self.inner.reset_state()


def their_player(kind, color):
    if kind == "alphabeta":
        from catanatron.players.minimax import AlphaBetaPlayer

        return AlphaBetaPlayer(color)
    if kind == "value":
        from catanatron.players.value import ValueFunctionPlayer

        return ValueFunctionPlayer(color)
    if kind == "weighted":
        from catanatron.players.weighted_random import WeightedRandomPlayer

        return WeightedRandomPlayer(color)
    if kind == "random":
        return RandomPlayer(color)
    raise ValueError(f"unknown Catanatron player {kind}")


def play_game(i, args, geo, takhte, stats):
    """Game `i`: our bot in seat i mod players, Catanatron's in the others."""
    seed = args.seed * 1_000_003 + i
    random.seed(seed)
    colors = [Color.RED, Color.BLUE, Color.ORANGE, Color.WHITE][: args.players]
    cmap, bm = geo.new_map()
    our_seat = i % args.players
    players = []
    for s, c in enumerate(colors):
        if s == our_seat:
            players.append(TakhtePlayer(c, takhte, args.ours, bm, stats, seed))
        else:
            players.append(Timed(their_player(args.theirs, c), stats))
    two = args.players == 2
    game = Game(
        players,
        seed=seed,
        catan_map=cmap,
        vps_to_win=15 if two else 10,
        discard_limit=9 if two else 7,
        friendly_robber=two,
    )
    # Seats rotate: undo Catanatron's random seating (state is still untouched).
    st = game.state
    st.players = players
    st.colors = tuple(colors)
    st.color_to_index = {c: k for k, c in enumerate(colors)}
    game.playable_actions = generate_playable_actions(st)
    winner = game.play()
    return {
        "game": i,
        "seed": seed,
        "our_seat": our_seat,
        "winner_seat": None if winner is None else colors.index(winner),
        "turns": st.num_turns,
        "points": [st.player_state[f"P{k}_ACTUAL_VICTORY_POINTS"] for k in range(len(colors))],
    }


def summarize(args, games, stats, wall):
    """The result so far: wins, Wilson interval, decision rates, fallbacks, every game."""
    n = len(games)
    wins = sum(g["winner_seat"] == g["our_seat"] for g in games)
    lo, hi = wilson(wins, n)
    result = {
        "ours": args.ours,
        "theirs": args.theirs,
        "players": args.players,
        "games": n,
        "wins": wins,
        "win_rate": wins / n if n else 0.0,
        "wilson95": [lo, hi],
        "undecided": sum(g["winner_seat"] is None for g in games),
        "turn_limit": TURNS_LIMIT,
        "par": 1 / args.players,
        "our_decisions": stats["our_decisions"],
        "our_decisions_per_second": stats["our_decisions"] / max(stats["our_seconds"], 1e-9),
        "our_seconds": stats["our_seconds"],
        "their_decisions": stats["their_decisions"],
        "their_seconds": stats["their_seconds"],
        "their_decisions_per_second": stats["their_decisions"]
        / max(stats["their_seconds"], 1e-9),
        "fallbacks": stats["fallbacks"],
        "title_retries": stats["title_retries"],
        "unmatched_actions": stats["unmatched"],
        "unmatched_kinds": dict(stats.get("unmatched_kinds") or {}),
        "errors": dict(stats.get("errors") or {}),
        "wall_seconds": wall,
        "per_game": games,
    }
    if args.out:
        with open(args.out, "w") as f:
            json.dump(result, f, indent=1)
    return result


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--ours", default="hard", help="Takhte level")
    ap.add_argument("--theirs", default="value", help="alphabeta, value, weighted, random")
    ap.add_argument("--games", type=int, default=4)
    ap.add_argument("--players", type=int, default=4, choices=[2, 3, 4])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--first", type=int, default=0, help="index of the first game")
    ap.add_argument(
        "--bin",
        default=os.path.join(
            os.environ.get("CARGO_TARGET_DIR", os.path.join(ROOT, "target")),
            "release",
            "takhte-settlers-bot",
        ),
    )
    ap.add_argument("--out", help="write the JSON result here")
    args = ap.parse_args()
    if os.environ.get("PYTHONHASHSEED") != "0":
        # Catanatron lists some actions from sets of strings, whose order follows the string
        # hash: fix it, so a game replays from its seed.
        os.execve(sys.executable, [sys.executable, *sys.argv], {**os.environ, "PYTHONHASHSEED": "0"})
    takhte = Takhte(args.bin)
    geo = Geometry(takhte.call({"cmd": "topology"}))
    stats = Counter()
    games = []
    t0 = time.perf_counter()
    for i in range(args.first, args.first + args.games):
        g = play_game(i, args, geo, takhte, stats)
        games.append(g)
        won = g["winner_seat"] == g["our_seat"]
        print(
            f"game {i}: ours in seat {g['our_seat']}, winner {g['winner_seat']}, "
            f"{g['turns']} turns, points {g['points']}{'  (ours won)' if won else ''}",
            file=sys.stderr,
            flush=True,
        )
        summarize(args, games, stats, time.perf_counter() - t0)
    takhte.close()
    result = summarize(args, games, stats, time.perf_counter() - t0)
    n, wins, errors = result["games"], result["wins"], result["errors"]
    lo, hi = result["wilson95"]
    print(
        "| ours | theirs | players | games | wins | win rate | 95% Wilson | ours dec/s | theirs dec/s | fallbacks |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|")
    print(
        f"| {args.ours} | {args.theirs} | {args.players} | {n} | {wins} | {wins / max(n, 1):.0%} "
        f"| {lo:.0%}–{hi:.0%} | {result['our_decisions_per_second']:.1f} "
        f"| {result['their_decisions_per_second']:.1f} | {stats['fallbacks']} |"
    )
    if errors:
        print(json.dumps(dict(errors), indent=1), file=sys.stderr)


if __name__ == "__main__":
    main()
