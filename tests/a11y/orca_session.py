"""A real screen reader, headless: a private D-Bus session with the
accessibility bus, Xvfb, speech-dispatcher whose only voice writes each
utterance to a file, and Debian's Orca, switched on as a user does
(`gsettings set org.gnome.desktop.a11y.applications screen-reader-enabled true`).

`session(dir)` re-runs the calling script inside `dbus-run-session` with
private XDG folders (made *before* the bus starts, so the bus, dconf and every
client see the same ones; otherwise the switch lands in the real user's
settings and Orca turns itself off). Inside, `Desktop` starts the rest and
reads what was spoken (`Speech`).
"""
import os
import shutil
import subprocess
import sys
import time

INNER = "ORCA_SESSION_INNER"


def missing_tools():
    """The programs the session needs that are not installed."""
    tools = ["dbus-run-session", "Xvfb", "xdotool", "orca", "speech-dispatcher", "gsettings",
             "/usr/libexec/at-spi-bus-launcher", "/usr/lib/speech-dispatcher-modules/sd_generic"]
    return [t for t in tools if not (os.path.exists(t) if t.startswith("/") else shutil.which(t))]


def session(scratch):
    """Re-runs this script inside a private D-Bus session with private XDG
    folders under `scratch`; returns only inside it (the outer process exits
    with the inner one's status)."""
    if os.environ.get(INNER) == "1":
        return
    env = dict(os.environ)
    for var, sub in [("XDG_RUNTIME_DIR", "run"), ("XDG_CONFIG_HOME", "config"), ("XDG_DATA_HOME", "data"),
                     ("XDG_CACHE_HOME", "cache"), ("HOME", "home")]:
        path = os.path.join(scratch, sub)
        os.makedirs(path, mode=0o700, exist_ok=True)
        env[var] = path
    # speech-dispatcher will not start without a sound device: ALSA's null one.
    with open(os.path.join(env["HOME"], ".asoundrc"), "w") as f:
        f.write("pcm.!default { type null }\nctl.!default { type hw card 0 }\n")
    env[INNER] = "1"
    for var in ["DISPLAY", "WAYLAND_DISPLAY", "DBUS_SESSION_BUS_ADDRESS", "AT_SPI_BUS_ADDRESS", "SPEECHD_ADDRESS"]:
        env.pop(var, None)
    code = subprocess.call(["dbus-run-session", "--", sys.executable, *sys.argv], env=env)
    sys.exit(code)


SPEECHD_CONF = """\
LogLevel 3
LogDir "{logs}"
DefaultVolume 100
AudioOutputMethod "alsa"
AddModule "file" "sd_generic" "file.conf"
DefaultModule file
LanguageDefaultModule "en" "file"
LanguageDefaultModule "zh" "file"
DefaultLanguage "en"
"""

# Each utterance as one line: seconds since the epoch, a tab, the words
# (sd_generic escapes $DATA for single quotes).
MODULE_CONF = """\
GenericExecuteSynth "printf '%s\\\\t%s\\\\n' \\"$(date +%s.%N)\\" '$DATA' >> {log}"
GenericCmdDependency "printf"
AddVoice "en" "MALE1" "en"
AddVoice "zh" "MALE1" "zh"
GenericLanguage "en" "en" "utf-8"
GenericLanguage "zh" "zh" "utf-8"
GenericDefaultCharset "utf-8"
"""


class Speech:
    """The speech log: every utterance, in order, as (time, text)."""

    def __init__(self, path):
        self.path = path
        self.mark = 0

    def lines(self):
        try:
            with open(self.path, encoding="utf-8", errors="replace") as f:
                raw = f.read().splitlines()
        except FileNotFoundError:
            return []
        out = []
        for line in raw:
            stamp, _, text = line.partition("\t")
            out.append((stamp, text.strip()))
        return out

    def since_mark(self):
        """What was said since the last `take`."""
        return [t for _, t in self.lines()[self.mark:]]

    def take(self):
        """What was said since the last take; moves the mark past it."""
        said = self.since_mark()
        self.mark += len(said)
        return said

    def wait_for(self, found, timeout, settle=0.6):
        """Waits until `found(list of texts since the mark)` is true, then a
        moment more for what is said with it; returns (ok, texts) and moves
        the mark past them."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            if found(self.since_mark()):
                time.sleep(settle)
                return True, self.take()
            time.sleep(0.05)
        return False, self.take()


class Desktop:
    """Xvfb, the accessibility bus, speech-dispatcher writing to a file, and Orca."""

    def __init__(self, scratch):
        self.scratch = scratch
        self.procs = []
        self.speech = Speech(os.path.join(scratch, "speech.log"))
        self.logs = os.path.join(scratch, "logs")
        os.makedirs(self.logs, exist_ok=True)

    def start(self, name, args, env=None, **kw):
        out = open(os.path.join(self.logs, name + ".log"), "w")
        p = subprocess.Popen(args, stdout=out, stderr=subprocess.STDOUT, env=env or os.environ,
                             start_new_session=True, **kw)
        self.procs.append((name, p))
        return p

    def up(self, timeout=60):
        """Starts everything and switches Orca on; returns once Orca has said it is on."""
        read, write = os.pipe()
        self.start("xvfb", ["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                   pass_fds=[write])
        os.close(write)
        with os.fdopen(read) as r:
            display = r.readline().strip()
        if not display:
            raise RuntimeError("Xvfb did not start (logs/xvfb.log)")
        os.environ["DISPLAY"] = ":" + display
        self.start("at-spi-bus", ["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"])
        conf = os.path.join(self.scratch, "speechd")
        os.makedirs(os.path.join(conf, "modules"), exist_ok=True)
        with open(os.path.join(conf, "speechd.conf"), "w") as f:
            f.write(SPEECHD_CONF.format(logs=self.logs))
        with open(os.path.join(conf, "modules", "file.conf"), "w") as f:
            f.write(MODULE_CONF.format(log=self.speech.path))
        self.start("speech-dispatcher", ["speech-dispatcher", "-s", "-t", "0", "-C", conf])
        socket = os.path.join(os.environ["XDG_RUNTIME_DIR"], "speech-dispatcher", "speechd.sock")
        self.wait(lambda: os.path.exists(socket), timeout, "speech-dispatcher's socket")
        self.start("orca", ["orca", "--replace", "--debug-file=" + os.path.join(self.logs, "orca-debug.txt")])
        time.sleep(1.0)
        subprocess.run(["gsettings", "set", "org.gnome.desktop.a11y.applications", "screen-reader-enabled", "true"],
                       check=True)
        ok, said = self.speech.wait_for(lambda s: any("Screen reader on" in t for t in s), timeout)
        if not ok:
            raise RuntimeError("Orca did not say it is on; it said: %r" % said)
        return said

    def wait(self, ready, timeout, what):
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            if ready():
                return
            time.sleep(0.1)
        raise RuntimeError("timed out waiting for " + what)

    def down(self):
        for _, p in reversed(self.procs):
            if p.poll() is None:
                p.terminate()
        for _, p in reversed(self.procs):
            try:
                p.wait(5)
            except subprocess.TimeoutExpired:
                p.kill()
