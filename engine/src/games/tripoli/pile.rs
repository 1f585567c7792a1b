//! A pile of card ids held inline, so that a whole Tripoli state is copied in one move (the
//! search copies a state for every candidate it looks at) and dealing allocates nothing.

use serde::{Serialize, Serializer};
use std::fmt;
use std::ops::{Deref, DerefMut};

/// At most `N` card ids, in order (top is last where the pile is a deck).
#[derive(Clone, Copy)]
pub struct Pile<const N: usize> {
    len: u8,
    cards: [u8; N],
}

impl<const N: usize> Pile<N> {
    const FITS: () = assert!(N <= u8::MAX as usize, "a pile's length is a u8");

    /// An empty pile.
    pub const fn new() -> Self {
        let () = Self::FITS;
        Pile {
            len: 0,
            cards: [0; N],
        }
    }

    /// Puts `card` on top. Panics if the pile already holds `N` cards.
    pub fn push(&mut self, card: u8) {
        self.cards[usize::from(self.len)] = card;
        self.len += 1;
    }

    /// Takes the top card off, if any.
    pub fn pop(&mut self) -> Option<u8> {
        self.len = self.len.checked_sub(1)?;
        Some(self.cards[usize::from(self.len)])
    }

    /// Puts `card` at `index`, moving the cards from there up by one.
    pub fn insert(&mut self, index: usize, card: u8) {
        let len = usize::from(self.len);
        assert!(index <= len, "insert at {index} in a pile of {len}");
        self.cards.copy_within(index..len, index + 1);
        self.cards[index] = card;
        self.len += 1;
    }

    /// Takes out the card at `index`, moving the cards above it down by one.
    pub fn remove(&mut self, index: usize) -> u8 {
        let card = self[index];
        self.cards
            .copy_within(index + 1..usize::from(self.len), index);
        self.len -= 1;
        card
    }

    /// Keeps only the cards for which `keep` is true, in order.
    pub fn retain(&mut self, mut keep: impl FnMut(&u8) -> bool) {
        let mut kept = 0;
        for i in 0..usize::from(self.len) {
            let card = self.cards[i];
            if keep(&card) {
                self.cards[kept] = card;
                kept += 1;
            }
        }
        self.len = kept as u8;
    }

    /// Keeps the bottom `len` cards (all of them if there are fewer).
    pub fn truncate(&mut self, len: usize) {
        if len < usize::from(self.len) {
            self.len = len as u8;
        }
    }

    /// Empties the pile.
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// Takes the bottom `n` cards out as a pile of their own, moving the rest down.
    pub fn take_bottom(&mut self, n: usize) -> Self {
        let taken = Pile::from(&self[..n]);
        self.cards.copy_within(n..usize::from(self.len), 0);
        self.len -= n as u8;
        taken
    }
}

impl<const N: usize> Default for Pile<N> {
    fn default() -> Self {
        Pile::new()
    }
}

impl<const N: usize> Deref for Pile<N> {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        &self.cards[..usize::from(self.len)]
    }
}

impl<const N: usize> DerefMut for Pile<N> {
    fn deref_mut(&mut self) -> &mut [u8] {
        &mut self.cards[..usize::from(self.len)]
    }
}

impl<const N: usize> From<&[u8]> for Pile<N> {
    /// Panics if `cards` holds more than `N` cards.
    fn from(cards: &[u8]) -> Self {
        let mut pile = Pile::new();
        pile.cards[..cards.len()].copy_from_slice(cards);
        pile.len = cards.len() as u8;
        pile
    }
}

impl<const N: usize> From<Vec<u8>> for Pile<N> {
    fn from(cards: Vec<u8>) -> Self {
        Pile::from(&cards[..])
    }
}

impl<const N: usize> FromIterator<u8> for Pile<N> {
    fn from_iter<I: IntoIterator<Item = u8>>(cards: I) -> Self {
        let mut pile = Pile::new();
        for card in cards {
            pile.push(card);
        }
        pile
    }
}

impl<'a, const N: usize> IntoIterator for &'a Pile<N> {
    type Item = &'a u8;
    type IntoIter = std::slice::Iter<'a, u8>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl<const N: usize> PartialEq for Pile<N> {
    fn eq(&self, other: &Self) -> bool {
        **self == **other
    }
}

impl<const N: usize> Eq for Pile<N> {}

impl<const N: usize> PartialEq<Vec<u8>> for Pile<N> {
    fn eq(&self, other: &Vec<u8>) -> bool {
        **self == other[..]
    }
}

impl<const N: usize> fmt::Debug for Pile<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<const N: usize> Serialize for Pile<N> {
    /// As a sequence, like the `Vec` it replaces.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        (**self).serialize(serializer)
    }
}

#[cfg(test)]
mod tests {
    use super::Pile;

    #[test]
    fn a_pile_does_what_a_vec_does() {
        let mut pile: Pile<8> = Pile::new();
        let mut vec: Vec<u8> = Vec::new();
        for card in [5, 1, 7, 3] {
            pile.push(card);
            vec.push(card);
        }
        pile.insert(2, 9);
        vec.insert(2, 9);
        assert_eq!(pile, vec);
        assert_eq!(pile.remove(1), vec.remove(1));
        pile.retain(|&c| c != 7);
        vec.retain(|&c| c != 7);
        assert_eq!(pile, vec);
        assert_eq!(pile.pop(), vec.pop());
        let bottom = pile.take_bottom(1);
        assert_eq!(bottom, vec![5]);
        assert_eq!(pile, vec[1..].to_vec());
        pile.clear();
        assert_eq!(pile.pop(), None);
        assert!(pile.is_empty());
    }

    #[test]
    fn equal_piles_compare_equal_whatever_was_in_them_before() {
        let mut a: Pile<4> = [1, 2, 3].into_iter().collect();
        a.pop();
        let b: Pile<4> = Pile::from(&[1, 2][..]);
        assert_eq!(a, b);
        assert_eq!(format!("{a:?}"), "[1, 2]");
    }

    #[test]
    #[should_panic]
    fn a_full_pile_refuses_one_more_card() {
        let mut pile: Pile<2> = [1, 2].into_iter().collect();
        pile.push(3);
    }
}
