//! The seeded generator that every game state owns: all shuffles, dice and draws come from it.

use rand_core::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use serde::{Deserialize, Serialize};

/// A deterministic PCG generator that counts how many numbers it has produced.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRng {
    inner: Pcg64Mcg,
    draws: u64,
}

impl GameRng {
    /// A generator seeded from one number; the same seed gives the same stream on every platform.
    pub fn new(seed: u64) -> Self {
        GameRng {
            inner: Pcg64Mcg::seed_from_u64(seed),
            draws: 0,
        }
    }

    /// Re-keys the stream with a private salt, so later draws cannot be foreseen from the seed alone.
    pub fn mix(&mut self, salt: u64) {
        let a = self.inner.next_u64();
        self.inner = Pcg64Mcg::seed_from_u64(a ^ salt.rotate_left(17) ^ 0x9E37_79B9_7F4A_7C15);
    }

    /// How many numbers this generator has produced (the undo barrier uses it).
    pub fn draws(&self) -> u64 {
        self.draws
    }

    /// A uniformly random 64-bit number.
    pub fn next_u64(&mut self) -> u64 {
        self.draws += 1;
        self.inner.next_u64()
    }

    /// A uniform integer in `0..n` (Lemire's method, unbiased); `n` must be positive.
    pub fn below(&mut self, n: u32) -> u32 {
        assert!(n > 0, "GameRng::below(0)");
        let n64 = u64::from(n);
        loop {
            let x = self.next_u64() >> 32;
            let m = x * n64;
            let low = m as u32;
            if low >= n || low >= (u32::MAX - n + 1) % n {
                return (m >> 32) as u32;
            }
        }
    }

    /// A uniform index in `0..len`.
    pub fn index(&mut self, len: usize) -> usize {
        self.below(u32::try_from(len).expect("length fits in u32")) as usize
    }

    /// True with probability `num / den`.
    pub fn chance(&mut self, num: u32, den: u32) -> bool {
        self.below(den) < num
    }

    /// One roll of a six-sided die, 1..=6.
    pub fn d6(&mut self) -> u8 {
        self.below(6) as u8 + 1
    }

    /// Shuffles a slice in place (Fisher–Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.index(i + 1);
            items.swap(i, j);
        }
    }

    /// A new independent generator derived from this one (used to seed bots and samples).
    pub fn fork(&mut self) -> GameRng {
        GameRng::new(self.next_u64())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_stream_and_salt_changes_it() {
        let mut a = GameRng::new(7);
        let mut b = GameRng::new(7);
        let xs: Vec<u64> = (0..5).map(|_| a.next_u64()).collect();
        let ys: Vec<u64> = (0..5).map(|_| b.next_u64()).collect();
        assert_eq!(xs, ys);
        let mut c = GameRng::new(7);
        c.mix(1);
        let mut d = GameRng::new(7);
        d.mix(2);
        assert_ne!(c.next_u64(), d.next_u64());
    }

    #[test]
    fn below_stays_in_range_and_covers_it() {
        let mut r = GameRng::new(1);
        let mut seen = [0u32; 6];
        for _ in 0..6000 {
            seen[r.below(6) as usize] += 1;
        }
        assert!(seen.iter().all(|&n| n > 800 && n < 1200), "{seen:?}");
    }

    #[test]
    fn shuffle_is_a_permutation_and_counts_draws() {
        let mut r = GameRng::new(3);
        let mut v: Vec<u32> = (0..20).collect();
        r.shuffle(&mut v);
        assert_ne!(v, (0..20).collect::<Vec<_>>());
        let mut s = v.clone();
        s.sort();
        assert_eq!(s, (0..20).collect::<Vec<_>>());
        assert_eq!(r.draws(), 19);
    }
}
