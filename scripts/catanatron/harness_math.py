"""The Wilson score interval, shared by the harness and the merger (no Catanatron import)."""

import math


def wilson(wins, n, z=1.96):
    """The 95% Wilson interval of `wins` out of `n` (as `tournament::wilson95` in the engine)."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    den = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return (max(0.0, centre - half), min(1.0, centre + half))
