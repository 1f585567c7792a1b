//! A table across devices, played by seeded random guests, some of them malicious: every
//! message travels as JSON; only the seat to act, against the position it saw and with an
//! action the rules accept, changes the game; each guest is shown exactly its seat's view and
//! the public log; the seed and salt never leave the host before the end; and at the end every
//! guest verifies the deal, while a forged reveal or a forged position is caught.

use takhte_engine::games::{port_royal, sekigahara, settlers, shikoku, tripoli};
use takhte_engine::record::fingerprint;
use takhte_engine::table::{
    read_to_guest, read_to_host, Claim, Guest, Heard, Line, Presence, ProtocolError, Table,
    ToGuest, ToGuestOf, ToHost, ToHostOf, Verdict, MAX_TO_HOST_BYTES,
};
use takhte_engine::{Game, GameRng, Record, Seat};

/// Sends a host message to a guest as its text, and checks it tells nothing of the deal.
fn deliver<G: Game>(guest: &mut Guest<G>, message: &ToGuestOf<G>, secrets: &[u64]) -> Heard {
    let text = serde_json::to_string(message).unwrap();
    if !matches!(message, ToGuest::Over { .. } | ToGuest::Ended { .. }) {
        for secret in secrets {
            assert!(
                !text.contains(&secret.to_string()),
                "{}: a message before the end carries the seed or salt: {text:.200}",
                G::ID
            );
        }
    }
    let read = read_to_guest::<G>(&text).expect("a host message reads back");
    guest.receive(read).expect("the host keeps the protocol")
}

/// A guest's message, through its text, as the host reads it.
fn send<G: Game>(message: &ToHostOf<G>) -> ToHostOf<G> {
    read_to_host::<G>(&serde_json::to_string(message).unwrap()).expect("a guest message reads")
}

fn assert_refused<G: Game>(replies: &[ToGuestOf<G>], key_start: &str) {
    assert!(
        matches!(replies, [ToGuest::Refused { key, .. }] if key.starts_with(key_start)),
        "{}: expected a refusal {key_start}…, got {replies:?}",
        G::ID
    );
}

/// Plays one random legal action of the seat to act, through the table; the seat, or `None`
/// once the game is over.
fn random_move<G: Game>(table: &mut Table<G>, rng: &mut GameRng) -> Option<Seat> {
    let s = table.game().to_act()?;
    let mut legal = Vec::new();
    table.game().legal_actions(&mut legal);
    let at = table.at();
    table.act(s, at, legal[rng.index(legal.len())]).unwrap();
    Some(s)
}

/// A guest's `Sit` on connection `seat`, straight to the table: the host's replies.
fn sit<G: Game>(
    table: &mut Table<G>,
    seat: &mut Option<Seat>,
    claim: Claim,
    seen: u32,
) -> Vec<ToGuestOf<G>> {
    table.receive(seat, ToHost::Sit { claim, seen }).0
}

fn new_table<G: Game>(players: usize, rng: &mut GameRng) -> (Table<G>, Vec<Claim>, Vec<u64>) {
    // Seeds and salts of 17 digits or more, so that finding one in a message is no accident.
    let big = |rng: &mut GameRng| rng.next_u64() | (1 << 60);
    let (seed, salt) = (big(rng), big(rng));
    let record = Record::new::<G>(players, &G::Options::default(), seed, salt);
    let claims: Vec<Claim> = (0..players)
        .map(|_| Claim([rng.next_u64(), rng.next_u64()]))
        .collect();
    let nonce = [rng.next_u64(), rng.next_u64()];
    let table = Table::new(record, claims.iter().copied().map(Some).collect(), nonce).unwrap();
    (table, claims, vec![seed, salt])
}

/// Plays `games` random games at a table where every seat is a guest, with malice mixed in.
fn fuzz_table<G: Game>(players: usize, games: u64, seed: u64, max_actions: usize) {
    let mut refusals = 0;
    for g in 0..games {
        let mut rng = GameRng::new(seed.wrapping_add(g).wrapping_mul(0x9E37_79B9_7F4A_7C15));
        let (mut table, claims, secrets) = new_table::<G>(players, &mut rng);
        let mut guests: Vec<Guest<G>> = (0..players).map(|_| Guest::new()).collect();
        let mut seats: Vec<Option<usize>> = vec![None; players];
        for s in 0..players {
            let (replies, moved) = table.receive(
                &mut seats[s],
                send::<G>(&ToHost::Sit {
                    claim: claims[s],
                    seen: 0,
                }),
            );
            assert!(!moved);
            assert_eq!(seats[s], Some(s));
            for r in &replies {
                deliver(&mut guests[s], r, &secrets);
            }
            assert_eq!(guests[s].seat(), Some(s));
        }
        let mut pool: Vec<G::Action> = Vec::new();
        let mut n = 0;
        while let Some(actor) = table.game().to_act() {
            assert!(n < max_actions, "{}: game {g} runs on", G::ID);
            n += 1;
            let before = fingerprint(table.game());
            let at = table.at();
            let legal = guests[actor].legal().to_vec();
            assert!(
                !legal.is_empty(),
                "{}: the seat to act is offered nothing",
                G::ID
            );
            pool.extend(legal.iter().take(3).copied());
            if pool.len() > 300 {
                pool.drain(..100);
            }
            // Malice: one attempt in three steps, each of which must change nothing.
            if rng.index(3) == 0 {
                let other = (actor + 1 + rng.index(players - 1)) % players;
                let attempt = rng.index(6);
                let (replies, moved) = match attempt {
                    // Another seat plays the actor's legal action.
                    0 => table.receive(&mut seats[other], send::<G>(&guests[other].act(legal[0]))),
                    // The actor plays against an older or a later position.
                    1 => table.receive(
                        &mut seats[actor],
                        send::<G>(&ToHost::Act {
                            at: if at > 0 { at - 1 } else { at + 1 },
                            action: legal[0],
                        }),
                    ),
                    // The actor plays an action seen legal before that the rules refuse now
                    // (Not every legal action is listed: the settlers game lists only some offers.)
                    2 => match pool
                        .iter()
                        .find(|&&a| !legal.contains(&a) && table.game().clone().apply(a).is_err())
                    {
                        Some(&a) => {
                            table.receive(&mut seats[actor], send::<G>(&guests[actor].act(a)))
                        }
                        None => continue_refused::<G>(),
                    },
                    // A connection that never sat plays.
                    3 => table.receive(&mut None, send::<G>(&guests[actor].act(legal[0]))),
                    // A forged invitation.
                    4 => {
                        let mut stranger = None;
                        let forged = Claim([rng.next_u64(), rng.next_u64()]);
                        let out = table.receive(
                            &mut stranger,
                            send::<G>(&ToHost::Sit {
                                claim: forged,
                                seen: 0,
                            }),
                        );
                        assert_eq!(stranger, None);
                        out
                    }
                    // Garbage and oversized text is refused before it reaches the table.
                    _ => {
                        let junk = [
                            "",
                            "{",
                            "null",
                            r#"{"t":"Act"}"#,
                            r#"{"t":"Sit","claim":[1,2],"seen":-1}"#,
                        ];
                        for text in junk {
                            assert!(matches!(
                                read_to_host::<G>(text),
                                Err(ProtocolError::Malformed(_))
                            ));
                        }
                        let long = format!(
                            "{{\"t\":\"Act\",\"at\":0,\"action\":\"{}\"}}",
                            "x".repeat(MAX_TO_HOST_BYTES)
                        );
                        assert!(matches!(
                            read_to_host::<G>(&long),
                            Err(ProtocolError::TooLarge { .. })
                        ));
                        continue_refused::<G>()
                    }
                };
                assert!(
                    !moved,
                    "{}: malice {attempt} by {other}/{actor} at {at} moved the game: {replies:?}",
                    G::ID
                );
                if !replies.is_empty() {
                    let key = match attempt {
                        0 => "table.refused.not_your_turn",
                        1 => "table.refused.moved_on",
                        3 => "table.refused.not_seated",
                        4 => "table.refused.unknown_claim",
                        _ => "",
                    };
                    assert_refused::<G>(&replies, key);
                    refusals += 1;
                }
                assert_eq!(
                    fingerprint(table.game()),
                    before,
                    "{}: a refused message changed the game",
                    G::ID
                );
                assert_eq!(table.at(), at);
            }
            // The actor plays a legal action, chosen from what its device was offered.
            let action = legal[rng.index(legal.len())];
            let (replies, moved) =
                table.receive(&mut seats[actor], send::<G>(&guests[actor].act(action)));
            assert!(moved, "{}: a legal action was refused: {replies:?}", G::ID);
            for r in &replies {
                deliver(&mut guests[actor], r, &secrets);
            }
            for s in (0..players).filter(|&s| s != actor) {
                let update = table.state_for(s, guests[s].at());
                deliver(&mut guests[s], &update, &secrets);
                if let Some(over) = table.over() {
                    deliver(&mut guests[s], &over, &secrets);
                }
            }
            // Every guest is shown exactly its seat's view, the seat to act, and the log.
            let mut host_legal = Vec::new();
            table.game().legal_actions(&mut host_legal);
            for (s, guest) in guests.iter().enumerate() {
                assert_eq!(
                    serde_json::to_value(guest.view().unwrap()).unwrap(),
                    serde_json::to_value(table.game().view(s)).unwrap(),
                    "{}: seat {s} is shown another view",
                    G::ID
                );
                assert_eq!(guest.at(), table.at());
                assert_eq!(guest.to_act(), table.game().to_act());
                if table.game().to_act() == Some(s) {
                    assert_eq!(guest.legal(), &host_legal[..]);
                } else {
                    assert!(guest.legal().is_empty());
                }
                assert_eq!(guest.log().len(), table.at() as usize);
            }
        }
        for guest in &guests {
            assert_eq!(
                guest.verdict(),
                Some(&Verdict::Verified),
                "{}: game {g}",
                G::ID
            );
        }
        // The record the guests verified replays to the host's game.
        let replayed: G = table.record().replay().unwrap();
        assert_eq!(fingerprint(&replayed), fingerprint(table.game()));
    }
    assert!(refusals > 0 || games == 0, "{}: no malice was tried", G::ID);
}

/// A malicious attempt caught before the table saw it.
fn continue_refused<G: Game>() -> (Vec<ToGuestOf<G>>, bool) {
    (Vec::new(), false)
}

#[test]
fn shikoku_table_against_malice() {
    fuzz_table::<shikoku::Shikoku>(2, 60, 1, 2_000);
}

#[test]
fn port_royal_table_against_malice() {
    fuzz_table::<port_royal::PortRoyal>(2, 20, 2, 5_000);
    fuzz_table::<port_royal::PortRoyal>(4, 20, 3, 5_000);
}

#[test]
fn settlers_table_against_malice() {
    fuzz_table::<settlers::Settlers>(3, 4, 4, 20_000);
}

#[test]
fn tripoli_table_against_malice() {
    fuzz_table::<tripoli::Tripoli>(2, 30, 5, 5_000);
}

#[test]
fn sekigahara_table_against_malice() {
    fuzz_table::<sekigahara::Sekigahara>(2, 20, 6, 5_000);
}

/// Plays a whole Shikoku game at a table with two guests and returns the table, the guests
/// and the deal's secrets.
fn finished_shikoku(
    seed: u64,
) -> (
    Table<shikoku::Shikoku>,
    Vec<Guest<shikoku::Shikoku>>,
    Vec<u64>,
) {
    let mut rng = GameRng::new(seed);
    let (mut table, claims, secrets) = new_table::<shikoku::Shikoku>(2, &mut rng);
    let mut guests = vec![Guest::new(), Guest::new()];
    let mut seats = [None, None];
    for s in 0..2 {
        let replies = sit(&mut table, &mut seats[s], claims[s], 0);
        for r in &replies {
            guests[s].receive(r.clone()).unwrap();
        }
    }
    while let Some(actor) = table.game().to_act() {
        let action = guests[actor].legal()[rng.index(guests[actor].legal().len())];
        let at = table.at();
        table.act(actor, at, action).unwrap();
        for (s, guest) in guests.iter_mut().enumerate() {
            let update = table.state_for(s, guest.at());
            guest.receive(update).unwrap();
        }
    }
    (table, guests, secrets)
}

#[test]
fn a_forged_reveal_is_caught() {
    let (table, guests, _) = finished_shikoku(11);
    let ToGuest::Over { record, nonce } = table.over().unwrap() else {
        unreachable!()
    };
    assert_eq!(guests[0].verify(&record, nonce), Verdict::Verified);
    let forgeries: Vec<(&str, Record, [u64; 2])> = vec![
        (
            "another salt",
            Record {
                salt: record.salt ^ 1,
                ..record.clone()
            },
            nonce,
        ),
        (
            "another seed",
            Record {
                seed: record.seed ^ 1,
                ..record.clone()
            },
            nonce,
        ),
        ("another nonce", record.clone(), [nonce[0], nonce[1] ^ 1]),
        (
            "an action short",
            Record {
                actions: record.actions[..record.actions.len() - 1].to_vec(),
                ..record.clone()
            },
            nonce,
        ),
    ];
    for (what, forged, nonce) in forgeries {
        assert!(
            matches!(guests[0].verify(&forged, nonce), Verdict::Mismatch(_)),
            "{what} was not caught"
        );
    }
}

#[test]
fn a_position_from_another_deal_is_caught_at_the_end() {
    // A host shows a guest its opening hand from one deal, then plays on with another.
    let (honest, _, _) = finished_shikoku(21);
    let (other, _, _) = finished_shikoku(22);
    let mut rng = GameRng::new(21);
    let (fresh, claims, _) = new_table::<shikoku::Shikoku>(2, &mut rng);
    let mut guest = Guest::<shikoku::Shikoku>::new();
    let mut seat = None;
    let mut fresh = fresh;
    let replies = sit(&mut fresh, &mut seat, claims[0], 0);
    guest.receive(replies[0].clone()).unwrap();
    // The opening position of another deal (same game, same seat, no actions yet).
    let other_start = Table::<shikoku::Shikoku>::new(
        Record {
            actions: Vec::new(),
            ..other.record().clone()
        },
        vec![None, None],
        [0, 0],
    )
    .unwrap();
    guest.receive(other_start.state_for(0, 0)).unwrap();
    // Then the honest game's positions, up to its end.
    let full = honest.record().clone();
    let mut replay = Table::<shikoku::Shikoku>::new(
        Record {
            actions: Vec::new(),
            ..full.clone()
        },
        vec![None, None],
        [0, 0],
    )
    .unwrap();
    for action in full.typed_actions::<shikoku::Shikoku>().unwrap() {
        let seat_to_act = replay.game().to_act().unwrap();
        let at = replay.at();
        replay.act(seat_to_act, at, action).unwrap();
        guest.receive(replay.state_for(0, guest.at())).unwrap();
    }
    assert!(
        matches!(guest.verify(&full, [0, 0]), Verdict::Mismatch(_)),
        "the commitment differs anyway"
    );
    // Even with the right commitment the shown opening position is caught.
    let mut check = Guest::<shikoku::Shikoku>::new();
    check
        .receive(ToGuest::Welcome {
            seat: 0,
            game: "shikoku".into(),
            rules: full.rules,
            players: 2,
            options: full.options.clone(),
            commitment: replay.commitment(),
        })
        .unwrap();
    check.receive(other_start.state_for(0, 0)).unwrap();
    let mut again = Table::<shikoku::Shikoku>::new(
        Record {
            actions: Vec::new(),
            ..full.clone()
        },
        vec![None, None],
        [0, 0],
    )
    .unwrap();
    for action in full.typed_actions::<shikoku::Shikoku>().unwrap() {
        let s = again.game().to_act().unwrap();
        let at = again.at();
        again.act(s, at, action).unwrap();
        check.receive(again.state_for(0, check.at())).unwrap();
    }
    match check.verify(&full, [0, 0]) {
        Verdict::Mismatch(why) => assert!(why.contains("after 0 actions"), "{why}"),
        Verdict::Verified => panic!("a position from another deal was not caught"),
    }
}

#[test]
fn a_guest_refuses_a_host_that_breaks_the_protocol() {
    let (table, _, _) = finished_shikoku(31);
    let mut guest = Guest::<shikoku::Shikoku>::new();
    // A state before any seat.
    assert!(guest.receive(table.state_for(0, 0)).is_err());
    let welcome = table.welcome(0);
    guest.receive(welcome.clone()).unwrap();
    // Another seat, another game, or a seat that does not exist.
    let ToGuest::Welcome {
        commitment,
        options,
        rules,
        ..
    } = welcome
    else {
        unreachable!()
    };
    let bad = |seat, game: &str, players| ToGuest::Welcome {
        seat,
        game: game.into(),
        rules,
        players,
        options: options.clone(),
        commitment: commitment.clone(),
    };
    assert!(guest.receive(bad(1, "shikoku", 2)).is_err());
    assert!(Guest::<shikoku::Shikoku>::new()
        .receive(bad(0, "tripoli", 2))
        .is_err());
    assert!(Guest::<shikoku::Shikoku>::new()
        .receive(bad(2, "shikoku", 2))
        .is_err());
    // Log lines that do not follow, or that name a seat that does not exist.
    let ToGuest::State { view, log, .. } = table.state_for(0, 0) else {
        unreachable!()
    };
    let state = |at: u32, from: u32, log: Vec<Line>| ToGuest::State {
        at,
        view: view.clone(),
        to_act: None,
        legal: Vec::new(),
        log,
        from,
    };
    assert!(guest.receive(state(5, 0, log[..3].to_vec())).is_err());
    let mut wrong_seat = log[..2].to_vec();
    wrong_seat[1].args = vec![takhte_engine::table::Arg::Player(7)];
    assert!(guest.receive(state(2, 0, wrong_seat)).is_err());
    guest.receive(state(2, 0, log[..2].to_vec())).unwrap();
    // A log that rewrites what was already shown.
    let mut rewritten = log[..3].to_vec();
    rewritten.swap(0, 1);
    if rewritten[0] != rewritten[1] {
        assert!(guest.receive(state(3, 0, rewritten)).is_err());
    }
    // An older state after a newer one.
    assert!(guest.receive(state(1, 0, log[..1].to_vec())).is_err());
    assert_eq!(guest.at(), 2, "a refused message changed nothing");
    // Oversized or malformed host text.
    assert!(read_to_guest::<shikoku::Shikoku>("[").is_err());
}

#[test]
fn a_guest_who_comes_back_gets_what_it_missed() {
    let (table, claims, _) = {
        let mut rng = GameRng::new(41);
        let (mut table, claims, secrets) = new_table::<tripoli::Tripoli>(2, &mut rng);
        for _ in 0..30 {
            if random_move(&mut table, &mut rng).is_none() {
                break;
            }
        }
        (table, claims, secrets)
    };
    let mut table = table;
    let mut guest = Guest::<tripoli::Tripoli>::new();
    let mut seat = None;
    for r in sit(&mut table, &mut seat, claims[1], 0) {
        guest.receive(r).unwrap();
    }
    assert_eq!(guest.log().len(), table.at() as usize);
    // The connection drops; the guest comes back on a new one, saying what it has seen.
    let mut again = None;
    let replies = sit(&mut table, &mut again, claims[1], guest.at());
    assert_eq!(again, Some(1));
    let ToGuest::State { log, from, .. } = &replies[1] else {
        panic!("{replies:?}")
    };
    assert!(
        log.is_empty() && *from == table.at(),
        "nothing is sent twice"
    );
    for r in replies {
        guest.receive(r).unwrap();
    }
}

#[test]
fn a_table_resumed_from_its_save_seats_the_same_claims_and_keeps_the_deal() {
    let mut rng = GameRng::new(43);
    let (mut table, claims, secrets) = new_table::<port_royal::PortRoyal>(3, &mut rng);
    let mut guest = Guest::<port_royal::PortRoyal>::new();
    let mut seat = None;
    for r in sit(&mut table, &mut seat, claims[2], 0) {
        deliver(&mut guest, &r, &secrets);
    }
    for _ in 0..25 {
        let Some(s) = random_move(&mut table, &mut rng) else {
            break;
        };
        if s != 2 {
            let state = table.state_for(2, guest.at());
            deliver(&mut guest, &state, &secrets);
        }
    }
    // The host's page reloads: the table is rebuilt from what its save keeps.
    let kept: Vec<Option<Claim>> = table.claims().to_vec();
    let mut resumed =
        Table::<port_royal::PortRoyal>::new(table.record().clone(), kept, table.nonce()).unwrap();
    assert_eq!(resumed.at(), table.at());
    assert_eq!(resumed.commitment(), table.commitment());
    assert_eq!(resumed.log(), table.log());
    // The guest takes the same seat back on a new connection; its commitment still holds.
    let mut again = None;
    let replies = sit(&mut resumed, &mut again, claims[2], guest.at());
    assert_eq!(again, Some(2));
    for r in &replies {
        deliver(&mut guest, r, &secrets);
    }
    assert_eq!(guest.at(), resumed.at());
    // The guest's page reloads too: what it kept on its device holds everything it was shown.
    let mut guest = Guest::<port_royal::PortRoyal>::kept(&guest.keep()).expect("a kept guest");
    assert_eq!(guest.at(), resumed.at());
    assert!(Guest::<port_royal::PortRoyal>::kept("{\"seat\":5}").is_none());
    assert!(
        Guest::<shikoku::Shikoku>::kept(&guest.keep()).is_none(),
        "another game's guest"
    );
    // A dropped guest's seat handed to a bot: its claim seats no one any more.
    assert_eq!(resumed.release(1), Some(claims[1]));
    assert_eq!(resumed.release(1), None);
    assert!(!resumed.is_remote(1) && resumed.is_remote(2));
    let mut nobody = None;
    let replies = sit(&mut resumed, &mut nobody, claims[1], 0);
    assert_refused::<port_royal::PortRoyal>(&replies, "table.refused.unknown_claim");
    assert_eq!(nobody, None);
    // The game goes on to its end (the bot's seat played by the host) and the guest verifies it.
    while let Some(s) = resumed.game().to_act() {
        let mut legal = Vec::new();
        resumed.game().legal_actions(&mut legal);
        let at = resumed.at();
        resumed.act(s, at, legal[rng.index(legal.len())]).unwrap();
        let state = resumed.state_for(2, guest.at());
        deliver(&mut guest, &state, &secrets);
        assert!(resumed.at() < 5000, "a Port Royal game ends");
    }
    let over = resumed.over().expect("over");
    assert_eq!(
        deliver(&mut guest, &over, &secrets),
        Heard::Over(Verdict::Verified)
    );
}

#[test]
fn a_guest_is_told_each_seats_state_and_refuses_a_list_that_cannot_be() {
    let mut rng = GameRng::new(51);
    let (mut table, claims, secrets) = new_table::<port_royal::PortRoyal>(3, &mut rng);
    let mut guest = Guest::<port_royal::PortRoyal>::new();
    let seats = ToGuest::Seats {
        seats: vec![Presence::Here, Presence::Connected, Presence::Bot],
    };
    // Before a seat, nothing about the seats is taken in.
    assert!(guest.receive(seats.clone()).is_err());
    let mut seat = None;
    let replies = sit(&mut table, &mut seat, claims[1], 0);
    for r in &replies {
        deliver(&mut guest, r, &secrets);
    }
    assert!(guest.seats().is_empty());
    assert_eq!(deliver(&mut guest, &seats, &secrets), Heard::Seats);
    assert_eq!(
        guest.seats(),
        &[Presence::Here, Presence::Connected, Presence::Bot]
    );
    // Every state travels by its name.
    let text = serde_json::to_string(&ToGuest::<(), ()>::Seats {
        seats: vec![
            Presence::Here,
            Presence::Bot,
            Presence::Connected,
            Presence::Away,
            Presence::Invited,
        ],
    })
    .unwrap();
    assert_eq!(
        text,
        r#"{"t":"Seats","seats":["here","bot","connected","away","invited"]}"#
    );
    // Too few or too many seats, this guest's own seat shown as not connected, or an unknown
    // state: refused, and the last list stays.
    for bad in [
        vec![Presence::Here, Presence::Connected],
        vec![
            Presence::Here,
            Presence::Connected,
            Presence::Bot,
            Presence::Bot,
        ],
        vec![Presence::Here, Presence::Away, Presence::Bot],
    ] {
        assert!(
            guest
                .receive(ToGuest::Seats { seats: bad.clone() })
                .is_err(),
            "{bad:?} was taken in"
        );
    }
    assert!(read_to_guest::<port_royal::PortRoyal>(
        r#"{"t":"Seats","seats":["here","connected","hiding"]}"#
    )
    .is_err());
    assert_eq!(
        guest.seats(),
        &[Presence::Here, Presence::Connected, Presence::Bot]
    );
    // What a guest keeps on its device does not hold the seats' states (they are stale after a
    // reload), and reads back.
    let kept = Guest::<port_royal::PortRoyal>::kept(&guest.keep()).unwrap();
    assert!(kept.seats().is_empty());
}

#[test]
fn a_game_the_host_ends_is_revealed_and_checked_so_far() {
    let mut rng = GameRng::new(61);
    let (mut table, claims, secrets) = new_table::<tripoli::Tripoli>(2, &mut rng);
    let mut guest = Guest::<tripoli::Tripoli>::new();
    let mut seat = None;
    for r in sit(&mut table, &mut seat, claims[1], 0) {
        deliver(&mut guest, &r, &secrets);
    }
    for _ in 0..25 {
        random_move(&mut table, &mut rng).unwrap();
        let update = table.state_for(1, guest.at());
        deliver(&mut guest, &update, &secrets);
    }
    assert!(!table.game().outcome().is_over());
    let ended = table.end();
    let ToGuest::Ended { record, nonce } = ended.clone() else {
        unreachable!()
    };
    // A game not over is not verified as a finished one, but its deal so far is.
    assert!(matches!(guest.verify(&record, nonce), Verdict::Mismatch(_)));
    assert_eq!(guest.verify_ended(&record, nonce), Verdict::Verified);
    // Forged reveals are caught as at a normal end.
    let short = Record {
        actions: record.actions[..record.actions.len() - 1].to_vec(),
        ..record.clone()
    };
    assert!(matches!(
        guest.verify_ended(&short, nonce),
        Verdict::Mismatch(_)
    ));
    let other_seed = Record {
        seed: record.seed ^ 1,
        ..record.clone()
    };
    assert!(matches!(
        guest.verify_ended(&other_seed, nonce),
        Verdict::Mismatch(_)
    ));
    assert!(matches!(
        guest.verify_ended(&record, [nonce[0] ^ 1, nonce[1]]),
        Verdict::Mismatch(_)
    ));
    // Received, it ends the game on the guest's side: verdict given, nothing left to play.
    assert!(!guest.ended());
    assert_eq!(
        deliver(&mut guest, &ended, &secrets),
        Heard::Ended(Verdict::Verified)
    );
    assert!(guest.ended());
    assert_eq!(guest.verdict(), Some(&Verdict::Verified));
    assert!(guest.legal().is_empty());
}
