#!/usr/bin/python3
"""The game as a blind player hears it: Debian's real Orca, headless, with
what it (and the game's own voice) says written to a log by speech-dispatcher.

    GAME=target/debug/panda-maze DIR=/tmp/orca python3 tests/a11y/orca_run.py

It starts a private D-Bus session, the accessibility bus, Xvfb,
speech-dispatcher (a null sound device; its one voice appends each utterance
to DIR/speech.log) and `orca --replace`, flips the screen-reader switch as a
user does, then starts the game with a fresh settings folder and sends real
keys with xdotool. After each key it waits on the speech log (not a fixed
sleep) for what should be said, and prints one line per step:

    step NAME | KEYS | ok/FAIL | what was spoken, utterances joined by " / "

then the whole log. It exits 0 when every step heard what it should, 1 when
one did not, 2 when the desktop could not be set up, and 3 (at once) when a
program it needs is not installed. With TOUR=1 a step
that hears nothing expected waits only a few seconds and the run goes on
(for a table of what is said, not a test).
"""
import os
import re
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import orca_session  # noqa: E402

GAME, DIR = os.environ["GAME"], os.environ["DIR"]
TOUR = os.environ.get("TOUR") == "1"
# Generous: the game draws with Mesa's software Vulkan, and CI machines are slow and shared.
START_SECS, STEP_SECS = 180, 25 if not TOUR else 6
KEY_GAP_SECS = 1.0

missing = orca_session.missing_tools()
if missing:
    print("missing: " + " ".join(missing))
    sys.exit(3)
orca_session.session(DIR)

# Orca's key echo ("down", "i", "escape", ...) is not what the game says.
ECHO = re.compile(r"^(up|down|left|right|return|enter|escape|tab|space|[a-z])$", re.I)


def words(said):
    return [t for t in said if not ECHO.match(t)]


def heard(pattern):
    """A step's check: `pattern` (a regex) is in what was said (speech-dispatcher
    may split one saying into sentences: they are joined again)."""
    rx = re.compile(pattern)
    return lambda said: bool(rx.search(" ".join(words(said))))


def first(pattern, rows):
    """A menu step's check: the first menu row spoken is the one `pattern` names (no flicker through another)."""
    rx, any_row = re.compile(pattern), re.compile("|".join(rows))

    def check(said):
        spoken = [t for t in words(said) if any_row.search(t)]
        return bool(spoken) and bool(rx.search(spoken[0]))

    def seen(said):
        return any(any_row.search(t) for t in words(said))

    check.seen = seen
    return check


MAIN = ["Play", "Records", "Settings", "Controls", "Help", "About", "Exit"]
SETTINGS = ["Theme", "Wall colour", "Background colour"]

results = []
failed = []


def step(desktop, name, keys, check, timeout=None):
    for k in keys:
        subprocess.run(["xdotool", "key", "--clearmodifiers", "--window", WINDOW, k], check=False)
        # Two presses of one key in one frame count once: a slow frame must not lose a key.
        time.sleep(KEY_GAP_SECS)
    timeout = timeout or STEP_SECS
    ready = getattr(check, "seen", check)
    ok, said = desktop.speech.wait_for(ready, timeout)
    ok = ok and check(said)
    results.append((name, " ".join(keys), ok, said))
    print("step %-22s | %-14s | %-4s | %s" % (name, " ".join(keys), "ok" if ok else "FAIL", " / ".join(said)),
          flush=True)
    if not ok:
        failed.append(name)
    return said


desktop = orca_session.Desktop(DIR)
game = None
try:
    try:
        desktop.up()
    except Exception as why:  # noqa: BLE001 - any failure to set up is reported the same way
        print("setup failed: %s" % why)
        for name in os.listdir(desktop.logs):
            print("---- " + name)
            with open(os.path.join(desktop.logs, name), errors="replace") as f:
                print(f.read()[-3000:])
        sys.exit(2)
    config = os.path.join(DIR, "game-config")
    os.makedirs(config, exist_ok=True)
    env = dict(os.environ, PANDA_MAZE_CONFIG_DIR=config, WGPU_BACKEND="vulkan")
    log = open(os.path.join(desktop.logs, "game.log"), "w")
    game = subprocess.Popen([GAME, "--seed", "3", "--difficulty", "easy"], stdout=log, stderr=log, env=env)
    WINDOW = subprocess.run(["timeout", str(START_SECS), "xdotool", "search", "--sync", "--name", "Panda Maze"],
                            capture_output=True, text=True).stdout.split()[0:1]
    if not WINDOW:
        print("setup failed: the game's window did not open")
        sys.exit(2)
    WINDOW = WINDOW[0]
    subprocess.run(["xdotool", "windowactivate", "--sync", WINDOW], check=False)
    subprocess.run(["xdotool", "windowfocus", "--sync", WINDOW], check=False)

    # The main menu opens at launch on Play.
    step(desktop, "menu opens", [], first("Play", MAIN), timeout=START_SECS)
    for row in MAIN[1:]:
        step(desktop, "menu " + row, ["Down"], first(row, MAIN))
    for row in reversed(MAIN[2:-1]):
        step(desktop, "menu " + row, ["Up"], first(row, MAIN))
    # On Settings: open it; its title and first row; the next row with its value.
    step(desktop, "settings opens", ["Return"], heard("Theme"))
    step(desktop, "settings row", ["Down"], first("Wall colour", SETTINGS))
    step(desktop, "back to main menu", ["Escape"], first("Settings", MAIN))
    step(desktop, "menu again", ["Down"], first("Controls", MAIN))
    # Records, and back: the main menu still speaks.
    step(desktop, "menu Settings again", ["Up"], first("Settings", MAIN))
    step(desktop, "menu Records", ["Up"], first("Records", MAIN))
    step(desktop, "records opens", ["Return"], heard("Records|record|No "))
    step(desktop, "back from records", ["Escape"], first("Records", MAIN))
    step(desktop, "menu after records", ["Down"], first("Settings", MAIN))
    # The board: Esc closes the menu (the first launch's how-to card shows).
    step(desktop, "board", ["Escape"], heard("(?i)how to|arrow|move"))
    where = re.compile(r"Column (\d+) of \d+, row (\d+) of \d+")
    here = step(desktop, "where am I", ["i"], heard(where.pattern))
    before = where.search(" ".join(here))
    before = before.groups() if before else None
    step(desktop, "bump", ["Up"], heard("Wall"))
    around = step(desktop, "what's around", ["o"], heard("Open: "))
    open_ways = re.search(r"Open: ([a-z, ]+)\.", " ".join(around))
    way = {"north": "Up", "east": "Right", "south": "Down", "west": "Left"}
    go = way.get(open_ways.group(1).split(",")[0].strip(), "Right") if open_ways else "Right"
    moved = heard(where.pattern)
    step(desktop, "step, then where am I", [go, "i"],
         lambda said: moved(said) and where.search(" ".join(said)).groups() != before)
    # A level: the level select (J), the first level, its title card.
    step(desktop, "level select", ["j"], heard("Level 1"))
    step(desktop, "level title", ["Return"], heard(r"Level 1/\d+"))
    # G walks the panda out: the win, and the end card's results.
    step(desktop, "win and end card", ["g"], heard(r"Level cleared!.*Moves: \d+"), timeout=STEP_SECS * 3)
finally:
    if game is not None:
        game.terminate()
        try:
            game.wait(20)
        except subprocess.TimeoutExpired:
            game.kill()
    desktop.down()

print("---- everything spoken, in order")
for stamp, text in desktop.speech.lines():
    print("%s\t%s" % (stamp, text))
if failed:
    print("FAILED steps: " + ", ".join(failed))
    sys.exit(1)
print("all steps heard")
