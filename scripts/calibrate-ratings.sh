#!/usr/bin/env bash
# Bot-against-bot tournaments behind the bots' fixed ratings (docs/ratings.md): each pair of
# levels of each game, written one JSON line per tournament to $OUT (default ratings.jsonl),
# then fitted by scripts/fit-ratings.py. Games per pair: CHEAP for pairs of the quick levels,
# and per game for pairs with a search level (normal, hard), which think by their full
# iteration budget (no --think-ms: the app's bound when the device is fast enough).
# Two-seat games play one bot a side; Port Royal plays its two-player game; the settlers game
# needs three players: one seat of a level against two of another, seats rotating (the quick
# pairs and heuristic v normal: the weaker alone, `A,B,B`; pairs with hard: hard alone, so that
# only one seat searches that long).
#   scripts/calibrate-ratings.sh            # the published run, about 25 minutes on one core
#   CHEAP=100 SEARCH_SCALE=0.25 scripts/calibrate-ratings.sh   # a quick look
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
OUT=${OUT:-ratings.jsonl}
CHEAP=${CHEAP:-400}
SCALE=${SEARCH_SCALE:-1}
SIM=${SIM:-}
if [ -z "$SIM" ]; then
  cargo build --profile sim -p takhte-engine --bin takhte-sim
  SIM="${CARGO_TARGET_DIR:-target}/sim/takhte-sim"
fi
: > "$OUT"
# Games per search pair, per game (the slower the bots of a game, the fewer).
search_games() {
  case "$1" in
    shikoku|sekigahara) echo 40 ;;
    port-royal) echo 24 ;;
    tripoli) echo 16 ;;
    settlers) echo 12 ;;
  esac
}
seed=1
for game in shikoku port-royal tripoli sekigahara settlers; do
  n_search=$(python3 -c "print(max(4, round($(search_games "$game") * $SCALE)))")
  for pair in random,easy random,heuristic easy,heuristic heuristic,normal heuristic,hard normal,hard; do
    a=${pair%,*}; b=${pair#*,}
    case "$pair" in *normal*|*hard*) n=$n_search ;; *) n=$CHEAP ;; esac
    if [ "$game" = settlers ]; then
      players=3
      case "$b" in hard) bots="$b,$a,$a"; n=8 ;; *) bots="$a,$b,$b" ;; esac
    else
      bots="$a,$b"; players=2
    fi
    "$SIM" tournament --game "$game" --bots "$bots" --players "$players" --games "$n" --seed "$seed" >> "$OUT"
    echo "$game $bots: $n games" >&2
    seed=$((seed + 1))
  done
done
python3 scripts/fit-ratings.py "$OUT" engine/src/rating_table.rs
