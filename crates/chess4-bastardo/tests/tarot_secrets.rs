//! What the table knows of the secret objectives: the check run of objective 4 is kept by its own player
//! only, a power only one objective has reveals it when the table sees it used (the Spectre King living
//! through the Plague, Death left out of an eliminated army's count), and a king's capture any king could
//! make reveals nothing. Then the transition law of `abstract_game` on every tarot preset, failing on a
//! planted copy of the old check-run leak, and the replay test of the issue: the same public moves with
//! another seat's secret objective swapped leave Red's observation, string and tensor unchanged.
//!
//! Every test names the sentence of the seed (the 2007 rules of "Bastardo a obiettivi") it follows.

mod common;

use abstract_game::laws::{self, Law, LawViolation};
use abstract_game::{
    Game, HiddenInformation, InconsistentObservation, ObservationTensor, Outcome, PlayerId, Status,
    Xoshiro256, random_index,
};
use chess4_bastardo::tarot::{Goal, Objective as O, TarotGame, TarotMove, TarotObservation, TarotRules};
use chess4_bastardo::{Position, Rules, Seat};
use proptest::prelude::*;

const RED: Seat = Seat::Red;
const BLUE: Seat = Seat::Blue;
const YELLOW: Seat = Seat::Yellow;
const GREEN: Seat = Seat::Green;

/// Red to move, nothing captured, passing allowed.
const PASS: &str = "r - - 0,0,0,0 0 pass=voluntary";

/// A game already dealt: these pieces, these objectives (Red, Blue, Yellow, Green).
fn game(pieces: &[(&str, &str)], objectives: [&[O]; 4]) -> TarotGame {
    TarotGame::with_objectives(common::setup(pieces, PASS), objectives).expect("a valid deal")
}

/// Plays each action (checked), with the game in the panic message.
fn play(game: &mut TarotGame, moves: &[&str]) {
    for text in moves {
        let mv = game.parse_move(text).unwrap_or_else(|e| panic!("{text} is not legal ({e}) in {game}"));
        game.play(mv).unwrap_or_else(|e| panic!("{text}: {e} in {game}"));
    }
}

/// Everything `seat` is shown: its observation, its observation string and its tensor.
fn shown(game: &TarotGame, seat: Seat) -> (TarotObservation, String, Vec<f32>) {
    let id = seat.player_id();
    (game.observe_seat(seat), game.pretty_for(id), game.observation_tensor(id))
}

/// The seat's line of the variant (objectives and counters) in an observation string.
fn line_of(picture: &str, seat: Seat) -> String {
    let line = picture.lines().find(|l| l.starts_with(seat.name()) && l.contains("objectives"));
    line.unwrap_or_else(|| panic!("no line in {picture}")).into()
}

/// What an observation says openly of each seat's deal and objectives: the game string's four seat fields
/// of the observation's view (stage, hand, objectives, discards, flags as the observer sees them: `?` for a
/// card it cannot see). The table watches every step of a seat's deal, and those steps follow the cards the
/// seat holds (a card put aside because the seat already holds its class, a drawn Plague that must be
/// declared), so a move that changes them reveals, by the rules; so does a declared or revealed objective.
/// The board game's counters (check runs, captures, Death, eliminations) are not in it: a difference there
/// is a leak.
fn revealed(observation: &TarotObservation) -> Vec<String> {
    let text = observation.view().to_string();
    let variant = text.split(" | ").nth(1).unwrap_or_default();
    // redeal, phase, deck, public, then the four seats.
    variant.split(' ').skip(4).take(4).map(String::from).collect()
}

// ------------------------------------------------------------------------------------------------------
// Objective 4: "Il conteggio non deve essere esplicito (viene tenuto solo dal giocatore interessato)".

/// Blue's king steps from e4 to e5, one square, the move of any king. As a Queen (a secret objective) it
/// then attacks Green's king on h8 along the diagonal (h8 is Yellow's corner, not Green's: the Queen may
/// take it), and no other king (Red's on c1 and Yellow's on a6 are on none of its lines from e5): one
/// check, so a run of 1 for a Queen and 0 for any other king.
fn blue_king_steps(blue: O) -> TarotGame {
    let pieces = [("c1", "rK"), ("e4", "bK"), ("a6", "yK"), ("h8", "gK")];
    let mut g = game(&pieces, [&[O::SideCorner], &[blue], &[O::SideCorner], &[O::FivePawns]]);
    play(&mut g, &["pass", "e4e5"]);
    g
}

#[test]
fn objective_4_il_conteggio_non_deve_essere_esplicito_viene_tenuto_solo_dal_giocatore_interessato() {
    let queen = blue_king_steps(O::Queen);
    let pawns = blue_king_steps(O::FivePawns);
    assert_eq!(queen.check_run(BLUE), 1, "the Queen on e5 attacks Green's king on h8");
    assert_eq!(pawns.check_run(BLUE), 0, "a king on e5 attacks nothing");
    assert!(!queen.is_declared(BLUE, O::Queen), "a one-square step shows nothing");
    // The three others see the same in both games: nothing tells them Blue's king is a Queen.
    for seat in [RED, YELLOW, GREEN] {
        assert_eq!(shown(&queen, seat), shown(&pawns, seat), "{seat:?} tells the Queen from the pawns");
        assert!(!line_of(&queen.pretty_for(seat.player_id()), BLUE).contains("check run"), "{seat:?}");
    }
    // Blue keeps its own count.
    let own = line_of(&queen.pretty_for(BLUE.player_id()), BLUE);
    assert!(own.contains("check run 1"), "{own}");
    assert!(line_of(&pawns.pretty_for(BLUE.player_id()), BLUE).contains("check run 0"));
    // The tensor's value 96 of a seat's block: Blue's own run (1 of 4) in Blue's tensor at its own block.
    let own_block = 1869 + 4 * 64;
    assert_eq!(queen.observation_tensor(BLUE.player_id())[own_block + 96].to_bits(), 0.25f32.to_bits());
    // Red's block for Blue (one seat after Red): 0 whatever Blue holds.
    assert_eq!(queen.observation_tensor(RED.player_id())[own_block + 98 + 96].to_bits(), 0.0f32.to_bits());
}

/// The SVG board of a seat's view shows its own check run only, the full board every seat's.
#[cfg(feature = "svg")]
#[test]
fn objective_4_il_conteggio_non_deve_essere_esplicito_in_the_svg_board_too() {
    use abstract_game::svg::{Svg, SvgOptions};
    let queen = blue_king_steps(O::Queen);
    let pawns = blue_king_steps(O::FivePawns);
    let svg = |g: &TarotGame, seat: Option<Seat>| g.svg(seat.map(Seat::player_id), &SvgOptions::new());
    for seat in [RED, YELLOW, GREEN] {
        assert_eq!(svg(&queen, Some(seat)), svg(&pawns, Some(seat)), "{seat:?} tells the Queen apart");
        assert_eq!(svg(&queen, Some(seat)).matches("check run").count(), 1, "{seat:?}: its own only");
    }
    assert!(svg(&queen, Some(BLUE)).contains("check run 1"));
    assert_eq!(svg(&queen, None).matches("check run").count(), 4, "the full board shows every seat's");
}

#[test]
fn objective_4_il_conteggio_states_drawn_by_another_seat_carry_the_run_their_objective_gives() {
    // Red cannot tell Blue's objective; whatever a sample gives Blue, its run is the one Blue's king would
    // have had: 1 as a Queen, 0 otherwise, and a sample never gives Blue objective 4 with a run it would
    // have won with.
    let queen = blue_king_steps(O::Queen);
    let seen = queen.observe_seat(RED);
    let mut rng = Xoshiro256::seed_from_u64(4);
    let (mut queens, mut others) = (0, 0);
    for _ in 0..400 {
        let sample = TarotGame::sample_consistent(&seen, &mut rng).expect("a sample");
        assert_eq!(sample.observe_seat(RED), seen);
        if sample.has_objective(BLUE, O::Queen) {
            queens += 1;
            assert_eq!(sample.check_run(BLUE), 1);
        } else {
            others += 1;
            assert_eq!(sample.check_run(BLUE), 0);
        }
    }
    assert!(queens > 0 && others > 0, "{queens} Queens, {others} others");
}

// ------------------------------------------------------------------------------------------------------
// What a power used in everyone's sight reveals (section 7 of the issue).

#[test]
fn spectre_king_il_re_spettro_e_immune_alla_peste_so_the_king_that_lives_is_declared() {
    // Red's king takes a pawn of the Plague (Blue, declared) and lives: only the Spectre King does.
    let pieces = [("a1", "rK"), ("h1", "bK"), ("b2", "bp"), ("h8", "yK"), ("a8", "gK")];
    let mut g = game(&pieces, [&[O::SpectreKing], &[O::Plague], &[O::SideCorner], &[O::FivePawns]]);
    assert!(!g.is_declared(RED, O::SpectreKing));
    play(&mut g, &["a1b2"]);
    assert!(!g.board().is_eliminated(RED), "the Spectre King is immune");
    assert!(g.is_declared(RED, O::SpectreKing));
    for seat in [BLUE, YELLOW, GREEN] {
        let view = g.observe_seat(seat);
        assert_eq!(view.view().goals(RED)[0].objective(), Some(O::SpectreKing), "{seat:?}");
    }
    // So no state another seat draws gives Red another objective for a king everyone saw live.
    let mut rng = Xoshiro256::seed_from_u64(2);
    for _ in 0..50 {
        let sample = TarotGame::sample_consistent(&g.observe_seat(YELLOW), &mut rng).expect("a sample");
        assert!(sample.has_objective(RED, O::SpectreKing));
    }
}

#[test]
fn death_in_nessun_caso_la_morte_puo_essere_contata_fra_le_prese_so_an_eliminated_death_is_declared() {
    // Red secretly holds Death (its knight on a2). Blue's rook takes Red's king: the army goes to Blue's
    // captures but Death, so Blue is credited 2 pieces (the king and the pawn) of Red's 3, which the whole
    // table counts: Death is public.
    let pieces =
        [("a1", "rK"), ("a2", "rN"), ("b3", "rp"), ("h1", "bK"), ("d1", "bR"), ("h8", "yK"), ("a8", "gK")];
    let mut g = game(&pieces, [&[O::Death], &[O::FivePawns], &[O::SideCorner], &[O::FivePawns]]);
    assert!(!g.is_declared(RED, O::Death));
    play(&mut g, &["pass", "d1a1"]);
    assert!(g.board().is_eliminated(RED));
    assert_eq!(g.board().captured(BLUE), 2, "the king and the pawn, not Death");
    assert!(g.is_declared(RED, O::Death));
    for seat in [BLUE, YELLOW, GREEN] {
        assert_eq!(g.observe_seat(seat).view().goals(RED)[0].objective(), Some(O::Death), "{seat:?}");
    }
    // The same elimination of a Red holding another secret objective credits all three pieces and shows
    // nothing: the count is what told Death apart.
    let mut other = game(&pieces, [&[O::FivePawns], &[O::FivePawns], &[O::SideCorner], &[O::FivePawns]]);
    play(&mut other, &["pass", "d1a1"]);
    assert_eq!(other.board().captured(BLUE), 3);
    assert!(!other.is_declared(RED, O::FivePawns));
}

#[test]
fn death_il_tuo_cavallo_e_la_morte_a_state_drawn_by_another_seat_puts_a_secret_death_on_the_right_knight() {
    // Red secretly holds Death, its first knight (b1). It walks b1-d2-e4 as a knight, which shows nothing,
    // and the other knight (c3) is now Red's lowest: the table followed the knight, and so must a state
    // drawn from Blue's observation.
    let pieces =
        [("a1", "rK"), ("b1", "rN"), ("c3", "rN"), ("h1", "bK"), ("c7", "bR"), ("h8", "yK"), ("a8", "gK")];
    let mut g = game(&pieces, [&[O::Death], &[O::FivePawns], &[O::SideCorner], &[O::FivePawns]]);
    play(&mut g, &["b1d2", "pass", "pass", "pass", "d2e4"]);
    assert!(!g.is_declared(RED, O::Death));
    assert_eq!(g.death_square(RED), Some("e4".parse().unwrap()));
    let seen = g.observe_seat(BLUE);
    laws::check_position_notation(seen.view()).unwrap();
    let mut rng = Xoshiro256::seed_from_u64(12);
    let mut deaths = 0;
    for _ in 0..600 {
        let sample = TarotGame::sample_consistent(&seen, &mut rng).expect("a sample");
        if sample.has_objective(RED, O::Death) {
            deaths += 1;
            assert_eq!(sample.death_square(RED), Some("e4".parse().unwrap()), "{sample}");
        }
    }
    assert!(deaths > 0, "no sample gave Red Death");
    // Blue's rook takes the other knight: a plain capture, in the game and in every state Blue could draw.
    laws::check_transition_tensor(&g, &mut rng, 32, revealed).unwrap();
}

#[test]
fn queen_catturare_un_altra_regina_non_ti_da_la_vittoria_and_a_one_square_capture_shows_nothing() {
    // Red's Queen (secret) takes Yellow's king one square away (on d4, in Red's corner, not at home), and
    // Yellow is a Queen too: no win ("catturare un'altra Regina o il Re Peste non ti dà la vittoria"). Any
    // king could make that capture, so the table learns nothing of Red.
    let pieces = [("c3", "rK"), ("h1", "bK"), ("d4", "yK"), ("a8", "gK")];
    let mut g = game(&pieces, [&[O::Queen], &[O::FivePawns], &[O::Queen], &[O::SideCorner]]);
    play(&mut g, &["c3d4"]);
    assert!(g.board().is_eliminated(YELLOW));
    assert_ne!(g.status(), Status::Over);
    assert!(!g.is_declared(RED, O::Queen), "a capture any king makes reveals nothing");
    let mut plain = game(&pieces, [&[O::FivePawns], &[O::FivePawns], &[O::Queen], &[O::SideCorner]]);
    play(&mut plain, &["c3d4"]);
    for seat in [BLUE, GREEN] {
        assert_eq!(shown(&g, seat), shown(&plain, seat), "{seat:?} tells Red's Queen from a king");
    }
    // The same capture of a plain king wins, and the win shows the Queen.
    let mut wins = game(&pieces, [&[O::Queen], &[O::FivePawns], &[O::FivePawns], &[O::SideCorner]]);
    play(&mut wins, &["c3d4"]);
    assert_eq!(wins.status(), Status::Over);
    assert!(wins.is_declared(RED, O::Queen));
}

// ------------------------------------------------------------------------------------------------------
// The transition law: on every tarot preset, and failing on the old leak planted back.

/// The old leak, planted back: an observation that also shows every seat's real check run, as the
/// observation string and the tensor did before.
#[derive(Clone, Debug, PartialEq, Eq)]
struct RunsShown(TarotGame);

impl Game for RunsShown {
    type Move = TarotMove;
    type MoveList = <TarotGame as Game>::MoveList;
    type MoveParseError = <TarotGame as Game>::MoveParseError;

    fn num_players(&self) -> usize {
        4
    }
    fn status(&self) -> Status {
        self.0.status()
    }
    fn legal_moves_into(&self, moves: &mut Self::MoveList) {
        self.0.legal_moves_into(moves);
    }
    fn play_unchecked(&mut self, mv: TarotMove) {
        self.0.play_unchecked(mv);
    }
    fn outcome(&self) -> Option<Outcome> {
        self.0.outcome()
    }
    fn parse_move(&self, text: &str) -> Result<TarotMove, Self::MoveParseError> {
        self.0.parse_move(text)
    }
}

impl HiddenInformation for RunsShown {
    type Observation = (TarotObservation, [u8; 4]);

    fn observe(&self, seat: PlayerId) -> Self::Observation {
        (self.0.observe(seat), Seat::ALL.map(|s| self.0.check_run(s)))
    }

    fn sees_move(&self, seat: PlayerId, mv: &TarotMove) -> bool {
        self.0.sees_move(seat, mv)
    }

    fn sample_consistent<R: abstract_game::rand_core::Rng + ?Sized>(
        observation: &Self::Observation,
        rng: &mut R,
    ) -> Result<Self, InconsistentObservation> {
        TarotGame::sample_consistent(&observation.0, rng).map(RunsShown)
    }
}

#[test]
fn the_transition_law_catches_the_check_run_shown_to_everyone() {
    // Blue (a secret Queen) to move, its king on e4: a step to e5 checks as a Queen only.
    let pieces = [("c1", "rK"), ("e4", "bK"), ("a6", "yK"), ("h8", "gK")];
    let mut g = game(&pieces, [&[O::SideCorner], &[O::Queen], &[O::SideCorner], &[O::FivePawns]]);
    play(&mut g, &["pass"]);
    let mut rng = Xoshiro256::seed_from_u64(6);
    // The one-state laws see nothing wrong with the planted leak: every sample copies the runs.
    laws::check_hidden(&RunsShown(g.clone()), &mut rng).unwrap();
    let violation =
        laws::check_transition(&RunsShown(g.clone()), &mut rng, 16, |o| revealed(&o.0)).unwrap_err();
    assert_eq!(violation.law, Law::TransitionKeepsTheObservation, "{violation}");
    // The game as it is passes, tensor included.
    laws::check_transition_tensor(&g, &mut rng, 16, revealed).unwrap();
}

/// The planted leak is found on random reachable states too, not only on a built one.
#[test]
fn the_transition_law_finds_the_planted_leak_in_random_games() {
    let mut rng = Xoshiro256::seed_from_u64(17);
    let mut found = 0;
    for _ in 0..40 {
        let mut g = TarotGame::start(TarotRules::standard());
        for _ in 0..120 {
            if g.status() == Status::Over {
                break;
            }
            let moves = g.legal_moves();
            g.play_unchecked(moves[random_index(&mut rng, moves.len())]);
        }
        if let Err(LawViolation { law, .. }) =
            laws::check_transition(&RunsShown(g), &mut rng, 2, |o| revealed(&o.0))
        {
            assert_eq!(law, Law::TransitionKeepsTheObservation);
            found += 1;
        }
    }
    assert!(found > 0, "no random state showed the planted leak");
}

/// Every rule set of the variant: its presets (`standard`, `redeal`: the `games` tool's
/// `bastardo-obiettivi` and `chess4-bastardo`'s presets `tarot` and `tarot-redeal`), and each base preset of
/// Il Bastardo under the objectives.
fn tarot_rule_sets() -> Vec<TarotRules> {
    let mut all: Vec<TarotRules> =
        TarotRules::PRESETS.iter().map(|p| TarotRules::from_preset(p.name).expect("a preset")).collect();
    for base in Rules::PRESETS {
        all.push(TarotRules::from_preset(base.name).expect("a base preset reads as tarot rules"));
    }
    all
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn the_transition_law_holds_on_every_tarot_preset(
        rules in proptest::sample::select(tarot_rule_sets()),
        choices in proptest::collection::vec(any::<u32>(), 0..=300),
        seed in any::<u64>(),
    ) {
        let g = laws::walk(&TarotGame::start(rules), &choices);
        let mut rng = Xoshiro256::seed_from_u64(seed);
        laws::check_transition_tensor(&g, &mut rng, 2, revealed)?;
        laws::check_no_leak(&g, &mut rng, 2)?;
        // What the history shows a seat (`sees_move`) is what the seat can tell apart.
        laws::check_seen_moves(&g)?;
    }
}

// ------------------------------------------------------------------------------------------------------
// The replay test of the issue.

/// Secret objectives a seat may hold without declaring them.
const SECRET: [O; 10] = [
    O::OnlyKing,
    O::FourChecks,
    O::FivePawns,
    O::FrontCorner,
    O::DiagonalCorner,
    O::SideCorner,
    O::Death,
    O::Queen,
    O::SpectreKing,
    O::Parasite,
];

/// Whether the seat has shown any of its objectives (declared, reached, or revealed by its use).
fn shows_any(game: &TarotGame, seat: Seat) -> bool {
    game.goals(seat).iter().any(Goal::is_declared)
}

#[test]
fn replaying_the_same_public_moves_with_another_seats_secret_swapped_shows_red_nothing_new() {
    let mut rng = Xoshiro256::seed_from_u64(25);
    let mut compared = 0u32;
    for round in 0..240 {
        let blue: [O; 2] = [SECRET[random_index(&mut rng, 10)], SECRET[random_index(&mut rng, 10)]];
        if blue[0] == blue[1] {
            continue;
        }
        // The probe swaps in the Queen; every other pair of secrets too.
        let blue = if round % 2 == 0 { [blue[0], O::Queen] } else { blue };
        if blue[0] == blue[1] {
            continue;
        }
        let yellow = SECRET[random_index(&mut rng, 9)];
        let green = SECRET[random_index(&mut rng, 9)];
        // Every other round the cards are drawn and kept through the deal itself (as the probe
        // replayed the draws with Blue's card swapped); the others start from the objectives dealt.
        let through_the_deal = round % 4 < 2;
        let deal = |b: O| {
            if through_the_deal {
                let mut g = TarotGame::start(TarotRules::standard());
                for card in [O::FivePawns, b, yellow, green] {
                    let draw = g.parse_move(&format!("draw:{card}")).ok()?;
                    g.play(draw).ok()?;
                    g.play(g.parse_move("keep").ok()?).ok()?;
                }
                g.is_playing().then_some(g)
            } else {
                let objectives: [&[O]; 4] = [&[O::FivePawns], &[b], &[yellow], &[green]];
                TarotGame::with_objectives(Position::start(Rules::standard()), objectives).ok()
            }
        };
        let (Some(mut a), Some(mut b)) = (deal(blue[0]), deal(blue[1])) else { continue };
        for _ in 0..400 {
            if a.status() == Status::Over || b.status() == Status::Over {
                break;
            }
            let moves = a.legal_moves();
            let mv = moves[random_index(&mut rng, moves.len())];
            if !b.legal_moves().contains(&mv) {
                break;
            }
            a.play_unchecked(mv);
            b.play_unchecked(mv);
            if shows_any(&a, BLUE) || shows_any(&b, BLUE) || a.outcome() != b.outcome() {
                // The move showed Blue's objective (or ended the game): from here the table knows.
                break;
            }
            assert_eq!(
                shown(&a, RED),
                shown(&b, RED),
                "Blue {:?} or {:?} after {mv}: {a} / {b}",
                blue[0],
                blue[1]
            );
            compared += 1;
        }
    }
    assert!(compared > 10_000, "only {compared} states compared");
}
