//! The longest road: each player's longest trail of roads, and the title it earns.

use super::board::{topology, NONE};
use super::content::LONGEST_ROAD_MIN;
use super::{bit, Settlers};

impl Settlers {
    /// Length of `p`'s longest road: the longest trail (no edge twice) in `p`'s roads that does
    /// not pass through another player's building.
    ///
    /// Another player's building splits the network there (a trail may end on it, not pass it).
    /// Where the split network is a forest (the usual case) its longest trail is a tree diameter,
    /// found in one walk; a network with a cycle is searched exhaustively.
    pub fn longest_road(&self, p: usize) -> u8 {
        self.tree_longest_road(p, self.seats[p].roads)
            .unwrap_or_else(|| self.exhaustive_longest_road(p))
    }

    /// The longest road in the parts of `p`'s split network that hold a road of `roots`, or
    /// `None` if one of them has a cycle.
    pub(super) fn tree_longest_road(&self, p: usize, roots: u128) -> Option<u8> {
        let roads = self.seats[p].roads;
        let topo = topology();
        let mut walk = TreeWalk {
            game: self,
            p: p as u8,
            left: roads,
            seen: 0,
            best: 0,
            cyclic: false,
        };
        // Each tree is rooted at its lowest edge: its diameter goes through it or lies below.
        while walk.left & roots != 0 {
            let e = (walk.left & roots).trailing_zeros() as usize;
            walk.left &= !(1 << e);
            let [a, b] = topo.edge_vertices[e];
            let len = walk.height(a) + 1 + walk.height(b);
            walk.best = walk.best.max(len);
            if walk.cyclic {
                return None;
            }
        }
        Some(walk.best)
    }

    /// Length of `p`'s longest road by trying every trail from every vertex where the network
    /// ends, forks or is cut; only a component that is a bare loop has none, and is searched
    /// from any vertex.
    pub(super) fn exhaustive_longest_road(&self, p: usize) -> u8 {
        let topo = topology();
        let roads = self.seats[p].roads;
        let all = self.seats[p].road_vertices;
        let mut starts = 0u64;
        let mut verts = all;
        while verts != 0 {
            let v = verts.trailing_zeros() as usize;
            verts &= verts - 1;
            let degree = (topo.vertex_edge_mask[v] & roads).count_ones();
            let o = self.vertex_owner[v];
            if degree != 2 || (o != NONE && o != p as u8) {
                starts |= 1 << v;
            }
        }
        let mut best = 0;
        let mut seen = 0u64;
        loop {
            while starts != 0 {
                let v = starts.trailing_zeros() as u8;
                starts &= starts - 1;
                best = best.max(self.road_dfs(p, roads, v, 0, &mut seen));
            }
            let rest = all & !seen;
            if rest == 0 {
                return best;
            }
            starts = rest & rest.wrapping_neg();
        }
    }

    /// The longest trail of `p` starting at `v` over the roads `roads` (none through another
    /// player's building on `v`).
    pub(super) fn trail_from(&self, p: usize, v: u8, roads: u128) -> u8 {
        let owner = self.vertex_owner[v as usize];
        if owner != NONE && owner != p as u8 {
            return 0;
        }
        self.road_dfs(p, roads, v, 0, &mut 0)
    }

    pub(super) fn road_dfs(&self, p: usize, free: u128, v: u8, len: u8, seen: &mut u64) -> u8 {
        *seen |= bit(v);
        let owner = self.vertex_owner[v as usize];
        if len > 0 && owner != NONE && owner != p as u8 {
            return len;
        }
        let topo = topology();
        let mut best = len;
        let mut next = free & topo.vertex_edge_mask[v as usize];
        while next != 0 {
            let e = next.trailing_zeros() as usize;
            next &= next - 1;
            let [a, b] = topo.edge_vertices[e];
            best = best.max(self.road_dfs(p, free & !(1 << e), a ^ b ^ v, len + 1, seen));
        }
        best
    }

    /// Gives the longest-road title: the holder keeps it on a tie; otherwise the one player with
    /// the strictly longest road of 5 or more takes it; if nobody qualifies alone it is set aside.
    pub(crate) fn award_longest(&mut self) {
        let n = self.n as usize;
        let max = (0..n).map(|s| self.seats[s].road_length).max().unwrap_or(0);
        if self.longest != NONE
            && self.seats[self.longest as usize].road_length == max
            && max >= LONGEST_ROAD_MIN
        {
            return;
        }
        let leaders = (0..n).filter(|&s| self.seats[s].road_length == max).count();
        self.longest = if max >= LONGEST_ROAD_MIN && leaders == 1 {
            (0..n)
                .find(|&s| self.seats[s].road_length == max)
                .expect("a leader") as u8
        } else {
            NONE
        };
    }
}

/// A walk over one player's roads, split at other players' buildings, that measures tree
/// diameters and notices cycles.
struct TreeWalk<'a> {
    game: &'a Settlers,
    p: u8,
    /// Roads not walked yet.
    left: u128,
    /// Vertices reached (other players' buildings excepted: each road ending there gets its
    /// own copy of the vertex).
    seen: u64,
    /// The longest path found.
    best: u8,
    /// Whether a cycle was met (the walk's answer is then meaningless).
    cyclic: bool,
}

impl TreeWalk<'_> {
    /// The longest path down from `v` over roads not walked yet, updating `best` with the
    /// longest path that turns at `v`.
    pub(super) fn height(&mut self, v: u8) -> u8 {
        let owner = self.game.vertex_owner[v as usize];
        if owner != NONE && owner != self.p {
            return 0;
        }
        if self.seen & bit(v) != 0 {
            self.cyclic = true;
            return 0;
        }
        self.seen |= bit(v);
        let topo = topology();
        let (mut first, mut second) = (0, 0);
        let mut next = self.left & topo.vertex_edge_mask[v as usize];
        while next != 0 {
            let e = next.trailing_zeros() as usize;
            next &= next - 1;
            if self.left & (1 << e) == 0 {
                // Walked already from its other end: the walk went round a cycle.
                continue;
            }
            self.left &= !(1 << e);
            let [a, b] = topo.edge_vertices[e];
            let h = self.height(a ^ b ^ v) + 1;
            if h > first {
                second = first;
                first = h;
            } else if h > second {
                second = h;
            }
        }
        self.best = self.best.max(first + second);
        first
    }
}
