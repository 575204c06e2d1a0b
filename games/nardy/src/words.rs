//! Every sentence a player reads comes from here, through the catalogs (see [`crate::i18n`]):
//! the core and the session give typed results ([`Outcome`], [`Notice`], the core's errors);
//! they are put into words here, in the language in use when drawn. The views' own labels
//! (buttons, menus, headings) come from the catalogs where they are drawn.

use nardy_core::{
    Colour, Dest, GameError, JsonProblem, Level, MAX_MATCH, MAX_SCORE, Match, Outcome, Player,
    PositionError, ReplayError, Roll, SaveError, Step, StepError,
};

use game_shell::files::quoted_value;
use game_shell::picker::PickerWords;

use crate::i18n::tr;
use crate::navigation::Notice;
use crate::saves::{self, LoadError};
use crate::session::{NoHint, Outcome as SessionOutcome};
use crate::thinking::ThinkError;

/// The colour's key for the catalogs' selectors: `white` or `black`.
#[must_use]
pub const fn key(c: Colour) -> &'static str {
    match c {
        Colour::White => "white",
        Colour::Black => "black",
    }
}

/// "White" or "Black".
#[must_use]
pub fn colour(c: Colour) -> String {
    match c {
        Colour::White => tr!("white"),
        Colour::Black => tr!("black"),
    }
}

/// A player kind as the new-game dialog shows it.
#[must_use]
pub fn player(p: Player) -> String {
    match p {
        Player::Human => tr!("player-human"),
        Player::Computer(Level::Quick) => tr!("player-quick"),
        Player::Computer(Level::Strong) => tr!("player-strong"),
        Player::Computer(Level::Expert) => tr!("player-expert"),
    }
}

/// Why a step is refused, as a sentence.
#[must_use]
pub fn step_error(e: StepError) -> String {
    match e {
        StepError::NoDiceLeft => tr!("step-no-dice-left"),
        StepError::NoChecker { point } => tr!("step-no-checker", point = point),
        StepError::NoSuchDie => tr!("step-no-such-die"),
        StepError::OpponentPoint { point } => tr!("step-opponent-point", point = point),
        StepError::SixBlock => tr!("step-six-block"),
        StepError::HeadRule => tr!("step-head-rule"),
        StepError::NotAllHome => tr!("step-not-all-home"),
        StepError::FurtherCheckerFirst => tr!("step-further-checker-first"),
        StepError::MustUseMoreDice => tr!("step-must-use-more-dice"),
        StepError::MustUseHigherDie => tr!("step-must-use-higher-die"),
    }
}

/// A refused game action, as a sentence.
#[must_use]
pub fn game_error(e: GameError) -> String {
    match e {
        GameError::Over => tr!("game-over-already"),
        GameError::AlreadyRolled => tr!("already-rolled"),
        GameError::NotRolled => tr!("not-rolled"),
        GameError::Step(s) => step_error(s),
        GameError::Turn(_) => tr!("not-finished"),
    }
}

/// Who is to move.
#[must_use]
pub fn to_move(c: Colour, p: Player) -> String {
    match p {
        Player::Human => tr!("to-move", colour = key(c)),
        Player::Computer(_) => tr!("to-move-computer", colour = key(c)),
    }
}

/// The result.
#[must_use]
pub fn outcome(o: Outcome) -> String {
    if o.mars {
        tr!("wins-mars", colour = key(o.winner))
    } else {
        tr!("wins", colour = key(o.winner))
    }
}

/// What the board marks on a point or the tray, said after its name.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Marks {
    /// The picked checker stands here.
    pub selected: bool,
    /// The picked checker may go here.
    pub target: bool,
    /// The computer's last move left from here or came here.
    pub last_move: bool,
}

impl Marks {
    fn push_to(self, s: &mut String) {
        if self.selected {
            s.push_str(&tr!("selected"));
        }
        if self.target {
            s.push_str(&tr!("target"));
        }
        if self.last_move {
            s.push_str(&tr!("last-move"));
        }
    }
}

/// The accessible name of point `p`: `point 24: 15 white, selected, target, last move`.
#[must_use]
pub fn point_label(at: Option<(Colour, u8)>, p: u8, marks: Marks) -> String {
    let mut s = match at {
        Some((Colour::White, n)) => tr!("point-white", point = p, count = n),
        Some((Colour::Black, n)) => tr!("point-black", point = p, count = n),
        None => tr!("point-empty", point = p),
    };
    marks.push_to(&mut s);
    s
}

/// The rules, section by section (title, text).
#[must_use]
pub fn rules() -> Vec<(String, String)> {
    vec![
        (tr!("rules-board-title"), tr!("rules-board")),
        (tr!("rules-turn-title"), tr!("rules-turn")),
        (tr!("rules-stop-title"), tr!("rules-stop")),
        (tr!("rules-head-title"), tr!("rules-head")),
        (tr!("rules-block-title"), tr!("rules-block")),
        (tr!("rules-dice-title"), tr!("rules-dice")),
        (tr!("rules-off-title"), tr!("rules-off")),
        (tr!("rules-win-title"), tr!("rules-win")),
        (tr!("rules-mouse-title"), tr!("rules-mouse")),
    ]
}

/// Steps as players write them: `24/18 18/13`, bearing off in the language in use (`3/off`,
/// `3/выброс`, `3/raus`).
#[must_use]
pub fn steps(steps: &[Step]) -> String {
    let text: Vec<String> = steps.iter().map(|&s| step(s)).collect();
    text.join(" ")
}

/// A chance from 0 to 1 as a percentage with one decimal, as the language writes it: `54.2 %`.
#[must_use]
pub fn percent(chance: f32) -> String {
    let tenths = (f64::from(chance.clamp(0.0, 1.0)) * 1000.0).round() as u32;
    tr!(
        "percent",
        whole = (tenths / 10).to_string(),
        tenth = (tenths % 10).to_string()
    )
}

/// One line of the hint's ranking: its place, the move in the notation, the chance to win
/// after it.
#[must_use]
pub fn ranked_move(n: usize, ranked: &nardy_core::Ranked) -> String {
    tr!(
        "hint-ranked",
        n = n,
        moves = steps(&ranked.turn.steps),
        chance = percent(ranked.chance)
    )
}

/// An equity (0 or more) with three decimals, as the language writes it: `0.094`.
#[must_use]
pub fn equity(value: f32) -> String {
    let thousandths = (f64::from(value.max(0.0)) * 1000.0).round() as u32;
    tr!(
        "decimal-3",
        whole = (thousandths / 1000).to_string(),
        fraction = format!("{:03}", thousandths % 1000)
    )
}

/// The sign of a mark after a move, as annotators write it: `?!`, `?`, `??`.
#[must_use]
pub const fn mark_sign(mark: nardy_core::Mark) -> &'static str {
    match mark {
        nardy_core::Mark::Doubtful => "?!",
        nardy_core::Mark::Error => "?",
        nardy_core::Mark::Blunder => "??",
    }
}

/// A player's summary of the analysis.
#[must_use]
pub fn analysis_summary(c: Colour, s: &nardy_core::Summary) -> String {
    tr!(
        "analysis-summary",
        colour = key(c),
        rated = s.rated,
        doubtful = s.doubtful,
        errors = s.errors,
        blunders = s.blunders,
        loss = equity(s.per_move())
    )
}

/// The rating of turn `n` (`None`: it had one way to play, or none).
#[must_use]
pub fn analysis_turn(n: usize, rating: Option<&nardy_core::MoveRating>) -> String {
    let Some(m) = rating else {
        return tr!("analysis-turn-forced", n = n);
    };
    let loss = equity(m.loss);
    match m.mark {
        None => tr!("analysis-turn-good", n = n, loss = loss),
        Some(mark) => {
            let mark = match mark {
                nardy_core::Mark::Doubtful => "doubtful",
                nardy_core::Mark::Error => "error",
                nardy_core::Mark::Blunder => "blunder",
            };
            tr!(
                "analysis-turn-marked",
                n = n,
                mark = mark,
                loss = loss,
                best = steps(&m.best)
            )
        }
    }
}

/// One step as players write it: `24/18`, or `3/off` in the language in use.
#[must_use]
pub fn step(step: Step) -> String {
    match step.to {
        Dest::Point(to) => format!("{}/{to}", step.from),
        Dest::Off => tr!("step-off", from = step.from),
    }
}

/// The message line for `notice`; `None` when the line stays empty.
#[must_use]
pub fn notice(notice: &Notice) -> Option<String> {
    Some(match notice {
        Notice::Play { outcome, .. } => return play(outcome),
        Notice::Starts(c) => tr!("starts", colour = key(*c)),
        Notice::Saved(path) => tr!("saved-as", name = quoted_value(&saves::name_of_path(path))),
        Notice::CannotSave(e) => tr!("cannot-save", reason = e.words()),
        Notice::Loaded(path) => tr!("loaded", name = quoted_value(&saves::name_of_path(path))),
        Notice::Resumed => tr!("resumed"),
        Notice::RecordOpened => tr!("record-opened"),
        Notice::CannotLoad { path, reason } => tr!(
            "cannot-load",
            name = quoted_value(&saves::name_of_path(path)),
            reason = load_error(reason)
        ),
        Notice::ComputerFailed(e) => tr!("computer-failed", reason = think_error(e)),
        Notice::ComputerRefused(e) => tr!("computer-refused", reason = game_error(*e)),
        Notice::Settings(warnings) => {
            game_shell::settings::warnings_notice(warnings, settings_warning)
        }
    })
}

/// A warning about `Nardy.ini` in the player's language: the frame words the file's part,
/// Nardy what is wrong with one of its values.
#[must_use]
pub fn settings_warning(warning: &crate::settings::SettingsWarning) -> String {
    use crate::settings::ValueProblem;
    game_shell::settings::warning_words(warning, |problem| match problem {
        ValueProblem::NotAMatch => tr!("settings-not-match", max = nardy_core::MAX_MATCH),
        ValueProblem::NotAPlayer => {
            tr!("settings-not-player", levels = crate::settings::levels())
        }
        ValueProblem::NotALanguage => tr!("settings-not-language"),
        ValueProblem::NotATheme => tr!("settings-not-theme"),
        ValueProblem::NotAGuide => tr!("settings-not-guide"),
    })
}

/// Why a save could not be loaded, as a sentence.
#[must_use]
pub fn load_error(e: &LoadError) -> String {
    match e {
        LoadError::File(e) => e.reason(),
        LoadError::Save(e) => save_error(e),
    }
}

/// Why a save file is refused, in the language in use: each reason from the catalogs with
/// the facts the core gives (a player's name from the file is quoted and escaped).
#[must_use]
pub fn save_error(e: &SaveError) -> String {
    match e {
        SaveError::Json {
            problem,
            line,
            column,
            ..
        } => match problem {
            JsonProblem::Syntax => tr!("save-json-syntax", line = *line, column = *column),
            JsonProblem::Eof => tr!("save-json-eof", line = *line),
            JsonProblem::Data => tr!("save-json-data", line = *line, column = *column),
        },
        SaveError::DuplicateKey(duplicate) => tr!(
            "save-duplicate-key",
            key = game_shell::files::quoted_value(&duplicate.key),
            line = duplicate.line
        ),
        SaveError::Version(v) => tr!("save-version", version = *v),
        SaveError::PointOutOfRange(p) => tr!("save-point-range", point = *p),
        SaveError::EmptyPoint(p) => tr!("save-empty-point", point = *p),
        SaveError::TooMany(n) => tr!("save-too-many", count = *n),
        SaveError::Position(e) => position_error(e),
        SaveError::Die(d) => tr!("save-die", die = *d),
        SaveError::DiceAfterEnd => tr!("save-dice-after-end"),
        SaveError::Player(p) => tr!("save-player", player = quoted_value(p)),
        SaveError::Score(n) => tr!("save-score", score = *n, max = MAX_SCORE),
        SaveError::MatchLength(n) => tr!("save-match-length", length = *n, max = MAX_MATCH),
        SaveError::MatchWon { length, score } => tr!(
            "save-match-won",
            length = *length,
            white = score[0],
            black = score[1]
        ),
        SaveError::History(ReplayError::NotTheirTurn { turn, .. }) => {
            tr!("save-history-not-their-turn", turn = *turn)
        }
        SaveError::History(ReplayError::Refused { turn, .. }) => {
            tr!("save-history-turn", turn = *turn)
        }
        SaveError::HistoryElsewhere => tr!("save-history-elsewhere"),
    }
}

/// Why the checkers of a save make no position a game reaches, in the language in use.
#[must_use]
pub fn position_error(e: &PositionError) -> String {
    match e {
        PositionError::WrongTotal { colour, count } => {
            tr!(
                "position-wrong-total",
                colour = key(*colour),
                count = *count
            )
        }
        PositionError::OffBeforeHome(c) => tr!("position-off-before-home", colour = key(*c)),
        PositionError::FirstTurnOffHead(c) => tr!(
            "position-first-turn-off-head",
            colour = key(*c),
            point = c.head()
        ),
        PositionError::BothFinished => tr!("position-both-finished"),
        PositionError::ForbiddenBlock(c) => tr!("position-forbidden-block", colour = key(*c)),
        PositionError::WrongSideToMove { to_move } => tr!(
            "position-wrong-side",
            colour = key(*to_move),
            other = key(to_move.opponent())
        ),
        PositionError::MovedOffNothing(c) => tr!(
            "position-moved-off-nothing",
            colour = key(*c),
            point = c.head()
        ),
        PositionError::TooFarAhead { colour, moved } => tr!(
            "position-too-far-ahead",
            colour = key(*colour),
            other = key(colour.opponent()),
            moved = *moved
        ),
    }
}

/// What the system's file dialogs say, in the language in use.
#[must_use]
pub fn picker() -> PickerWords {
    PickerWords::localised(tr!("file-type"), saves::EXTENSION)
}

/// What came of a move, as the message line says it; `None` when there is nothing to say.
#[must_use]
pub fn play(outcome: &SessionOutcome) -> Option<String> {
    Some(match outcome {
        SessionOutcome::Passed { colour, roll } => {
            tr!("passed", colour = key(*colour), roll = roll.to_string())
        }
        SessionOutcome::Picked {
            complete: true,
            lost,
            ..
        }
        | SessionOutcome::NoHint(NoHint::AllPlayed { lost }) => all_played(lost),
        SessionOutcome::Picked {
            point,
            targets: 0,
            why,
            ..
        } => stuck(*point, *why),
        SessionOutcome::Moved {
            complete: true,
            lost,
            ..
        } if lost.is_empty() => tr!("move-complete"),
        SessionOutcome::Moved {
            complete: true,
            lost,
            ..
        } => tr!("move-complete-lost", dice = dice_list(lost)),
        SessionOutcome::Refused(e) => game_error(*e),
        SessionOutcome::Thinking(_) => tr!("hint-thinking"),
        SessionOutcome::Hint { steps: s, rest } => {
            let moves = steps(s);
            if *rest {
                tr!("hint-rest", moves = moves)
            } else {
                tr!("hint", moves = moves)
            }
        }
        SessionOutcome::NoHint(NoHint::NotRolled) => tr!("hint-needs-roll"),
        SessionOutcome::TakenBack { roll } => tr!("taken-back", roll = roll.to_string()),
        SessionOutcome::NoHint(NoHint::CannotMove) => tr!("cannot-move"),
        SessionOutcome::ComputerPlayed {
            colour,
            roll,
            steps: s,
            ..
        } => computer_played(*colour, *roll, s),
        SessionOutcome::Nothing
        | SessionOutcome::Rolled { .. }
        | SessionOutcome::Picked { .. }
        | SessionOutcome::PutDown
        | SessionOutcome::Moved { .. }
        | SessionOutcome::Undone
        | SessionOutcome::TurnEnded(_) => return None,
    })
}

/// Every die that can be played is: and which dice are left that no checker may play.
fn all_played(lost: &[u8]) -> String {
    if lost.is_empty() {
        tr!("all-dice-played")
    } else {
        tr!("all-dice-played-lost", dice = dice_list(lost))
    }
}

/// Dice as players say them: `6, 6`.
fn dice_list(dice: &[u8]) -> String {
    let text: Vec<String> = dice.iter().map(ToString::to_string).collect();
    text.join(", ")
}

/// Why the checker on `point` cannot move, as the core gives it.
fn stuck(point: u8, why: Option<StepError>) -> String {
    match why {
        Some(StepError::HeadRule) => tr!("stuck-head", point = point),
        Some(StepError::OpponentPoint { .. }) => tr!("stuck-blocked", point = point),
        Some(StepError::NotAllHome) => tr!("stuck-not-home", point = point),
        Some(e) => tr!("stuck-because", point = point, reason = step_error(e)),
        None => tr!("checker-stuck", point = point),
    }
}

fn computer_played(colour: Colour, roll: Roll, s: &[Step]) -> String {
    let (colour, roll) = (key(colour), roll.to_string());
    if s.is_empty() {
        tr!("computer-passed", colour = colour, roll = roll)
    } else {
        tr!(
            "computer-played",
            colour = colour,
            roll = roll,
            moves = steps(s)
        )
    }
}

/// Why the computer got no answer.
#[must_use]
pub fn think_error(e: &ThinkError) -> String {
    match e {
        ThinkError::Lost => tr!("thinking-lost"),
    }
}

/// How a die of the roll stands.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum DieState {
    /// Still to be played.
    Left,
    /// Played.
    Used,
    /// Left, but no checker may play it (the move is complete).
    Lost,
}

/// The label of die `n` (1-based) showing `value`.
#[must_use]
pub fn die(n: usize, value: u8, state: DieState) -> String {
    match state {
        DieState::Left => tr!("die", n = n, value = value),
        DieState::Used => tr!("die-used", n = n, value = value),
        DieState::Lost => tr!("die-lost", n = n, value = value),
    }
}

/// The accessible name of the borne-off tray.
#[must_use]
pub fn tray(white: u8, black: u8, marks: Marks) -> String {
    let mut s = tr!("tray", white = white, black = black);
    marks.push_to(&mut s);
    s
}

/// One line of the match panel: colour, player, score.
#[must_use]
pub fn match_line(c: Colour, p: Player, score: u32) -> String {
    tr!(
        "match-line",
        colour = colour(c),
        player = player(p),
        score = score
    )
}

/// The pip count line of a colour: the pips it still has to travel, and its checkers off.
#[must_use]
pub fn pips_line(c: Colour, pips: u32, off: u8) -> String {
    tr!("pips-line", colour = key(c), pips = pips, off = off)
}

/// The match panel's title: "Match to 5 points", or "Match" when it has no end.
#[must_use]
pub fn match_title(series: Match) -> String {
    match series.length() {
        Some(n) => tr!("match-to-title", length = n),
        None => tr!("match"),
    }
}

/// A match length as the new-game dialog offers it: "5 points", "No end".
#[must_use]
pub fn match_length(length: Option<u32>) -> String {
    match length {
        Some(n) => tr!("match-length", length = n),
        None => tr!("match-endless"),
    }
}

/// The match after a game: the score, and who has won it once someone has.
#[must_use]
pub fn match_state(series: Match) -> String {
    let [white, black] = series.score();
    match (series.winner(), series.length()) {
        (Some(c), _) => tr!("match-won", colour = key(c), white = white, black = black),
        (None, Some(n)) => tr!("match-score-to", length = n, white = white, black = black),
        (None, None) => tr!("match-score", white = white, black = black),
    }
}

/// One turn of the game's moves: `3. White 6-5: 24/18 18/13`, or that it could not move.
#[must_use]
pub fn history_line(n: usize, c: Colour, roll: Roll, s: &[Step]) -> String {
    let roll = roll.to_string();
    if s.is_empty() {
        tr!("history-pass", n = n, colour = key(c), roll = roll)
    } else {
        tr!(
            "history-turn",
            n = n,
            colour = key(c),
            roll = roll,
            moves = steps(s)
        )
    }
}

/// A computer level's name alone, as the online seats name it: "quick", "strong", "expert".
#[must_use]
pub fn level(level: Level) -> String {
    match level {
        Level::Quick => tr!("level-quick"),
        Level::Strong => tr!("level-strong"),
        Level::Expert => tr!("level-expert"),
    }
}

/// Why the server refused an intent or a setup, with the rules' reasons worded as a click's
/// refusal at one screen is.
#[must_use]
pub fn online_refusal(refusal: &nardy_online::Refusal) -> String {
    use nardy_online::Refusal;
    match refusal {
        Refusal::NotYourTurn { to_move: Some(_) } => tr!("online-refused-turn"),
        Refusal::NotYourTurn { to_move: None } => tr!("game-over-already"),
        Refusal::AlreadyRolled => tr!("already-rolled"),
        Refusal::NotRolled => tr!("not-rolled"),
        Refusal::Step { reason } => step_error(*reason),
        Refusal::NotFinished => tr!("not-finished"),
        Refusal::NothingToTakeBack => tr!("online-refused-nothing-to-undo"),
        Refusal::NothingToHint => tr!("online-refused-nothing-to-hint"),
        Refusal::SeatCount { count } => tr!("online-refused-seat-count", count = *count),
        Refusal::BadName { seat } => tr!("online-refused-name", seat = *seat + 1),
        Refusal::MatchLength { points } => {
            tr!(
                "online-refused-match-length",
                points = *points,
                max = MAX_MATCH
            )
        }
    }
}

// Online problems and the server's refusals: the frame's words, with the game's refusals.
game_shell::online_words!(nardy_online::Nardy, online_refusal);

/// The accessible name of the checker beside the heading: whose turn, or who won.
#[must_use]
pub fn checker(c: Colour) -> String {
    tr!("checker-label", colour = key(c))
}
