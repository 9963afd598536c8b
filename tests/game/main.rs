//! The one integration-test binary (each extra one would link Bevy again). Its
//! files mirror `src/game/`: the board, the panda, a run, the assists, the
//! menus' model, the keys, the art, the settings file; then huge boards, the command
//! line, and the visual test. Shared helpers are in `support`.

mod assets;
mod assist;
mod board;
mod campaign;
mod campaign_bridges;
mod classroom;
mod classroom_solvers;
mod cli;
mod controls;
mod cues;
mod duo;
mod editor;
mod editor_board;
mod editor_export;
mod editor_items;
mod editor_play;
mod end_card;
mod faces;
mod fit;
mod floors;
mod focus;
mod ghost;
mod grid_big;
mod grid_duo;
mod grid_items;
mod grid_lab;
mod grid_look;
mod grid_million;
mod grid_taps;
mod grid_views;
mod grids;
mod heat;
mod huge;
mod input;
mod items;
mod lab_codes;
mod launch;
mod mask_file;
mod narration;
mod orca;
mod outline;
mod panda;
mod print;
mod run;
mod screen_reader;
mod settings;
mod shapes;
mod spoken;
mod support;
mod ui;
mod visual;
mod weave;
mod window;
