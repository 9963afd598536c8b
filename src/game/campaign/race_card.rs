//! The end card of a race for two: the same card with two columns, one a
//! player, each with its time (or "did not finish" until they arrive), moves
//! and efficiency, the first out marked.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui;

use crate::game::board::view::Boards;
use crate::game::model::Players;
use crate::game::panda::duo::{DuoFinish, PartnerWalk};
use crate::game::run::duo_run::{RaceRow, race_rows};
use crate::game::run::victory::RunStats;
use crate::game::settings::Language;
use crate::game::ui::i18n::Text;
use crate::game::ui::style::UiPalette;

/// What a race card tells.
#[derive(SystemParam)]
pub(super) struct RaceFacts<'w> {
    players: Res<'w, Players>,
    finish: Res<'w, DuoFinish>,
    stats: Res<'w, RunStats>,
    partner: Res<'w, PartnerWalk>,
    boards: Boards<'w>,
}

impl RaceFacts<'_> {
    /// Both players' columns, when a race was played.
    pub fn rows(&self) -> Option<[RaceRow; 2]> {
        let optimal = self.boards.view().optimal_moves() as u32;
        (*self.players == Players::Race).then(|| race_rows(&self.finish, &self.stats, &self.partner, optimal))
    }
}

/// The two columns: a row each for who, time, moves and efficiency.
pub(super) fn race_columns(ui: &mut egui::Ui, lang: Language, rows: [RaceRow; 2], p: &UiPalette) {
    let t = |text: Text| lang.t(text);
    egui::Grid::new("race-card").num_columns(3).spacing([14.0, 4.0]).show(ui, |ui| {
        ui.label("");
        for (row, who) in rows.iter().zip([Text::PlayerOne, Text::PlayerTwo]) {
            let name = egui::RichText::new(t(who)).strong();
            ui.label(if row.won { name.color(p.gold) } else { name.color(p.ink) });
        }
        ui.end_row();
        ui.label("");
        for row in &rows {
            ui.label(if row.won { egui::RichText::new(t(Text::FirstOut)).color(p.gold) } else { "".into() });
        }
        ui.end_row();
        ui.label(t(Text::Time));
        for row in &rows {
            match row.time {
                Some(time) => ui.strong(format!("{:.1} s", time.as_secs_f32())),
                None => ui.label(egui::RichText::new(t(Text::DidNotFinish)).italics()),
            };
        }
        ui.end_row();
        ui.label(t(Text::Moves));
        for row in &rows {
            ui.strong(row.moves.to_string());
        }
        ui.end_row();
        ui.label(t(Text::Efficiency));
        for row in &rows {
            // Efficiency is of a finished run.
            ui.strong(row.time.map_or("–".to_owned(), |_| format!("{:.0} %", row.efficiency * 100.0)));
        }
        ui.end_row();
    });
}

#[cfg(test)]
mod tests {
    use bevy::ecs::system::RunSystemOnce;

    use super::*;
    use crate::game::board::first_walk::FirstWalk;
    use crate::game::board::grid::GridGame;
    use crate::game::board::played::Played;
    use crate::game::model::{CurrentMaze, Players};
    use crate::maze::MazeSpec;
    use crate::maze::generate::{GridShape, GridSpec};

    /// The race card's rows with `played` on the board, player 1 having made
    /// `first` moves and player 2 `second`.
    fn rows(played: Played, (first, second): (u32, u32)) -> [RaceRow; 2] {
        let mut world = World::new();
        world.insert_resource(played);
        world.insert_resource(Players::Race);
        world.insert_resource(DuoFinish::default());
        world.insert_resource(RunStats { moves: first, ..default() });
        world.insert_resource(PartnerWalk { moves: second, ..default() });
        world.insert_resource(FirstWalk::default());
        world.run_system_once(|facts: RaceFacts| facts.rows()).unwrap().expect("a race was played")
    }

    #[test]
    fn the_race_card_counts_each_players_efficiency_against_the_way_out_of_the_board_played() {
        // On a round board its own way out counts (the card once read the square map's route on every grid).
        let round = GridGame::new(GridSpec::new(GridShape::Round { rings: 5 }, 3)).unwrap();
        let optimal = round.route.len() as u32 - 1;
        let [one, two] = rows(Played::grid_maze(round), (optimal, optimal * 2));
        assert_eq!((one.moves, one.efficiency, two.efficiency), (optimal, 1.0, 0.5));
        // And on the square board, the square map's.
        let (current, route) = CurrentMaze::generate(MazeSpec::new(21, 21, 4), &mut ()).unwrap();
        let optimal = route.optimal_moves() as u32;
        let [one, two] = rows(Played::square_map(current, route), (optimal * 4, optimal));
        assert_eq!((one.efficiency, two.efficiency), (0.25, 1.0));
    }
}
