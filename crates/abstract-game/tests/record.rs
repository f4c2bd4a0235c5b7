//! Game records on the toys: written from played games, read back exactly, replayed with every move checked.

mod toys;

use abstract_game::record::{GameRecord, RecordParseError, RecordedMove, ReplayError, TagKeyError};
use abstract_game::{Game, Outcome, PlayError, PlayerId};
use toys::high_card::{HcMove, HighCard};
use toys::tictactoe::{Cell, TicTacToe};

const SEAT0: PlayerId = PlayerId::from_const(0);
const SEAT1: PlayerId = PlayerId::from_const(1);

/// x b2, o a1, x c1, o a3, x a2, o c2, x b3, o b1, x c3: nobody completes a line, a draw.
fn tictactoe_moves() -> Vec<(Option<PlayerId>, Cell)> {
    [4, 0, 2, 6, 3, 5, 7, 1, 8]
        .iter()
        .enumerate()
        .map(|(i, &c)| (Some(PlayerId::from_const(i as u8 % 2)), Cell(c)))
        .collect()
}

#[test]
fn a_played_game_is_written_as_expected_and_reads_back() {
    let start = TicTacToe::new();
    let mut record =
        GameRecord::from_game_moves("tictactoe", "standard", &start, &start, &tictactoe_moves()).unwrap();
    record.event = Some("Lunch break".into());
    record.date = Some("2025.03.14".into());
    record.players.insert(SEAT0, "Ada".into());
    record.players.insert(SEAT1, "Blaise".into());
    let text = record.to_string();
    assert_eq!(
        text,
        "[Game \"tictactoe\"]\n[Rules \"standard\"]\n[Event \"Lunch break\"]\n[Date \"2025.03.14\"]\n\
         [Seat0 \"Ada\"]\n[Seat1 \"Blaise\"]\n[Result \"ranks:1,1\"]\n\n\
         1. b2\n2. a1\n3. c1\n4. a3\n5. a2\n6. c2\n7. b3\n8. b1\n9. c3\nranks:1,1\n"
    );
    let back: GameRecord = text.parse().unwrap();
    assert_eq!(back, record);
    assert_eq!(back.to_string(), text);
    let end = back.replay(TicTacToe::new()).unwrap();
    assert_eq!(end.outcome(), Some(Outcome::draw(2).unwrap()));
    assert_eq!(end.to_string(), "oxx/xxo/oox o");
}

#[test]
fn a_custom_start_is_recorded_and_the_default_one_is_not() {
    let rules_start = TicTacToe::new();
    let start: TicTacToe = "x../.o./... x".parse().unwrap();
    let record =
        GameRecord::from_game_moves("tictactoe", "standard", &rules_start, &start, &[(None, Cell(8))])
            .unwrap();
    assert_eq!(record.start.as_deref(), Some("x../.o./... x"));
    assert!(record.to_string().contains("[Start \"x../.o./... x\"]\n"));
    assert_eq!(record.result, None);
    assert!(record.to_string().ends_with("\n1. c3\n*\n"));
    let unchanged =
        GameRecord::from_game_moves("tictactoe", "standard", &rules_start, &rules_start, &[]).unwrap();
    assert_eq!(unchanged.start, None);
}

#[test]
fn chance_outcomes_are_plies_and_out_of_turn_moves_are_seat_tagged() {
    let start = HighCard::new();
    let moves = [(None, HcMove::Deal(2)), (None, HcMove::Deal(3)), (Some(SEAT1), HcMove::Resign)];
    let record = GameRecord::from_game_moves("highcard", "standard", &start, &start, &moves).unwrap();
    assert_eq!(
        record.moves,
        [RecordedMove::new("deal2"), RecordedMove::new("deal3"), RecordedMove::by("seat 1", "resign")]
    );
    let text = record.to_string();
    assert!(text.ends_with("\n1. deal2\n2. deal3\n3. seat 1: resign\nranks:1,2\n"), "{text}");
    let back: GameRecord = text.parse().unwrap();
    assert_eq!(back, record);
    assert_eq!(back.replay(HighCard::new()).unwrap().outcome(), Some(Outcome::win(2, &[SEAT0]).unwrap()));

    // Seat 0 on turn playing its own move is not tagged, even when its seat is given.
    let on_turn = [(None, HcMove::Deal(2)), (None, HcMove::Deal(3)), (Some(SEAT0), HcMove::Call)];
    let record = GameRecord::from_game_moves("highcard", "standard", &start, &start, &on_turn).unwrap();
    assert_eq!(record.moves[2], RecordedMove::new("call"));
}

#[test]
fn a_bad_move_is_reported_with_its_ply_number_and_the_games_message() {
    let mut record: GameRecord =
        "[Game \"tictactoe\"]\n[Rules \"standard\"]\n\n1. b2\n2. a1\n3. b2\n*\n".parse().unwrap();
    assert_eq!(
        record.replay(TicTacToe::new()),
        Err(ReplayError::BadMove { ply: 3, text: "b2".into(), message: "not a free cell: \"b2\"".into() })
    );
    record.moves[2] = RecordedMove::by("seat 1", "c3");
    assert_eq!(
        record.replay(TicTacToe::new()),
        Err(ReplayError::Illegal {
            ply: 3,
            text: "c3".into(),
            error: PlayError::NotYourTurn { seat: SEAT1, to_move: Some(SEAT0) }
        })
    );
    record.moves[2] = RecordedMove::by("Nobody", "c3");
    assert_eq!(
        record.replay(TicTacToe::new()),
        Err(ReplayError::UnknownSeat { ply: 3, seat: "Nobody".into() })
    );
    record.moves.truncate(2);
    record.result = Some(Outcome::draw(2).unwrap());
    let mismatch = record.replay(TicTacToe::new()).unwrap_err();
    assert_eq!(mismatch, ReplayError::ResultMismatch { recorded: "ranks:1,1".into(), reached: "*".into() });
    assert_eq!(mismatch.to_string(), "the record's result is ranks:1,1, the moves lead to *");
}

#[test]
fn quotes_escapes_and_awkward_moves_round_trip() {
    let mut record = GameRecord::new("a \"quoted\" game", "rules\\with\\backslashes");
    record.site = Some("line one\nline two\ttabbed".into());
    record.set_tag("Annotator", "O'Brien \"the bold\"").unwrap();
    record.set_tag("Round", "1").unwrap();
    record.set_tag("Round", "2").unwrap();
    record.moves = vec![
        RecordedMove::new("24/18 13/11"),
        RecordedMove::new("a: b"),
        RecordedMove::new(" padded "),
        RecordedMove::new("\"starts with a quote"),
        RecordedMove::by("P3", "mechoune P1"),
        RecordedMove::by("odd: seat", "x"),
        RecordedMove::new(""),
    ];
    record.result = Some(Outcome::points(&[-3, 0, 12]).unwrap());
    let text = record.to_string();
    assert_eq!(
        text,
        "[Game \"a \\\"quoted\\\" game\"]\n[Rules \"rules\\\\with\\\\backslashes\"]\n\
         [Site \"line one\\nline two\\ttabbed\"]\n[Result \"points:-3,0,12\"]\n\
         [Annotator \"O'Brien \\\"the bold\\\"\"]\n[Round \"2\"]\n\n\
         1. 24/18 13/11\n2. \"a: b\"\n3. \" padded \"\n4. \"\\\"starts with a quote\"\n\
         5. P3: mechoune P1\n6. \"odd: seat\": x\n7. \"\"\npoints:-3,0,12\n"
    );
    let back: GameRecord = text.parse().unwrap();
    assert_eq!(back, record);
    assert_eq!(back.tag("Annotator"), Some("O'Brien \"the bold\""));
    assert_eq!(back.tags().map(|(k, _)| k).collect::<Vec<_>>(), ["Annotator", "Round"]);
}

#[test]
fn free_tag_keys_are_words_and_not_the_records_own_tags() {
    let mut record = GameRecord::new("g", "r");
    for key in ["Game", "Result", "Seat3", "Seat03", "", "1st", "two words", "a]b"] {
        assert_eq!(record.set_tag(key, "v"), Err(TagKeyError { key: key.into() }), "{key:?}");
    }
    assert_eq!(record.set_tag("Seat_notes", "v"), Ok(()));
    assert_eq!(record.remove_tag("Seat_notes"), Some("v".into()));
    assert_eq!(record.tags().count(), 0);
}

#[test]
fn malformed_text_is_a_typed_error_naming_the_line() {
    let head = "[Game \"g\"]\n[Rules \"r\"]\n";
    let cases: [(String, RecordParseError); 10] = [
        (
            format!("{head}\n1. a\n3. b\n*\n"),
            RecordParseError::MoveNumber { line: 5, expected: 2, found: "3.".into() },
        ),
        (
            format!("{head}\n1.a\n*\n"),
            RecordParseError::MoveNumber { line: 4, expected: 1, found: "1.a".into() },
        ),
        ("[Game \"g\"]\n\n*\n".into(), RecordParseError::MissingTag { key: "Rules" }),
        (format!("{head}[Game \"h\"]\n*\n"), RecordParseError::DuplicateTag { line: 3, key: "Game".into() }),
        (
            format!("{head}[Event \"bad \\q\"]\n*\n"),
            RecordParseError::BadString { line: 3, reason: "unknown escape (\\\" \\\\ \\n \\r \\t)" },
        ),
        (
            format!("{head}[Event unquoted]\n*\n"),
            RecordParseError::BadString { line: 3, reason: "a string starts with a quote" },
        ),
        (format!("{head}[Seat9 \"x\"]\n*\n"), RecordParseError::BadSeatTag { line: 3, key: "Seat9".into() }),
        (format!("{head}[Result \"*\"]\n1. a\nranks:1,2\n"), RecordParseError::ResultMismatch { line: 5 }),
        (format!("{head}1. a\n"), RecordParseError::MissingResult),
        (
            format!("{head}1. a\nranks:0,1\n"),
            RecordParseError::BadResult { line: 4, text: "ranks:0,1".into() },
        ),
    ];
    for (text, expected) in cases {
        assert_eq!(text.parse::<GameRecord>(), Err(expected), "{text}");
    }
    assert_eq!(
        format!("{head}*\n1. a\n").parse::<GameRecord>(),
        Err(RecordParseError::TextAfterResult { line: 4 })
    );
    assert_eq!(
        format!("{head}1. a\n[Event \"late\"]\n*\n").parse::<GameRecord>(),
        Err(RecordParseError::TagAfterMoves { line: 4 })
    );
}
