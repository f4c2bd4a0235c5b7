//! "Bastardo a obiettivi", the tarot-objectives variant (the seed's 2007 rules): each seat draws a secret
//! objective from a 78-card tarot deck, and the first to reach its objective wins at once.
//!
//! [`TarotGame`] is the whole game: the deal (draws are chance nodes with exact odds; choices and
//! declarations are the seats' moves), then the board game of [`Position`](crate::Position) with the
//! objectives' pieces and wins. It implements [`Game`](abstract_game::Game),
//! [`HiddenInformation`](abstract_game::HiddenInformation) (a seat sees its own cards and what was
//! declared), [`Undo`](abstract_game::Undo), [`ZobristHash`](abstract_game::ZobristHash) (incremental),
//! [`ActionIndex`](abstract_game::ActionIndex) and [`ObservationTensor`](abstract_game::ObservationTensor)
//! (written from the seat's observation); [`TarotGame::pretty`] and [`TarotGame::pretty_for`] draw it.
//!
//! ```
//! use abstract_game::{Game, HiddenInformation, Status, Xoshiro256, random_playout};
//! use chess4_bastardo::Seat;
//! use chess4_bastardo::tarot::{Card, Objective, TarotGame, TarotMove, TarotRules};
//!
//! let mut game = TarotGame::start(TarotRules::standard());
//! // Nature deals Red a 5: capture five pawns. Nobody else learns it.
//! game.play(TarotMove::Draw(Card::number(5).unwrap()))?;
//! assert_eq!(game.status(), Status::ToMove(Seat::Red.player_id())); // Red confirms its objective
//! game.play(game.parse_move("keep")?)?;
//! assert!(game.has_objective(Seat::Red, Objective::FivePawns));
//! assert_ne!(game.observe(Seat::Red.player_id()), game.observe(Seat::Blue.player_id()));
//!
//! // The rest of the deal and the game, at random.
//! let mut rng = Xoshiro256::seed_from_u64(7);
//! let playout = random_playout(&mut game, &mut rng, 100_000);
//! assert_eq!(playout.outcome.expect("every game ends").num_players(), 4);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # The deal
//!
//! Seats are dealt one after the other in turn order from the first seat; each finishes its deal (draws,
//! choices, declarations, a last confirmation) before the next draws. Then, under the `redeal` option, every
//! seat votes; four votes for a new deal put every card back and deal again. Then the board game starts:
//! objective 2's rook and objective 10's bishop become Amazons, Death is its seat's knight.
//!
//! A draw is a chance node over the fifteen card classes ([`Card`]): the suit of a minor card never matters
//! ("il seme non conta"), so the 4 copies of a class are one outcome of probability copies left / cards left.
//!
//! # Readings
//!
//! Where the seed leaves a case open we took the simplest reading consistent with it. Each is tested
//! (`tests/tarot_*.rs`, test names start with the objective they cover).
//!
//! 1. **Major arcana.** "Ogni ulteriore Arcano Maggiore va sostituito estraendo una sola altra carta": the
//!    seat draws until it holds four minor cards, then chooses one; the others are put aside (not returned
//!    to the deck), except under objective 2, which chooses its two among them.
//! 2. **A second Plague** ("se qualche altro giocatore ha già la Peste, cambia l'obiettivo"): a Page drawn
//!    when a seat already holds the Plague is put aside and replaced by the next draw, in every kind of draw.
//! 3. **Objective 2's draws** discard "tutti i 2, i 9 ed i Re"; we also discard 3s (the parasite has no
//!    objective of its own to reach), major arcana (replaced, as rule 1) and a class it already holds ("due
//!    obiettivi": two different ones). Its two objectives are secret
//!    until reached ("appena hai raggiunto un obiettivo, lo devi dichiarare"), except 10 and the Plague,
//!    which must be declared at once wherever they come from. It wins once both are reached; with the
//!    Plague or Death among them, at the end if the other one was reached.
//! 4. **Declarations are moves.** Forced ones (2, 9, 10, the Plague) are the seat's only move. Every seat
//!    ends its deal with a confirmation (`keep`), so the others cannot tell who had a choice. The parasite
//!    declares "subito", at that confirmation. Objectives 6/7/8 may be declared on any turn of the board
//!    game, as that turn's move ("se decidi di dichiarare": the seed gives no moment). Reaching an
//!    objective, or using a power only one objective has (Death's jump or return, the Queen's move, a
//!    king taking its own piece, the Spectre surviving an attack, retiring), declares it.
//! 5. **The parasite.** Declared: Red-Yellow and Blue-Green are allies; the parasite draws a new objective
//!    (3s and major arcana put aside); every other seat confirms again, and one holding a secret 3 or a 7
//!    (the only objective aimed at the new ally) may `change` it once for a new draw. Allies may not take
//!    each other's king (a king that takes a piece of its allied Plague still dies of it: that is its own
//!    move, not an elimination by the ally); when one reaches its objective both win unless eliminated; when
//!    only the two allies are left they both win. Secret: the parasite wins with its diagonal partner if that partner reaches
//!    its objective while the parasite is not eliminated; two secret parasites on one diagonal win when both
//!    other seats are out.
//! 6. **Four checks.** A check is an attack of an own piece, from its square, on the king (or Queen, or
//!    Spectre King) of an opponent (a declared ally is none) at the end of the turn, that did not stand before
//!    the turn: a check left standing is not "given" again, a piece that moves and attacks a king from its new
//!    square gives a new one. Each attacker-king pair counts; a turn with no new check (a pass, a
//!    declaration) ends the run.
//! 7. **Corners.** "Di fronte" is the corner the seat's pawns march towards (Red a1 -> Green a8), "di
//!    fianco" the other adjacent one, on the same rank edge (Red a1 -> Blue h1), the diagonal is the
//!    opposite corner. The target passes to whoever eliminates it, down the chain.
//!    Princesses: all of the seat's bishops and knights, once declared (Death too, for objective 2 holding
//!    Death and a corner).
//! 8. **Objective 9** picks any objective but 2, 3 and 9 (the Plague only if free); the pick is secret unless
//!    it must be declared. The 9 is declared: whoever eliminates this seat wins at once. Changing the pick
//!    under a declared alliance (a 7 aimed at the new ally) means picking again: a pick is no card.
//! 9. **Objective 10** counts the seat's captures (credited armies included, Death never). "In caso di
//!    stallo o patta": when the game ends without a winner (the no-progress limit, or an agreed end judged
//!    by [`TarotGame::adjudicate`]), own pieces on the board count too (for objective 2, only once its other
//!    objective is reached).
//! 10. **The Plague.** Any piece taking a plagued piece dies and goes to the Plague's captures, including a
//!     king (its seat is then eliminated by the Plague) and Death (it goes back to its owner instead); only
//!     the Spectre King is immune. The Plague's or Death's holder wins at the end (any ending, in the game or
//!     not) with strictly more captures than every other seat; a tie of exactly Death and the Plague at the
//!     top goes to Death.
//! 11. **Death** is its seat's knight at the start of the board game. Taken, it is counted for nobody and
//!     waits; its owner puts it back on any empty square as a turn's move (`@e4`). It returns to its owner
//!     when it attacks the Spectre King. It leaves the game with an eliminated or retired owner.
//! 12. **The Queen** may not take a king standing on its own starting corner (also when objective 2 pairs it
//!     with objective 1). Moving further than one square shows it. It wins by taking a king with
//!     the Queen, unless that king is another Queen or the Plague's; or by taking the Spectre King with an
//!     Amazon when every other king left is a Queen. It may retire when every other seat still in has
//!     declared a Queen ("se è dimostrato che non rimane alcun Re").
//! 13. **The Spectre King.** A non-Amazon attacker dies (a Spectre King attacking another too) and goes to
//!     the Spectre's captures. It wins when no other seat has a piece on the board. Alone, it may retire into
//!     its own captures.
//! 14. **Objective 1.** The seat wins after any turn that leaves it only its king, unless the mover won with
//!     that turn (the mover's objectives are judged first). Pieces its king takes of its own count for nobody.
//! 15. **Retiring** takes the seat off the board; it plays no more, cannot reach an objective, and is ranked
//!     by piece count. The Queen retires "con tutti i tuoi pezzi, nell'eventualità di una possibile vittoria
//!     per maggior numero di pezzi": its pieces count in its piece count
//!     ([`TarotGame::retired_pieces`], [`TarotGame::piece_count`]) but are not captures, so they do not
//!     weigh in the Plague/Death judgement of captures. Only the lone Spectre King goes "fra le tue prese"
//!     (into its captures).
//! 16. **The end.** The Plague/Death judgement, then the objective reached (or the last seat standing), then
//!     objective 10 counting own pieces; failing all, the base game's piece count ranks everyone.
//!     "Chi viene eliminato prima di aver raggiunto il proprio obiettivo, in nessun caso potrà vincere": an
//!     eliminated seat wins only through the Plague or Death. When the Plague takes the last two seats at
//!     once (a king dies taking its king), nobody is left: the Plague/Death judgement still applies, else
//!     nobody wins and the elimination order ranks the seats.
//! 17. **Repetition** is not applied (no history is kept); the no-progress limit of the base rules is, and it
//!     bounds the game (see "Why a game ends"): taking Death is no progress ("la Morte non viene mai
//!     veramente mangiata"), nor is Death bouncing off the Spectre King.
//! 18. **Changing an objective aimed at one's partner** ("se qualcuno ha un obiettivo che richiede
//!     specificamente di eliminare il giocatore con cui si è in coppia, è possibile cambiarlo ma non è
//!     obbligatorio"): under a declared alliance every seat holding a 7 or a secret 3 is offered `change`
//!     once, objective 2 included when one of its two objectives is a 7 (or a 3, which our reading 3 never
//!     deals to it). Objective 2 changes only that objective: it is put aside and objective 2 draws one
//!     more, with its usual discards; objective 2 and its other objective stay.
//! 19. **What the table sees.** Objective 4's check run is its own player's ("il conteggio non deve essere
//!     esplicito (viene tenuto solo dal giocatore interessato)"): an observation's string and tensor show a
//!     seat its own run only; the view keeps every seat's run counted as a king and as a Queen, which anyone
//!     can count, and [`TarotGame::check_run`] picks the real one by the objective. A king that takes a piece
//!     of the Plague and lives reveals the Spectre King ("il Re Spettro è immune alla Peste"). A seat
//!     eliminated (or retiring) with a secret Death reveals it: its Death is credited to nobody ("in nessun
//!     caso la Morte può essere contata fra le prese"), one piece fewer than the table counts. A king's
//!     capture that wins nothing reveals no Queen: any king can take a king one square away.
//!
//! # Why a game ends
//!
//! - **The deal** is finite: each draw takes a card from the 78 of the deck (a draw stage with an empty deck
//!   ends), each choice, declaration, pick and confirmation moves a seat to a later stage, a change happens
//!   once per seat, and the `redeal` vote may ask for at most 255 new deals.
//! - **The board game** ends by the base game's no-progress limit (the rules' rounds x the seats still in),
//!   and the limit bounds it. Progress is a pawn move (at most 16 x 6 in a game: pawns only go forward) or
//!   a piece leaving the board for good: a capture, a piece dying of the Plague or on the Spectre King, a
//!   piece objective 1's king takes. Death is no such piece: taken, it waits and comes back, so taking it
//!   is not progress (were it, a rook taking Death each time its owner puts it back would play for ever).
//!   Nothing else brings a piece back, so there are at most 31 such removals; between two progress moves
//!   at most `rounds x 4` plies pass; the game lasts at most (96 + 31 + 1) x 50 x 4 board plies under
//!   the standard rules. It then ends with [`TarotEnding::NoProgress`], judged by the end rule (the
//!   Plague/Death judgement, objective 10, the piece count: [`TarotGame::ranks`]).

pub mod action;
mod card;
mod deal;
mod end;
mod game;
mod hash;
mod hidden;
mod mv;
mod notation;
mod objective;
pub mod observation;
mod play;
mod pretty;
mod rules;
mod state;

pub use card::{Card, Deck};
pub use deal::DealError;
pub use hidden::TarotObservation;
pub use mv::TarotMove;
pub use notation::TarotParseError;
pub use objective::Objective;
pub use rules::TarotRules;
pub use state::{Goal, Stage, TarotEnding, TarotGame};

/// The most actions a seat can have at once, the capacity of [`MoveList`].
///
/// On the board: the base game's 184 (see [`MAX_MOVES`](crate::MAX_MOVES)) with its king as a Queen (27
/// instead of 8), its bishop and knight as Princesses (21 each instead of 13 and 8), its rook an Amazon (35
/// instead of 14), Death jumping to any of 63 squares: 184 + 19 + 8 + 13 + 21 + 63 = 308; plus declaring and
/// retiring. Death's return (63 squares) excludes Death on the board. The deal offers at most 15.
pub const MAX_TAROT_MOVES: usize = 320;

/// The actions of one seat, on the stack.
pub type MoveList = arrayvec::ArrayVec<TarotMove, MAX_TAROT_MOVES>;
