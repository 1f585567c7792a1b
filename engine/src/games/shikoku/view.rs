//! What one seat may see of a Shikoku game.

use super::{LastPass, LastPlay, RoundResult, Step};
use crate::game::Seat;
use serde::{Deserialize, Serialize};

/// One seat's view: everything the UI draws and the heuristic bot reads.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShikokuView {
    /// The seat this view is for (0 White, 1 Black).
    pub seat: Seat,
    /// The seat to act, or `None` once the game is over.
    pub to_act: Option<Seat>,
    /// What the seat to act must do now.
    pub step: Step,
    /// The current round, 1..=3 (stays 3 once the game is over).
    pub round: u8,
    /// The seat that played first this round.
    pub first_player: Seat,
    /// My hand (card ids, sorted).
    pub hand: Vec<u8>,
    /// How many cards the opponent holds.
    pub opponent_hand_size: u8,
    /// Cards I passed that the opponent still holds (in the order passed).
    pub known_opponent_cards: Vec<u8>,
    /// Cards in my hand that the opponent passed me, so the opponent knows them.
    pub cards_opponent_knows: Vec<u8>,
    /// `passes[seat]`: every card that seat passed this round, in order (the viewer passed or
    /// received each of them).
    pub passes: [Vec<u8>; 2],
    /// Pieces on the board: `pieces[region - 1][seat]`.
    pub pieces: [[u8; 2]; 5],
    /// Pieces left in each seat's supply this round.
    pub supply: [u8; 2],
    /// Face-up cards played this round, per seat, in order.
    pub played: [Vec<u8>; 2],
    /// Plays each seat still has to make this round.
    pub plays_left: [u8; 2],
    /// My secret goal for this round (`None` once the game is over).
    pub my_goal: Option<u8>,
    /// Results of the finished rounds, in order (the last one is the latest round result).
    pub rounds: Vec<RoundResult>,
    /// Total score of each seat.
    pub scores: [i32; 2],
    /// Regions won by each seat over the game (the tie-break).
    pub regions_won: [u8; 2],
    /// Region cards left in the draw deck.
    pub deck_size: u8,
    /// Goal cards left undealt.
    pub goal_deck_size: u8,
    /// The most recent play (this round or the previous one), public.
    pub last_play: Option<LastPlay>,
    /// The most recent pass of this round; both players know the card.
    pub last_pass: Option<LastPass>,
}
