//! A run on the board: counting moves and time and noticing the win
//! ([`victory`]), keeping records ([`records`]), and the modes beyond classic
//! play with the replay after a win ([`modes`]), fog on any grid ([`fog`]), and the pause when the
//! window loses focus ([`pause`]); and the announcer, which says in words
//! what happens for players who cannot see the board ([`announce`]).

pub mod announce;
pub mod best_ghost;
pub mod detour_view;
pub mod duo_run;
pub mod fog;
pub mod fog_mesh;
pub mod modes;
pub mod pause;
pub mod records;
pub mod speech;
pub mod victory;
pub mod wander;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((detour_view::plugin, duo_run::plugin, best_ghost::plugin, announce::plugin));
    app.add_plugins((fog::plugin, fog_mesh::plugin));
    app.add_plugins((victory::plugin, records::plugin, modes::plugin, wander::plugin, pause::plugin));
}
