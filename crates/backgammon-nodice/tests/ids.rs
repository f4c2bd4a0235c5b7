//! Issue 15: GNU Backgammon match IDs and eXtreme Gammon XGIDs, written and read. The expected IDs are worked
//! out by hand from the formats' layouts (GNU Backgammon's `matchid.c`, its `set xgid` reading), and agree with
//! what GNU Backgammon 1.07 prints for the same states; `tests/oracle/run.sh` checks thousands more against
//! GNU Backgammon itself.

use abstract_game::Game;
use backgammon_nodice::{
    Crawford, Dice, IdError, IdFormat, Match, MatchError, Phase, Position, PositionError, Rules, Side,
};

fn field_of(err: IdError) -> &'static str {
    match err {
        IdError::Field { field, .. } => field,
        other => panic!("not a field error: {other:?}"),
    }
}

#[test]
fn match_id_of_the_start_of_a_money_game() {
    // White (GNU Backgammon's player 1) on roll and to decide, cube centred at 1 (owner 3), game playing, no
    // dice, money (length 0), "no Jacoby" bit 66. Bytes 70 09 00 | 00 00 00 | 00 00 04 in base64.
    let mut pos = Position::start(Rules::classic());
    assert_eq!(pos.gnubg_match_id(), Ok("cAkAAAAAAAAE".to_string()));
    assert_eq!(pos.gnubg_ids(), Ok("4HPwATDgc/ABMA:cAkAAAAAAAAE".to_string()));
    assert_eq!(pos.xgid(), Ok("XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:15".to_string()));
    // 6-4 rolled: dice bits 15-17 = 6, 18-20 = 4; byte 1 = 0x09 | 6 << 7, byte 2 = 6 >> 1 | 4 << 2.
    pos.play(pos.parse_move("6-4").unwrap()).unwrap();
    assert_eq!(pos.gnubg_match_id(), Ok("cAkTAAAAAAAE".to_string()));
    assert_eq!(pos.xgid().unwrap(), "XGID=-b----E-C---eE---c-e----B-:0:0:1:64:0:0:0:0:15");
}

#[test]
fn match_id_of_a_double_offered() {
    // White doubled, Black to answer: player on roll White (bit 6), player to decide Black (bit 11 clear),
    // doubled (bit 12): bytes 70 11 00 ... 04.
    let text = "classic:-2,0,0,0,0,5,0,3,0,0,0,-5,5,0,0,0,-3,0,-5,0,0,0,0,2:0/0:0/0:b:doubled:1:-/-";
    let pos: Position = text.parse().unwrap();
    assert_eq!(pos.gnubg_match_id(), Ok("cBEAAAAAAAAE".to_string()));
    assert_eq!(pos.xgid().unwrap(), "XGID=-b----E-C---eE---c-e----B-:0:0:1:D:0:0:0:0:15");
    assert_eq!(Position::from_gnubg_ids(&pos.gnubg_ids().unwrap(), Rules::classic()), Ok(pos.clone()));
    assert_eq!(Position::from_xgid(&pos.xgid().unwrap(), Rules::classic()), Ok(pos));
}

#[test]
fn xgid_example_reads_as_a_classic_game_with_dice_to_play() {
    // The XGID of eXtreme Gammon's documentation, money game with Jacoby and beavers (flags 3): refused, these
    // rules have neither; the same without them is White to play 5-2 from the start position.
    let with_jacoby = "XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:3:0:10";
    let err = Position::from_xgid(with_jacoby, Rules::classic()).unwrap_err();
    assert_eq!(field_of(err), "Crawford/Jacoby");
    let pos =
        Position::from_xgid("XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:0:0:10", Rules::classic()).unwrap();
    assert_eq!(pos.phase(), Phase::Playing(Dice::new(5, 2).unwrap()));
    assert_eq!(pos.side_to_move(), Side::White);
    assert_eq!(pos.board(), Position::start(Rules::classic()).board());
    assert_eq!(pos.legal_moves().len(), 8, "the opening 5-2 has 8 distinct plays");
}

#[test]
fn position_from_str_reads_xgids_and_gnubg_ids() {
    let start = Position::start(Rules::classic());
    let from_ids: Position = "4HPwATDgc/ABMA:cAkAAAAAAAAE".parse().unwrap();
    assert_eq!(from_ids.board(), start.board());
    assert_eq!(from_ids.side_to_move(), Side::White);
    assert!(from_ids.rules().is_classic());
    let from_position_id: Position = "4HPwATDgc/ABMA".parse().unwrap();
    assert_eq!(from_position_id, from_ids);
    let from_xgid: Position = "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:15".parse().unwrap();
    assert_eq!(from_xgid, from_ids);
    // A malformed ID is an ID error, naming the field (here a resignation, see below).
    let err = "4HPwATDgc/ABMA:cCkAAAAAAAAE".parse::<Position>().unwrap_err();
    assert!(matches!(err, PositionError::Id(IdError::Field { format: IdFormat::MatchId, .. })), "{err:?}");
}

#[test]
fn match_ids_carry_score_length_and_crawford() {
    // A 5-point match at White 4, Black 2 in the Crawford game: score fields, length 5, Crawford bit.
    let text = "classic-m5:4/2:crawford:3:classic-nocube-black-m5:\
                -2,0,0,0,0,5,0,3,0,0,0,-5,5,0,0,0,-3,0,-5,0,0,0,0,2:0/0:0/0:b:roll:1:open";
    let m: Match = text.parse().unwrap();
    let xgid = m.xgid().unwrap();
    assert_eq!(xgid, "XGID=-b----E-C---eE---c-e----B-:0:0:-1:00:4:2:1:5:15");
    let back = Match::from_xgid(&xgid, Rules::classic()).unwrap();
    assert_eq!((back.score(Side::White), back.score(Side::Black)), (4, 2));
    assert_eq!(back.crawford(), Crawford::ThisGame);
    assert!(!back.game().rules().cube(), "no cube in the Crawford game");
    assert_eq!(back.xgid().unwrap(), xgid);
    let ids = m.gnubg_ids().unwrap();
    let from_ids: Match = ids.parse().unwrap();
    assert_eq!(from_ids.gnubg_ids().unwrap(), ids);
    assert_eq!(from_ids, back);
    // Post-Crawford: a side one point short without the Crawford flag.
    let post =
        Match::from_xgid("XGID=-b----E-C---eE---c-e----B-:1:1:1:00:4:3:0:5:15", Rules::classic()).unwrap();
    assert_eq!(post.crawford(), Crawford::After);
}

#[test]
fn states_the_formats_cannot_hold_are_refused() {
    let nodice = Position::start(Rules::nodice());
    assert!(matches!(nodice.gnubg_match_id(), Err(IdError::Unrepresentable { .. })));
    assert!(matches!(nodice.xgid(), Err(IdError::Unrepresentable { format: IdFormat::Xgid, .. })));
    let limited = Position::start(Rules::classic().with_turn_limit(50));
    assert!(matches!(limited.xgid(), Err(IdError::Unrepresentable { .. })));
    let over: Position =
        "classic:0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-15:0/0:15/0:w:over-gammon:1:-/-"
            .parse()
            .unwrap();
    assert!(matches!(over.gnubg_match_id(), Err(IdError::Unrepresentable { .. })));
    let big_cube: Position =
        "classic:-2,0,0,0,0,5,0,3,0,0,0,-5,5,0,0,0,-3,0,-5,0,0,0,0,2:0/0:0/0:w:roll:8192b:-/-"
            .parse()
            .unwrap();
    assert!(matches!(big_cube.xgid(), Err(IdError::Unrepresentable { .. })));
}

#[test]
fn malformed_or_foreign_ids_name_the_field() {
    let classic = Rules::classic();
    let pos = "4HPwATDgc/ABMA";
    // Resigned (bits 13-14 = 1): byte 1 = 0x09 | 0x20, bytes 70 29 00 in base64 `cCkA`.
    assert_eq!(
        field_of(Position::from_gnubg_ids(&format!("{pos}:cCkAAAAAAAAE"), classic).unwrap_err()),
        "resignation"
    );
    assert_eq!(field_of(Position::from_gnubg_ids(&format!("{pos}:cAk"), classic).unwrap_err()), "length");
    // Game state 0 (no game): byte 1 = 0x08.
    assert_eq!(
        field_of(Position::from_gnubg_ids(&format!("{pos}:cAgAAAAAAAAE"), classic).unwrap_err()),
        "game state"
    );
    assert_eq!(field_of(Position::from_gnubg_ids("4HPwATDgc/AB!A", classic).unwrap_err()), "checkers");
    let xgid = |rest: &str| format!("XGID=-b----E-C---eE---c-e----B-:{rest}");
    assert_eq!(field_of(Position::from_xgid(&xgid("0:0:0:00:0:0:0:0:15"), classic).unwrap_err()), "turn");
    assert_eq!(field_of(Position::from_xgid(&xgid("0:0:1:B:0:0:0:0:15"), classic).unwrap_err()), "dice");
    assert_eq!(field_of(Position::from_xgid(&xgid("0:0:1:71:0:0:0:0:15"), classic).unwrap_err()), "dice");
    assert_eq!(field_of(Position::from_xgid(&xgid("1:0:1:00:0:0:0:0:15"), classic).unwrap_err()), "cube");
    assert_eq!(
        field_of(Position::from_xgid(&xgid("0:2:1:00:0:0:0:0:15"), classic).unwrap_err()),
        "cube owner"
    );
    assert_eq!(field_of(Position::from_xgid(&xgid("0:0:1:00:5:0:0:5:15"), classic).unwrap_err()), "score");
    assert_eq!(field_of(Position::from_xgid(&xgid("0:0:1:00:0:0:0:0"), classic).unwrap_err()), "fields");
    assert_eq!(
        field_of(Position::from_xgid("XGID=-b--:0:0:1:00:0:0:0:0:15", classic).unwrap_err()),
        "position"
    );
    // Dice under no-dice rules; a money game read as a match.
    assert_eq!(
        field_of(Position::from_xgid(&xgid("0:0:1:52:0:0:0:0:15"), Rules::nodice()).unwrap_err()),
        "dice"
    );
    assert_eq!(
        field_of(Match::from_xgid(&xgid("0:0:1:00:0:0:0:0:15"), classic).unwrap_err()),
        "match length"
    );
    assert!(matches!("XGID=x".parse::<Match>(), Err(MatchError::Id(_))));
}

#[test]
fn no_dice_rules_read_ids_at_the_start_of_a_turn() {
    let pos = Position::from_gnubg_ids("4HPwATDgc/ABMA:cAkAAAAAAAAE", Rules::nodice()).unwrap();
    assert_eq!(pos.phase(), Phase::TurnStart);
    assert_eq!(pos.last_dice(Side::Black), None);
    assert!(pos.legal_moves().len() > 400, "any pair, no restriction remembered");
}
