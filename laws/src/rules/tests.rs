use super::*;
use shakmaty::{CastlingMode, Role, fen::Fen, san::San};

fn pos(fen: &str) -> Chess {
    fen.parse::<Fen>()
        .unwrap()
        .into_position(CastlingMode::Standard)
        .unwrap()
}

fn game(fen: &str) -> Game {
    Game::new(pos(fen), RulesSettings::default())
}

fn mv(g: &Game, san: &str) -> Move {
    san.parse::<San>()
        .unwrap()
        .to_move(g.position())
        .unwrap_or_else(|e| panic!("{san}: {e}"))
}

fn play(g: &mut Game, sans: &str) -> Option<MoveReport> {
    let mut last = None;
    for s in sans.split_whitespace() {
        let m = mv(g, s);
        last = Some(g.play(m).unwrap_or_else(|e| panic!("{s}: {e:?}")));
    }
    last
}

#[test]
fn castling_through_check_is_not_a_legal_move() {
    // Black rook on f8 attacks f1: the king may not pass it.
    let g = game("5rk1/8/8/8/8/8/8/4K2R w K - 0 1");
    assert!("O-O".parse::<San>().unwrap().to_move(g.position()).is_err());
    let g = game("6k1/8/8/8/8/8/8/4K2R w K - 0 1");
    assert!("O-O".parse::<San>().unwrap().to_move(g.position()).is_ok());
}

#[test]
fn checkmate_ends_the_game() {
    let mut g = Game::default();
    let r = play(&mut g, "f3 e5 g4 Qh4").unwrap();
    assert!(r.mate);
    assert_eq!(
        g.result(),
        Some(&GameResult::win(Color::Black, Reason::Checkmate))
    );
    let any = Move::Normal {
        role: Role::Pawn,
        from: Square::A2,
        capture: None,
        to: Square::A3,
        promotion: None,
    };
    assert!(matches!(g.play(any), Err(RulesError::GameOver(_))));
}

#[test]
fn stalemate_is_a_draw() {
    let mut g = game("7k/8/6Q1/8/8/8/8/K7 w - - 0 1");
    play(&mut g, "Qd6");
    assert_eq!(g.result(), None);
    let mut g = game("7k/8/4Q3/8/8/8/8/K7 w - - 0 1");
    play(&mut g, "Qf7");
    assert_eq!(g.result(), Some(&GameResult::draw(Reason::Stalemate)));
}

#[test]
fn dead_position_after_capture() {
    let mut g = game("4k3/8/8/8/8/8/3n4/4K3 w - - 0 1");
    // K+N vs K is dead at once.
    assert_eq!(g.result(), Some(&GameResult::draw(Reason::DeadPosition)));
    let mut g2 = game("4k3/8/8/8/8/8/3r4/4K3 w - - 0 1");
    play(&mut g2, "Kxd2");
    assert_eq!(g2.result(), Some(&GameResult::draw(Reason::DeadPosition)));
    assert!(g.resign(Color::White).is_err());
}

#[test]
fn promotion_to_each_piece() {
    for (san, role) in [
        ("b8=Q", Role::Queen),
        ("b8=R", Role::Rook),
        ("b8=B", Role::Bishop),
        ("b8=N", Role::Knight),
    ] {
        let mut g = game("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
        let m = mv(&g, san);
        g.play(m).unwrap();
        assert_eq!(
            g.position().board().role_at(Square::B8),
            Some(role),
            "{san}"
        );
    }
}

#[test]
fn seventy_five_moves_gives_way_to_mate() {
    // 9.6.2: the 75-move draw applies unless the last move checkmated.
    let mut g = game("7k/8/6K1/8/8/8/8/R7 w - - 149 100");
    let r = play(&mut g, "Ra8").unwrap();
    assert!(r.mate);
    assert_eq!(g.result().unwrap().reason, Reason::Checkmate);

    let mut g = game("7k/8/6K1/8/8/8/8/R7 w - - 149 100");
    play(&mut g, "Ra7");
    assert_eq!(
        g.result(),
        Some(&GameResult::draw(Reason::SeventyFiveMoves))
    );
}

#[test]
fn a_set_up_position_past_seventy_five_moves_is_drawn() {
    // 9.6.2: the moves were made before the set-up; the game is drawn.
    let g = game("7k/8/6K1/8/8/8/8/R7 w - - 150 100");
    assert_eq!(
        g.result(),
        Some(&GameResult::draw(Reason::SeventyFiveMoves))
    );
    let g = game("7k/8/6K1/8/8/8/8/R7 w - - 163 100");
    assert!(g.is_over());
    // One move short: the game goes on.
    assert!(!game("7k/8/6K1/8/8/8/8/R7 w - - 149 100").is_over());
    // Mate on the board takes precedence.
    let g = game("R6k/8/6K1/8/8/8/8/8 b - - 150 100");
    assert_eq!(g.result().unwrap().reason, Reason::Checkmate);
}

#[test]
fn fivefold_repetition_is_automatic() {
    let mut g = Game::default();
    play(&mut g, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8");
    assert_eq!(g.result(), None, "start position four times");
    play(&mut g, "Nf3 Nf6 Ng1");
    assert_eq!(g.result(), None);
    play(&mut g, "Ng8");
    assert_eq!(
        g.result(),
        Some(&GameResult::draw(Reason::FivefoldRepetition))
    );
}

#[test]
fn en_passant_identity_in_repetitions() {
    // After 1.e4 the FEN names e3, but no black pawn can take: the
    // position is the same as the one reached later (9.2.3).
    let mut g = Game::default();
    play(&mut g, "e4 Nc6 Nf3 Nb8 Ng1");
    assert_eq!(g.repetitions(), 2);
    play(&mut g, "Nc6 Nf3 Nb8 Ng1");
    assert_eq!(g.repetitions(), 3);

    // Here the en passant capture is possible right after ...d5: that
    // position differs from the same piece placement later.
    let mut g = game("4k3/3p4/8/4P3/8/8/8/4K1N1 b - - 0 1");
    play(&mut g, "d5");
    assert_eq!(g.repetitions(), 1);
    play(&mut g, "Nf3 Kd7 Ng1 Ke8");
    assert_eq!(
        g.repetitions(),
        1,
        "different: ep was possible the first time"
    );
    play(&mut g, "Nf3 Kd7 Ng1 Ke8");
    assert_eq!(g.repetitions(), 2);
}

#[test]
fn threefold_claim_now_and_with_intended_move() {
    let mut g = Game::default();
    play(&mut g, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1");
    // Black intends Ng8, which repeats the start position the third time.
    let m = mv(&g, "Ng8");
    let d = g
        .claim_draw(Some(ClaimKind::Repetition), Intended::Move(m))
        .unwrap();
    assert_eq!(
        d,
        ClaimDecision::Granted(GameResult::draw(Reason::ThreefoldRepetition))
    );
    assert_eq!(g.moves().len(), 7, "the intended move is not played");

    let mut g = Game::default();
    play(&mut g, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8");
    assert!(matches!(
        g.claim_draw(None, Intended::Nothing).unwrap(),
        ClaimDecision::Granted(GameResult {
            reason: Reason::ThreefoldRepetition,
            ..
        })
    ));
}

#[test]
fn wrong_claim_costs_time_and_the_move_must_be_played() {
    let mut g = Game::default();
    play(&mut g, "Nf3 Nf6 Ng1");
    let m = mv(&g, "e5");
    let d = g.claim_draw(None, Intended::Move(m)).unwrap();
    assert_eq!(
        d,
        ClaimDecision::Rejected {
            penalty: TimePenalty {
                to: Color::White,
                minutes: 2
            },
            must_play: Some(m),
            offer: true,
        }
    );
    // The caller plays it, as any move; the claim's offer goes with it.
    assert_eq!(g.moves().len(), 3);
    g.play(m).unwrap();
    assert!(g.moves().last().unwrap().draw_offer, "(=) after e5");
    assert!(!g.is_over());
}

#[test]
fn a_claim_with_a_move_is_granted_when_the_board_already_qualifies() {
    // 9.2.1.2: the start position has just appeared the third time; the
    // claimant wrote a move that would not repeat anything.
    let mut g = Game::default();
    play(&mut g, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8");
    let m = mv(&g, "e4");
    assert_eq!(
        g.claim_draw(Some(ClaimKind::Repetition), Intended::Move(m))
            .unwrap(),
        ClaimDecision::Granted(GameResult::draw(Reason::ThreefoldRepetition))
    );
    assert_eq!(g.moves().len(), 8, "the intended move is not played");

    // 9.3.2: fifty moves made already; the written move is a pawn move.
    let mut g = game("4k3/8/8/8/8/8/P7/R3K3 w - - 100 80");
    let m = mv(&g, "a3");
    assert_eq!(
        g.claim_draw(Some(ClaimKind::FiftyMoves), Intended::Move(m))
            .unwrap(),
        ClaimDecision::Granted(GameResult::draw(Reason::FiftyMoves))
    );
}

#[test]
fn a_claim_with_an_illegal_move_is_wrong_unless_the_board_qualifies() {
    let mut g = Game::default();
    play(&mut g, "e4 e5");
    let d = g.claim_draw(None, Intended::Illegal).unwrap();
    assert_eq!(
        d,
        ClaimDecision::Rejected {
            penalty: TimePenalty {
                to: Color::Black,
                minutes: 2
            },
            must_play: None,
            offer: true,
        }
    );
    // Not played, not a completed illegal move (7.5.1).
    assert_eq!(g.moves().len(), 2);
    assert_eq!(g.turn(), Color::White);
    assert_eq!(g.illegal_count(Color::White), 0);

    // A move value that is not legal here is treated the same way.
    let mut g = Game::default();
    play(&mut g, "e4 e5");
    let other = game("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    let rook = mv(&other, "Ra8");
    assert!(matches!(
        g.claim_draw(None, Intended::Move(rook)).unwrap(),
        ClaimDecision::Rejected {
            must_play: None,
            ..
        }
    ));

    let mut g = game("4k3/8/8/8/8/8/8/R3K3 w - - 100 80");
    assert_eq!(
        g.claim_draw(None, Intended::Illegal).unwrap(),
        ClaimDecision::Granted(GameResult::draw(Reason::FiftyMoves))
    );
}

#[test]
fn a_wrong_claim_is_a_draw_offer_the_opponent_may_accept() {
    let mut g = Game::default();
    play(&mut g, "e4 e5");
    g.claim_draw(Some(ClaimKind::Repetition), Intended::Nothing)
        .unwrap();
    assert_eq!(g.pending_offer(), Some(Color::White));
    assert_eq!(g.accept_draw(Color::White), Err(RulesError::OwnOffer));
    assert_eq!(
        g.accept_draw(Color::Black).unwrap(),
        GameResult::draw(Reason::Agreement)
    );

    // Before both players have moved there is no agreement (5.2.3), so no
    // offer either.
    let mut g = game("4k3/8/8/8/8/8/8/R3K3 w - - 10 80");
    let d = g
        .claim_draw(Some(ClaimKind::FiftyMoves), Intended::Nothing)
        .unwrap();
    assert!(matches!(d, ClaimDecision::Rejected { offer: false, .. }));
    assert_eq!(g.pending_offer(), None);
}

#[test]
fn fifty_move_claim() {
    let mut g = game("4k3/8/8/8/8/8/8/R3K3 w - - 99 80");
    assert!(matches!(
        g.claim_draw(Some(ClaimKind::FiftyMoves), Intended::Nothing)
            .unwrap(),
        ClaimDecision::Rejected { .. }
    ));
    let mut g = game("4k3/8/8/8/8/8/8/R3K3 w - - 99 80");
    let m = mv(&g, "Ra2");
    assert_eq!(
        g.claim_draw(Some(ClaimKind::FiftyMoves), Intended::Move(m))
            .unwrap(),
        ClaimDecision::Granted(GameResult::draw(Reason::FiftyMoves))
    );
    // A pawn move resets the count: the claim with it is wrong.
    let mut g = game("4k3/8/8/8/8/8/P7/R3K3 w - - 99 80");
    let m = mv(&g, "a3");
    assert!(matches!(
        g.claim_draw(Some(ClaimKind::FiftyMoves), Intended::Move(m))
            .unwrap(),
        ClaimDecision::Rejected { .. }
    ));
}

#[test]
fn flag_fall_draw_when_opponent_cannot_mate() {
    // 6.9: White has only a king; Black's flag falls: draw.
    let mut g = game("4k3/8/8/8/8/8/8/q3K3 w - - 0 1");
    let r = g.flag_fall(Color::Black).unwrap();
    assert_eq!(r, GameResult::draw_because(Reason::Time));
    let mut g = game("4k3/8/8/8/8/8/8/q3K3 w - - 0 1");
    let r = g.flag_fall(Color::White).unwrap();
    assert_eq!(r, GameResult::win(Color::Black, Reason::Time));
}

#[test]
fn resignation_draw_when_opponent_cannot_mate() {
    let mut g = game("4k3/8/8/8/8/8/8/q3K3 w - - 0 1");
    assert_eq!(
        g.resign(Color::Black).unwrap(),
        GameResult::draw_because(Reason::Resignation)
    );
    let mut g = game("4k3/8/8/8/8/8/8/q3K3 w - - 0 1");
    assert_eq!(
        g.resign(Color::White).unwrap(),
        GameResult::win(Color::Black, Reason::Resignation)
    );
    // The seeds' edition: a resignation always loses.
    let settings = RulesSettings {
        resignation_always_loses: true,
        ..Default::default()
    };
    let mut g = Game::new(pos("4k3/8/8/8/8/8/8/q3K3 w - - 0 1"), settings);
    assert_eq!(
        g.resign(Color::Black).unwrap(),
        GameResult::win(Color::White, Reason::Resignation)
    );
}

#[test]
fn second_illegal_move_loses_today_third_in_the_seeds() {
    let mut g = Game::default();
    assert_eq!(
        g.illegal_move_completed(Color::White).unwrap(),
        IllegalMoveDecision::Penalty {
            penalty: TimePenalty {
                to: Color::Black,
                minutes: 2
            },
            count: 1
        }
    );
    assert_eq!(
        g.illegal_move_completed(Color::White).unwrap(),
        IllegalMoveDecision::GameOver(GameResult::win(Color::Black, Reason::IllegalMoves))
    );

    let settings = RulesSettings {
        illegal_moves: IllegalMoveRule::ThirdLoses,
        mode: Mode::Blitz,
        ..Default::default()
    };
    let mut g = Game::new(Chess::default(), settings);
    for count in 1..=2 {
        assert_eq!(
            g.illegal_move_completed(Color::Black).unwrap(),
            IllegalMoveDecision::Penalty {
                penalty: TimePenalty {
                    to: Color::White,
                    minutes: 1
                },
                count
            }
        );
    }
    assert!(matches!(
        g.illegal_move_completed(Color::Black).unwrap(),
        IllegalMoveDecision::GameOver(_)
    ));
}

#[test]
fn illegal_moves_draw_when_opponent_cannot_mate() {
    let mut g = game("q3k3/8/8/8/8/8/8/4K3 b - - 0 1");
    g.illegal_move_completed(Color::Black).unwrap();
    assert_eq!(
        g.illegal_move_completed(Color::Black).unwrap(),
        IllegalMoveDecision::GameOver(GameResult::draw_because(Reason::IllegalMoves))
    );
}

#[test]
fn draw_agreement_needs_both_players_to_have_moved() {
    let mut g = Game::default();
    assert_eq!(
        g.offer_draw(Color::White),
        Err(RulesError::TooEarlyForAgreement)
    );
    play(&mut g, "e4 e5");
    g.offer_draw(Color::White).unwrap();
    assert_eq!(g.accept_draw(Color::White), Err(RulesError::OwnOffer));
    assert_eq!(
        g.accept_draw(Color::Black).unwrap(),
        GameResult::draw(Reason::Agreement)
    );
}

#[test]
fn a_move_declines_the_offer() {
    let mut g = Game::default();
    play(&mut g, "e4 e5 Nf3");
    g.offer_draw(Color::White).unwrap();
    assert!(g.moves().last().unwrap().draw_offer, "(=) after Nf3");
    play(&mut g, "Nc6");
    assert_eq!(g.pending_offer(), None);
    assert_eq!(g.accept_draw(Color::White), Err(RulesError::NoOfferPending));
}

#[test]
fn undo_restores_position_and_counts() {
    let mut g = Game::default();
    play(&mut g, "f3 e5 g4 Qh4");
    assert!(g.is_over());
    // The result stands: only the arbiter's reopening lifts it.
    let mate = g.result().cloned().unwrap();
    assert_eq!(g.undo().unwrap_err(), RulesError::GameOver(mate.clone()));
    assert_eq!(g.moves().len(), 4);
    assert_eq!(g.reopen(), Some(mate));
    assert_eq!(g.reopen(), None);
    let last = g.undo().unwrap();
    assert_eq!(last.san.to_string(), "Qh4#");
    assert!(!g.is_over());
    assert_eq!(g.moves().len(), 3);
    assert_eq!(g.repetitions(), 1);
    let mut fresh = Game::default();
    assert_eq!(fresh.undo().unwrap_err(), RulesError::NothingToUndo);
}

#[test]
fn undo_never_reopens_a_finished_game() {
    let mut g = Game::default();
    play(&mut g, "e4 e5");
    g.resign(Color::White).unwrap();
    assert!(matches!(g.undo(), Err(RulesError::GameOver(_))));

    let mut g = Game::default();
    play(&mut g, "e4 e5");
    g.offer_draw(Color::Black).unwrap();
    g.accept_draw(Color::White).unwrap();
    assert!(matches!(g.undo(), Err(RulesError::GameOver(_))));

    let mut g = Game::default();
    play(&mut g, "e4 e5");
    g.flag_fall(Color::White).unwrap();
    assert!(matches!(g.undo(), Err(RulesError::GameOver(_))));

    let mut g = Game::default();
    play(&mut g, "e4 e5");
    g.illegal_move_completed(Color::White).unwrap();
    g.illegal_move_completed(Color::White).unwrap();
    assert!(matches!(g.undo(), Err(RulesError::GameOver(_))));
    assert_eq!(g.moves().len(), 2);
}

#[test]
fn the_arbiter_declares_corrects_and_reopens() {
    let mut g = Game::default();
    play(&mut g, "e4 e5");
    g.offer_draw(Color::Black).unwrap();
    let both_flags = GameResult::by_arbiter(Score::Draw, Reason::BothFlags);
    assert_eq!(g.declare(both_flags.clone()), None);
    assert_eq!(g.result(), Some(&both_flags));
    assert_eq!(g.pending_offer(), None, "the offer lapses");
    assert!(g.play(mv(&Game::default(), "d4")).is_err());
    // A correction replaces the result and says what it replaced.
    let forfeit = GameResult::by_arbiter(Score::WhiteWins, Reason::Forfeit);
    assert_eq!(g.declare(forfeit.clone()), Some(both_flags));
    assert_eq!(forfeit.notation(), "+/-");
    assert_eq!(g.reopen(), Some(forfeit));
    assert!(!g.is_over());
    play(&mut g, "Nf3");
    assert_eq!(
        GameResult::by_arbiter(Score::BothLose, Reason::Forfeit).notation(),
        "-/-"
    );
    assert_eq!(
        GameResult::by_arbiter(Score::BothLose, Reason::Arbiter).notation(),
        "0-0"
    );
    assert_eq!(Score::BothLose.half_points(Color::White), 0);
    assert_eq!(Score::Draw.half_points(Color::Black), 1);
}

#[test]
fn putting_right_a_move_keeps_the_offer_made_with_it() {
    let mut g = Game::default();
    play(&mut g, "e4 e5");
    let m = mv(&g, "Nf3");
    g.claim_draw(None, Intended::Move(m)).unwrap();
    g.play(m).unwrap();
    // A slip of the tongue: Nc3 was meant.
    g.undo().unwrap();
    assert_eq!(g.pending_offer(), Some(Color::White));
    play(&mut g, "Nc3");
    assert!(g.moves().last().unwrap().draw_offer);
    // An offer that did not come with the undone move lapses.
    play(&mut g, "Nc6");
    g.offer_draw(Color::White).unwrap();
    assert!(!g.moves().last().unwrap().draw_offer);
    g.undo().unwrap();
    assert_eq!(g.pending_offer(), None);
}

// --- dead positions: src/rules/dead.rs -------------------------------------

/// A blocked pawn chain, dead (the argument is in src/rules/dead/tests.rs).
const CHAIN: &str = "3k4/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/8/3K4 w - - 0 1";
/// The chain without its h-pawns, with White's light-squared bishop on
/// Black's side and Black's dark-squared bishops shut in behind their own
/// pawns: White can mate (...Bc7 Be8 Bcb8 Bc6#), Black never can (the
/// argument is in src/rules/dead/tests.rs).
const ONE_SIDED: &str = "kb6/b2B4/1p1p1p2/pPpPpPp1/P1P1P1P1/8/8/3K4 b - - 0 1";
/// The whole chain with one such bishop each: White's bishop checks but
/// can never mate (Black's one bishop cannot block two flight squares), so
/// the position is dead.
const BISHOPS_DEAD: &str = "4kb2/8/Bp1p1p1p/pPpPpPpP/P1P1P1P1/8/8/3K4 w - - 0 1";

#[test]
fn a_blocked_chain_is_dead_at_once() {
    let g = game(CHAIN);
    assert_eq!(g.result(), Some(&GameResult::draw(Reason::DeadPosition)));
    let g = game(BISHOPS_DEAD);
    assert_eq!(g.result(), Some(&GameResult::draw(Reason::DeadPosition)));
    // The move that completes the chain ends the game (5.2.2).
    let mut g = game("3k4/8/1p1p1p1p/pPpPpPpP/P1P1P3/6P1/8/3K4 w - - 0 1");
    assert_eq!(g.result(), None);
    let r = play(&mut g, "g4").unwrap();
    assert_eq!(r.result, Some(GameResult::draw(Reason::DeadPosition)));
    assert!(g.is_over());
}

#[test]
fn flag_fall_in_a_blocked_position() {
    // 6.9: Black's bishop is sufficient material by count, but it can never
    // check: White's flag falling is a draw.
    let mut g = game(ONE_SIDED);
    assert_eq!(g.result(), None);
    assert!(g.cannot_mate(Color::Black));
    assert!(!g.cannot_mate(Color::White));
    assert_eq!(
        g.flag_fall(Color::White).unwrap(),
        GameResult::draw_because(Reason::Time)
    );
    let mut g = game(ONE_SIDED);
    assert_eq!(
        g.flag_fall(Color::Black).unwrap(),
        GameResult::win(Color::White, Reason::Time)
    );
}

#[test]
fn resignation_in_a_blocked_position() {
    let mut g = game(ONE_SIDED);
    assert_eq!(
        g.resign(Color::White).unwrap(),
        GameResult::draw_because(Reason::Resignation)
    );
    let mut g = game(ONE_SIDED);
    assert_eq!(
        g.resign(Color::Black).unwrap(),
        GameResult::win(Color::White, Reason::Resignation)
    );
    // The seeds' edition: a resignation always loses.
    let settings = RulesSettings {
        resignation_always_loses: true,
        ..Default::default()
    };
    let mut g = Game::new(pos(ONE_SIDED), settings);
    assert_eq!(
        g.resign(Color::White).unwrap(),
        GameResult::win(Color::Black, Reason::Resignation)
    );
}

/// Games played move by move through [`Game::play`] give shakmaty's own
/// SAN (with `+` and `#`), its mate and its stalemate after every move,
/// also after moves taken back: the legal moves asked narrowly
/// (src/rules/legal.rs) decide as generating every move does. Random
/// games from the start and from endings with few pieces (where the
/// likely moves fail more often and games end in mate or stalemate).
#[test]
fn random_games_agree_with_shakmaty_after_every_move() {
    use shakmaty::san::SanPlus;
    let starts = [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1",
        "7k/8/8/8/8/8/5Q2/6K1 w - - 0 1",
        "8/8/4k3/8/8/4K3/4P3/8 w - - 0 1",
        "k7/2P5/8/8/8/8/6p1/7K w - - 0 1",
        "r3k2r/pp3ppp/8/3pP3/8/8/PP3PPP/R3K2R w KQkq d6 0 1",
    ];
    let mut random = crate::testing::Random::new(0x5851_f42d_4c95_7f2d);
    let mut next = move |n: usize| random.below(n);
    let (mut mates, mut stalemates, mut plies) = (0, 0, 0);
    for round in 0..4 {
        for fen in starts {
            let mut g = Game::new(pos(fen), RulesSettings::default());
            let mut p = pos(fen);
            for _ in 0..160 {
                let moves = p.legal_moves();
                if moves.is_empty() || g.is_over() {
                    break;
                }
                let m = moves[next(moves.len())];
                let want = SanPlus::from_move(p.clone(), m);
                let report = g.play(m).unwrap_or_else(|e| panic!("{m} refused: {e:?}"));
                plies += 1;
                p.play_unchecked(m);
                assert_eq!(report.san, want, "{fen} round {round}");
                assert_eq!(report.mate, p.is_checkmate());
                assert_eq!(report.check, p.is_check());
                // Sometimes every move is asked for (then the next move is
                // looked up in that list rather than asked of shakmaty).
                if next(4) == 0 {
                    assert_eq!(g.legal_moves().as_slice(), p.legal_moves().as_slice());
                }
                match &report.result {
                    Some(r) if r.reason == Reason::Checkmate => mates += 1,
                    Some(r) if r.reason == Reason::Stalemate => {
                        assert!(p.is_stalemate());
                        stalemates += 1;
                    }
                    _ => assert!(!p.is_checkmate() && !p.is_stalemate()),
                }
                // Now and then the move is taken back and played again.
                if !g.is_over() && next(5) == 0 {
                    let taken = g.undo().expect("a move to take back");
                    p = taken.before.clone();
                    assert_eq!(g.play(m).map(|r| r.san).ok(), Some(want));
                    p.play_unchecked(m);
                }
            }
        }
    }
    assert!(plies > 1000, "{plies}");
    assert!(mates + stalemates > 0, "no game ended by the board");
    // One move to mate, one to stalemate (the pawn steps and king steps
    // tried first are not legal there).
    for (fen, uci, reason, suffix) in [
        (
            "k7/8/1K6/8/8/8/7Q/8 w - - 0 1",
            "h2h8",
            Reason::Checkmate,
            "#",
        ),
        (
            "k7/8/8/1Q6/8/8/8/7K w - - 0 1",
            "b5b6",
            Reason::Stalemate,
            "",
        ),
        (
            "7k/7p/7P/8/8/8/8/6RK w - - 0 1",
            "g1g2",
            Reason::Stalemate,
            "",
        ),
    ] {
        let mut g = Game::new(pos(fen), RulesSettings::default());
        let m = shakmaty::uci::UciMove::from_ascii(uci.as_bytes())
            .unwrap()
            .to_move(g.position())
            .unwrap();
        let report = g.play(m).unwrap();
        assert_eq!(report.result.map(|r| r.reason), Some(reason), "{fen}");
        assert!(
            report.san.to_string().ends_with(suffix) || suffix.is_empty(),
            "{fen}"
        );
    }
}

/// One pawn move before a closed chain the per-move layers cannot prove
/// dead: c6-c5+ closes it.
const BEFORE_CHAIN: &str = "5k2/4p3/2ppPp2/3P1Pp1/1pPK2Pp/pP5P/P7/8 b - - 0 1";

#[test]
fn a_closed_position_the_move_leaves_open_is_asked_once_and_ends_the_game() {
    let mut g = game(BEFORE_CHAIN);
    assert!(g.dead_question().is_none(), "not closed before c5");
    let report = play(&mut g, "c5").unwrap();
    assert!(report.result.is_none(), "the per-move layers leave it open");
    let q = g.dead_question().expect("a closed position is asked about");
    assert_eq!(q.ply(), 1);
    assert!(g.dead_question().is_none(), "asked once per key");
    let answer = q.answer();
    assert!(answer.is_dead());
    let r = g.settle_dead(&answer).expect("the game ends");
    assert_eq!(r.reason, Reason::DeadPosition);
    assert_eq!(g.result().map(|r| r.reason), Some(Reason::DeadPosition));
    // Taken a second time, the answer changes nothing.
    assert!(g.settle_dead(&answer).is_none());
}

#[test]
fn an_answer_that_arrives_after_more_moves_still_ends_the_game() {
    let mut g = game(BEFORE_CHAIN);
    play(&mut g, "c5").unwrap();
    let q = g.dead_question().unwrap();
    // The players go on while the question is answered.
    play(&mut g, "Kd3").unwrap();
    play(&mut g, "Kg8").unwrap();
    assert!(!g.is_over());
    let r = g
        .settle_dead(&q.answer())
        .expect("later positions are dead too");
    assert_eq!(r.reason, Reason::DeadPosition);
    assert_eq!(g.moves().len(), 3, "the moves made meanwhile stay");
}

#[test]
fn an_answer_about_a_position_taken_back_changes_nothing() {
    let mut g = game(BEFORE_CHAIN);
    play(&mut g, "c5").unwrap();
    let q = g.dead_question().unwrap();
    g.undo().unwrap();
    play(&mut g, "Kg8").unwrap();
    assert!(g.settle_dead(&q.answer()).is_none());
    assert!(!g.is_over());
    // The same position reached again is the same question's position.
    let mut g = game(BEFORE_CHAIN);
    play(&mut g, "c5").unwrap();
    let q = g.dead_question().unwrap();
    g.undo().unwrap();
    play(&mut g, "c5").unwrap();
    assert!(g.settle_dead(&q.answer()).is_some());
}

#[test]
fn an_open_position_is_not_asked_about() {
    let mut g = Game::default();
    play(&mut g, "e4").unwrap();
    assert!(g.dead_question().is_none());
    // A replayed journal asks about any ply it names, and the start
    // position is not dead.
    let q = g.dead_question_at(0).unwrap();
    assert!(!q.answer().is_dead());
    assert!(g.dead_question_at(2).is_none());
}
