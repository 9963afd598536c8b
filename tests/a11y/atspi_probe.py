#!/usr/bin/python3
"""Reads the real game through the Linux accessibility bus (AT-SPI), as Orca would.

Run inside Xvfb and a private D-Bus session (the test `screen_reader` does):
    xvfb-run -a dbus-run-session -- /usr/bin/python3 tests/a11y/atspi_probe.py
with GAME (the game's binary) and DIR (a scratch folder) in the environment.

It turns the screen-reader flag on (as Orca does), starts the game, and prints
one line per finding, which the test checks:
    app NAME                      the application the bus lists for the game
    menu NAME|NAME|...            the main menu's buttons, in tree order
    focused NAME                  the focused node at start
    focused-after-down NAME       the focused node after the Down key
    tab NAME, tab-again NAME      the focused node after Tab, and Tab again, on the board
    esc-on-panel NAME             the focused node after Esc on that button (the window: the menu did not open)
    announced TEXT                each live-region text read after a key on the board
    level-select NAME             the focused level of the level select
    won TEXT|TEXT|...             the labels on the screen after the panda walked out
"""
import os
import subprocess
import sys
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402

GAME, DIR = os.environ["GAME"], os.environ["DIR"]


def say(line):
    print(line, flush=True)


def screen_reader_on():
    subprocess.run(
        ["dbus-send", "--session", "--print-reply", "--dest=org.a11y.Bus", "/org/a11y/bus",
         "org.freedesktop.DBus.Properties.Set", "string:org.a11y.Status",
         "string:ScreenReaderEnabled", "variant:boolean:true"],
        check=True, stdout=subprocess.DEVNULL)


def nodes(node, depth=0):
    """Every node under `node`, depth first (bounded, as a tree from outside may be odd)."""
    if node is None or depth > 40:
        return
    yield node
    for i in range(node.get_child_count()):
        yield from nodes(node.get_child_at_index(i), depth + 1)


def find_game():
    desktop = Atspi.get_desktop(0)
    for i in range(desktop.get_child_count()):
        app = desktop.get_child_at_index(i)
        if app is not None and any((n.get_name() or "") == "Exit" for n in nodes(app)):
            return app
    return None


def focused(app):
    for n in nodes(app):
        if n.get_state_set().contains(Atspi.StateType.FOCUSED):
            return n.get_name() or ""
    return ""


def key(name):
    subprocess.run(["xdotool", "key", "--window", WINDOW, name], check=True)


screen_reader_on()
Atspi.init()
log = open(os.path.join(DIR, "game.log"), "w")
env = dict(os.environ, PANDA_MAZE_CONFIG_DIR=DIR, WGPU_BACKEND="vulkan")
game = subprocess.Popen([GAME, "--seed", "3", "--difficulty", "easy"], stdout=log, stderr=log, env=env)
try:
    WINDOW = subprocess.run(["timeout", "120", "xdotool", "search", "--sync", "--name", "Panda Maze"],
                            capture_output=True, text=True, check=True).stdout.split()[0]
    subprocess.run(["xdotool", "windowfocus", "--sync", WINDOW], check=False)
    app = None
    deadline = time.time() + 90
    while app is None and time.time() < deadline:
        time.sleep(1)
        app = find_game()
    if app is None:
        say("no application with the game's menu on the accessibility bus")
        sys.exit(1)
    say(f"app {app.get_name()}")
    pressable = (Atspi.Role.PUSH_BUTTON, Atspi.Role.TOGGLE_BUTTON)
    buttons = [n.get_name() for n in nodes(app) if n.get_role() in pressable and n.get_name()]
    say("menu " + "|".join(buttons))
    say(f"focused {focused(app)}")
    key("Down")
    time.sleep(1.5)
    say(f"focused-after-down {focused(app)}")

    # On the board: Esc closes the menu; O asks what's around; Up bumps into
    # the outer wall above the entrance (full narration came on with the
    # screen reader); Y steps narration on to off, then to brief.
    heard = []

    def on_event(event):
        text = event.any_data if isinstance(event.any_data, str) else ""
        if event.type.startswith("object:announcement") and text:
            heard.append(text)

    listener = Atspi.EventListener.new(on_event)
    listener.register("object:announcement")
    steps = [("Escape", 1.0), ("o", 1.5), ("Up", 1.5), ("y", 1.5), ("y", 1.5)]

    def next_step():
        if not steps:
            Atspi.event_quit()
            return False
        name, wait = steps.pop(0)
        key(name)
        GLib.timeout_add(int(wait * 1000), next_step)
        return False

    GLib.timeout_add(500, next_step)
    Atspi.event_main()
    for text in heard:
        say("announced " + text.replace("\u200b", ""))

    # On the board, Tab reaches the panel's buttons one after another.
    key("Tab")
    time.sleep(1.5)
    say(f"tab {focused(app)}")
    key("Tab")
    time.sleep(1.5)
    say(f"tab-again {focused(app)}")
    key("Escape")  # egui lets the button go: back on the board, the menu stays shut
    time.sleep(1.5)
    say(f"esc-on-panel {focused(app)}")

    # The level select (J): the focused level in words.
    key("j")
    time.sleep(2)
    say(f"level-select {focused(app)}")
    key("Escape")
    time.sleep(1)
    # G walks the panda out: what the won screen gives a screen reader.
    key("g")
    # The walk out is animated (68 steps): time enough on a loaded machine.
    time.sleep(10)
    texts = [n.get_name() for n in nodes(app) if n.get_role() == Atspi.Role.LABEL and n.get_name()]
    say("won " + "|".join(texts))
finally:
    game.terminate()
    try:
        game.wait(20)
    except subprocess.TimeoutExpired:
        game.kill()
