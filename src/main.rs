//! `panda-maze`: opens the game, or works on mazes from the command line
//! (`generate`, `algorithms`, `stats`, `solve`, `solvers`, `draw-art`).

use std::process::ExitCode;

use clap::Parser;
use panda_maze::cli::{self, Cli, Command};

fn main() -> ExitCode {
    let cli = Cli::parse();
    match &cli.command {
        Some(Command::Generate(args)) => match cli::generate(args) {
            Ok(()) => ExitCode::SUCCESS,
            Err(failure) => {
                eprintln!("panda-maze: {}", failure.message);
                ExitCode::from(failure.status)
            }
        },
        Some(Command::Algorithms) => {
            print!("{}", cli::algorithms());
            ExitCode::SUCCESS
        }
        Some(Command::DrawArt(args)) => match cli::draw_art(args) {
            Ok(written) => {
                print!("{written}");
                ExitCode::SUCCESS
            }
            Err(failure) => {
                eprintln!("panda-maze: {}", failure.message);
                ExitCode::from(failure.status)
            }
        },
        Some(Command::Solve(args)) => match cli::solve(args) {
            Ok(text) => {
                use std::io::Write as _;
                let mut out = std::io::stdout().lock();
                let _ = out.write_all(text.as_bytes()).and_then(|()| out.flush());
                ExitCode::SUCCESS
            }
            Err(failure) => {
                eprintln!("panda-maze: {}", failure.message);
                ExitCode::from(failure.status)
            }
        },
        Some(Command::Solvers) => {
            print!("{}", cli::solvers());
            ExitCode::SUCCESS
        }
        Some(Command::Measure(args)) => {
            panda_maze::game::dev::measure::run(args.quick, args.size);
            ExitCode::SUCCESS
        }
        Some(Command::Stats(args)) => {
            print!("{}", cli::stats(args));
            ExitCode::SUCCESS
        }
        None => play(&cli),
    }
}

fn play(cli: &Cli) -> ExitCode {
    if let Some(why) = cli::missing_display() {
        eprintln!(
            "panda-maze: {why}; the game needs a graphical session. `panda-maze generate` prints a maze as text."
        );
        return ExitCode::FAILURE;
    }
    explain_known_startup_failures();
    if panda_maze::game::run(cli.game_options(), cli.difficulty.is_none() && cli.size.is_none(), cli.script.clone())
        .is_success()
    {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// Turns the panics Bevy raises when it cannot open a window or find a graphics
/// adapter into one line and a failure status; other panics report as usual.
fn explain_known_startup_failures() {
    let default_hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let message = info
            .payload()
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_default();
        let known = [
            ("Failed to build event loop", "cannot open a window (no usable display)"),
            ("Unable to find a GPU", "no graphics adapter found (install Vulkan drivers, e.g. mesa-vulkan-drivers)"),
        ];
        if let Some((_, why)) = known.iter().find(|(needle, _)| message.contains(needle)) {
            eprintln!("panda-maze: {why}: {message}");
            std::process::exit(1);
        }
        default_hook(info);
    }));
}
