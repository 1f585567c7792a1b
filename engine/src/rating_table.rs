// Written by scripts/fit-ratings.py from scripts/calibrate-ratings.sh's tournaments
// (docs/ratings.md). Each level: rating (random anchored at 1000), deviation.
const BOT_TABLE: [(&str, [BotRating; 5]); 5] = [
    (
        "shikoku",
        [
            bot("random", 1000.0, 32.0),
            bot("easy", 1518.0, 30.0),
            bot("heuristic", 1588.0, 30.0),
            bot("normal", 1745.0, 51.0),
            bot("hard", 1757.0, 52.0),
        ],
    ),
    (
        "port-royal",
        [
            bot("random", 1000.0, 174.0),
            bot("easy", 2074.0, 30.0),
            bot("heuristic", 2347.0, 30.0),
            bot("normal", 2557.0, 70.0),
            bot("hard", 2577.0, 71.0),
        ],
    ),
    (
        "settlers",
        [
            bot("random", 1000.0, 174.0),
            bot("easy", 1990.0, 30.0),
            bot("heuristic", 2115.0, 30.0),
            bot("normal", 2209.0, 97.0),
            bot("hard", 2350.0, 101.0),
        ],
    ),
    (
        "tripoli",
        [
            bot("random", 1000.0, 78.0),
            bot("easy", 1811.0, 30.0),
            bot("heuristic", 2000.0, 30.0),
            bot("normal", 2270.0, 99.0),
            bot("hard", 2476.0, 116.0),
        ],
    ),
    (
        "sekigahara",
        [
            bot("random", 1000.0, 174.0),
            bot("easy", 2101.0, 30.0),
            bot("heuristic", 2255.0, 30.0),
            bot("normal", 2466.0, 54.0),
            bot("hard", 2450.0, 54.0),
        ],
    ),
];
