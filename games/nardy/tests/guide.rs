//! The guided first game (Help ▸ Learn to play): it walks its steps as the player makes the
//! moves it asks for; a move it does not ask for is refused with its reason and changes
//! nothing; Skip step puts each step's game on the board; leaving it brings the player's own
//! game back as it was, never autosaving the guided one; a first start offers it and a game
//! of one's own passes the offer by; its words in German and Russian.

mod common;

use common::{NoSystemDialogs, app, app_autosaving, click, harness, has, has_prefix, says, setup};
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use nardy::guide::{GuideStep, HEAD};
use nardy::{Modal, NardyApp};
use nardy_core::{Colour, Dest, Game, Step};

fn step(h: &Harness<'_, NardyApp>) -> Option<GuideStep> {
    h.state().guide().map(nardy::guide::Guide::step)
}

/// Help ▸ Learn to play, on the app of `h`.
fn learn(h: &mut Harness<'_, NardyApp>) {
    click(h, "Help");
    click(h, "Learn to play");
}

/// The app, Help ▸ Learn to play chosen.
fn guided(dir: &std::path::Path) -> Harness<'static, NardyApp> {
    let mut h = harness(app(dir));
    learn(&mut h);
    assert_eq!(step(&h), Some(GuideStep::Roll));
    h
}

/// Clicks the point or the tray whose accessible name starts with `prefix`.
fn click_prefix(h: &mut Harness<'_, NardyApp>, prefix: &str) {
    let p = prefix.to_owned();
    h.get_by(move |n| n.label().is_some_and(|l| l.starts_with(&p)))
        .click();
    h.run();
}

/// Plays `step` with two clicks: its checker, then where it goes.
fn play(h: &mut Harness<'_, NardyApp>, step: Step) {
    // A click on the checker already picked would put it down.
    if h.state().session().selected() != Some(step.from) {
        click_prefix(h, &format!("point {}:", step.from));
    }
    match step.to {
        Dest::Point(to) => click_prefix(h, &format!("point {to}:")),
        Dest::Off => click_prefix(h, "borne off:"),
    }
}

/// Whether a text on screen contains `text`.
fn shows(h: &Harness<'_, NardyApp>, text: &str) -> bool {
    let text = text.to_owned();
    h.query_all_by(move |n| {
        n.label().is_some_and(|l| l.contains(&text)) || n.value().is_some_and(|v| v.contains(&text))
    })
    .next()
    .is_some()
}

/// Whether the game on screen stands where `step` begins.
fn at_stage(h: &Harness<'_, NardyApp>, step: GuideStep) -> bool {
    let stage: Game = step.stage().expect("the step's game");
    let game = h.state().game();
    game.turn_start() == stage.turn_start() && game.turn() == stage.turn()
}

#[test]
fn the_guide_walks_all_its_steps_as_the_player_makes_its_moves() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = guided(dir.path());
    assert!(says(&h, "Learn to play · Step 1 of 10"));
    assert!(shows(&h, "You play White."));
    assert!(has(&h, "Skip step") && has(&h, "Leave the guide"));
    assert_eq!(
        h.state()
            .guide()
            .map(|g| g.marks(h.state().session()).points),
        Some(vec![HEAD])
    );

    // 1: the roll, with the guide's fixed dice.
    click(&mut h, "Roll");
    assert_eq!(step(&h), Some(GuideStep::MoveByADie));
    assert!(has(&h, "die 1: 6") && has(&h, "die 2: 3"));
    assert!(says(&h, "Learn to play · Step 2 of 10"));

    // 2: a checker off the head by the 6.
    click(&mut h, "point 24: 15 white");
    assert!(has(&h, "point 18: empty, target"));
    click(&mut h, "point 18: empty, target");
    assert_eq!(step(&h), Some(GuideStep::HeadRule));

    // 3: a second checker off the head: the rules refuse it, and the message line says why.
    click(&mut h, "point 24: 14 white");
    assert_eq!(step(&h), Some(GuideStep::BothDice));
    let message = h.state().message().unwrap_or_default();
    assert!(message.contains("cannot leave the head"), "{message}");

    // 4: the other die, with the same checker.
    click(&mut h, "point 18: 1 white");
    click(&mut h, "point 15: empty, target");
    assert_eq!(step(&h), Some(GuideStep::EndMove));

    // 5: the end of the move; the guide moves the game on to its block.
    click(&mut h, "End move");
    assert_eq!(step(&h), Some(GuideStep::Block));
    assert!(at_stage(&h, GuideStep::Block));
    assert!(has(&h, "point 19: 2 white") && has(&h, "point 14: empty"));

    // 6: the sixth point in a row: the five ringed, the sixth marked as not allowed; no
    // arrow goes there, and the rules refuse it.
    let marks = h.state().guide().map(|g| g.marks(h.state().session()));
    assert_eq!(
        marks.as_ref().map(|m| (m.points.clone(), m.forbidden)),
        Some((nardy::guide::BLOCK.to_vec(), Some(14)))
    );
    click(&mut h, "point 15: 2 white");
    assert!(!has(&h, "point 14: empty, target"));
    click(&mut h, "point 14: empty");
    assert_eq!(step(&h), Some(GuideStep::FreeMove));
    let message = h.state().message().unwrap_or_default();
    assert!(message.contains("Six points in a row"), "{message}");

    // 7: the roll played another way, any the rules allow.
    while let Some(next) = h
        .state()
        .game()
        .turn()
        .filter(|t| !t.is_complete())
        .and_then(|t| t.legal_steps().first().copied())
    {
        play(&mut h, next);
    }
    click(&mut h, "End move");
    assert_eq!(step(&h), Some(GuideStep::BearOff));
    assert!(at_stage(&h, GuideStep::BearOff));

    // 8 and 9: bearing off, the higher die from the highest point, then the last checker.
    click(&mut h, "point 5: 1 white");
    assert!(has_prefix(&h, "borne off: 13 white, 0 black, target"));
    assert!(
        h.state()
            .guide()
            .is_some_and(|g| g.marks(h.state().session()).tray)
    );
    click_prefix(&mut h, "borne off:");
    assert_eq!(step(&h), Some(GuideStep::LastChecker));
    play(
        &mut h,
        Step {
            from: 2,
            to: Dest::Off,
            die: 2,
        },
    );

    // 10: how the game ends: a mars, told in the card (no dialog over the board).
    assert_eq!(step(&h), Some(GuideStep::HowItEnds));
    let outcome = h.state().game().outcome().expect("the game is over");
    assert!(outcome.winner == Colour::White && outcome.mars);
    assert!(h.state().modal().is_none());
    assert!(shows(&h, "that is a mars"));
    assert!(!has(&h, "Skip step"), "nothing to skip");
    click(&mut h, "Next");
    assert_eq!(step(&h), Some(GuideStep::Done));
    assert!(says(&h, "Learn to play · Finished"));
    click(&mut h, "Play a game of my own");
    assert!(h.state().guide().is_none());
}

#[test]
fn a_move_the_step_does_not_ask_for_is_refused_with_the_guides_reason() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = guided(dir.path());
    click(&mut h, "Roll");
    // The head checker by the 3 instead of the 6.
    click(&mut h, "point 24: 15 white");
    click(&mut h, "point 21: empty, target");
    assert_eq!(step(&h), Some(GuideStep::MoveByADie));
    assert!(says(
        &h,
        "Not now: the guide asks you to move the checker on 24 to 18 with the 6."
    ));
    // Nothing moved: the checker is still picked up on the head, 21 still a target.
    assert!(has(&h, "point 24: 15 white, selected") && has(&h, "point 21: empty, target"));
    assert!(
        h.state()
            .game()
            .turn()
            .is_some_and(|t| t.steps().is_empty())
    );
    // What it asks for goes on, and the reason goes.
    click(&mut h, "point 18: empty, target");
    assert_eq!(step(&h), Some(GuideStep::HeadRule));
    assert!(!shows(&h, "Not now:"));
    // Undo would take the step back: not while the head is to be tried.
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert!(says(
        &h,
        "Not now: the guide asks you to try a second checker off your head, point 24."
    ));
    assert_eq!(h.state().game().position().count(Colour::White, 18), 1);

    // At the block, a move the rules allow is not the one the step asks for.
    while step(&h) != Some(GuideStep::Block) {
        click(&mut h, "Skip step");
    }
    let before = *h.state().game().position();
    click(&mut h, "point 24: 5 white");
    click(&mut h, "point 23: empty, target");
    assert_eq!(step(&h), Some(GuideStep::Block));
    assert!(says(
        &h,
        "Not now: the guide asks you to try to move a checker from 15 to 14."
    ));
    assert_eq!(h.state().game().position(), &before);
}

#[test]
fn skip_step_puts_each_steps_game_on_the_board_to_the_end() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = guided(dir.path());
    for (i, expected) in GuideStep::ALL.iter().enumerate() {
        assert_eq!(step(&h), Some(*expected));
        assert!(at_stage(&h, *expected), "{expected:?}");
        assert!(says(&h, &format!("Learn to play · Step {} of 10", i + 1)));
        click(
            &mut h,
            if expected.is_reading() {
                "Next"
            } else {
                "Skip step"
            },
        );
    }
    assert_eq!(step(&h), Some(GuideStep::Done));
    click(&mut h, "Play a game of my own");
    assert!(h.state().guide().is_none());
}

#[test]
fn leaving_the_guide_brings_the_players_own_game_back_as_it_was_never_autosaving_the_guide() {
    let dir = tempfile::tempdir().expect("temp dir");
    let kept = tempfile::tempdir().expect("autosave dir");
    let mut h = harness(app_autosaving(dir.path(), kept.path()));
    // A game of one's own, one checker moved.
    click(&mut h, "Roll");
    let mover = h.state().game().to_move();
    let first = h
        .state()
        .game()
        .turn()
        .and_then(|t| t.legal_steps().first().copied())
        .expect("a legal step");
    play(&mut h, first);
    let own_turn = h.state().game().turn().cloned();
    let own_start = *h.state().game().turn_start();
    let autosave = h.state().autosave_file().expect("autosaved").to_owned();
    let autosaved = std::fs::read_to_string(&autosave).expect("the autosave");

    learn(&mut h);
    assert_eq!(step(&h), Some(GuideStep::Roll));
    assert!(h.state().game().turn().is_none(), "the guide's own game");
    click(&mut h, "Roll");
    click(&mut h, "point 24: 15 white");
    click(&mut h, "point 18: empty, target");
    assert_eq!(step(&h), Some(GuideStep::HeadRule));
    assert_eq!(
        std::fs::read_to_string(&autosave).expect("the autosave"),
        autosaved,
        "the guided game is not autosaved"
    );

    // Escape leaves it: the game of one's own, as it was.
    h.key_press(Key::Escape);
    h.run();
    assert!(h.state().guide().is_none());
    assert!(!has(&h, "Leave the guide"));
    assert_eq!(h.state().game().turn(), own_turn.as_ref());
    assert_eq!(h.state().game().turn_start(), &own_start);
    assert_eq!(h.state().game().to_move(), mover);

    // Game ▸ New game while guided: the guide is left first, and the game of one's own, which
    // would be lost, is asked about.
    learn(&mut h);
    assert!(h.state().guide().is_some());
    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    h.run();
    assert!(h.state().guide().is_none());
    assert!(matches!(h.state().modal(), Some(Modal::Abandon(_))));
    assert_eq!(h.state().game().turn(), own_turn.as_ref());

    // Leave the guide, the card's button, does the same as Escape.
    click(&mut h, "Cancel");
    learn(&mut h);
    click(&mut h, "Leave the guide");
    assert!(h.state().guide().is_none());
    assert_eq!(h.state().game().turn(), own_turn.as_ref());
}

/// The app on the settings file `ini` (a first start when it does not exist yet).
fn started_on(dir: &std::path::Path, ini: &std::path::Path) -> Harness<'static, NardyApp> {
    let (file, warnings) = nardy::settings::SettingsFile::load(ini);
    assert!(warnings.is_empty(), "{warnings:?}");
    harness(NardyApp::new(
        setup(dir, Box::new(NoSystemDialogs)).with_settings(file, warnings),
    ))
}

fn text_of(path: &std::path::Path) -> String {
    std::fs::read_to_string(path).expect("the settings file")
}

#[test]
fn a_first_start_offers_the_guide_and_a_game_of_ones_own_passes_it_by() {
    let dir = tempfile::tempdir().expect("temp dir");
    let ini = dir.path().join("Nardy.ini");
    let mut h = started_on(dir.path(), &ini);
    assert!(h.state().offers_guide());
    assert!(says(&h, "New to long nardy?"));
    assert!(has(&h, "Learn to play") && has(&h, "No thanks"));
    assert!(text_of(&ini).contains("Guide=new"));
    // A game of one's own: the first roll passes the offer by, for good.
    click(&mut h, "Roll");
    assert!(!h.state().offers_guide());
    assert!(!has(&h, "No thanks"));
    assert!(text_of(&ini).contains("Guide=done"));
    drop(h);
    let h = started_on(dir.path(), &ini);
    assert!(!h.state().offers_guide(), "not at the next start");
    assert!(!has(&h, "No thanks"));
}

#[test]
fn the_offer_starts_the_guide_or_is_declined_and_neither_comes_again() {
    let dir = tempfile::tempdir().expect("temp dir");
    let ini = dir.path().join("Nardy.ini");
    let mut h = started_on(dir.path(), &ini);
    click(&mut h, "Learn to play");
    assert_eq!(step(&h), Some(GuideStep::Roll));
    assert!(!has(&h, "No thanks"));
    click(&mut h, "Leave the guide");
    assert!(!h.state().offers_guide() && !has(&h, "No thanks"));
    assert!(text_of(&ini).contains("Guide=done"));

    let other = tempfile::tempdir().expect("temp dir");
    let ini = other.path().join("Nardy.ini");
    let mut h = started_on(other.path(), &ini);
    click(&mut h, "No thanks");
    assert!(!h.state().offers_guide() && h.state().guide().is_none());
    assert!(text_of(&ini).contains("Guide=done"));
    drop(h);
    assert!(!started_on(other.path(), &ini).state().offers_guide());
}

#[test]
fn the_guide_speaks_german_and_russian() {
    let dir = tempfile::tempdir().expect("temp dir");
    for (language, help, learn, heading, first, skip, point, refusal) in [
        (
            game_shell::i18n::Language::German,
            "Hilfe",
            "Spielen lernen",
            "Spielen lernen · Schritt 1 von 10",
            "Du spielst Weiß.",
            "Schritt überspringen",
            "Feld",
            "Nicht jetzt: Die Anleitung bittet dich, den Stein auf 24 mit der 6 nach 18 zu ziehen.",
        ),
        (
            game_shell::i18n::Language::Russian,
            "Справка",
            "Учиться играть",
            "Учиться играть · Шаг 1 из 10",
            "Вы играете белыми.",
            "Пропустить шаг",
            "пункт",
            "Не сейчас: сейчас нужно пойти шашкой с пункта 24 на 18 на 6.",
        ),
    ] {
        let mut h = harness(NardyApp::new(nardy::Setup {
            language: game_shell::prefs::LanguagePolicy::new(
                &nardy::i18n::LANGUAGES,
                language,
                None,
            ),
            ..setup(dir.path(), Box::new(NoSystemDialogs))
        }));
        click(&mut h, help);
        click(&mut h, learn);
        assert!(says(&h, heading), "{language:?}");
        assert!(shows(&h, first), "{language:?}");
        click(&mut h, skip);
        assert_eq!(step(&h), Some(GuideStep::MoveByADie));
        click_prefix(&mut h, &format!("{point} 24:"));
        click_prefix(&mut h, &format!("{point} 21:"));
        assert!(says(&h, refusal), "{language:?}");
        assert_eq!(step(&h), Some(GuideStep::MoveByADie));
    }
}
