//! Help on the way out: the route shown tile by tile ([`route_view`]), the
//! solvers' searches and the race ([`search`]), hints ([`hint`]), and the
//! heat map ([`heat`]) with its painters.

pub mod heat;
pub mod heat_measure;
pub mod heat_mesh;
pub mod hint;
pub mod route_view;
pub mod search;
pub mod search_mesh;
pub mod way_mesh;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        route_view::plugin,
        search::plugin,
        hint::plugin,
        heat::plugin,
        heat_mesh::plugin,
        search_mesh::plugin,
        way_mesh::plugin,
    ));
}
