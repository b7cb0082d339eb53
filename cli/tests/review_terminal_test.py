#!/usr/bin/env python3
"""`dungeon golden review` on a terminal (a pseudo-terminal here): a single key acts without
Enter, line mode and echo are off only while a key is awaited and are back after a signal ends
the review, the diff is coloured unless NO_COLOR is set, and an entry longer than the screen goes
through $PAGER.

    cli/tests/review_terminal_test.py DUNGEON   (exit 0 when every case passes)
"""
import fcntl
import os
import select
import signal
import struct
import subprocess
import sys
import tempfile
import termios
import time

TOOL = os.path.abspath(sys.argv[1])
# The review and the golden folder it reads are made as a developer makes them: golden files
# may not be written in a CI run (CI set), so the tool runs here without it.
LOCAL_ENV = {k: v for k, v in os.environ.items() if k != "CI"}


def fail(message):
    print(f"FAIL: {message}", file=sys.stderr)
    sys.exit(1)


def run(args, cwd):
    return subprocess.run([TOOL, *args], cwd=cwd, env=LOCAL_ENV, capture_output=True, text=True)


def make_pending(work):
    """A golden folder of two names whose stored hashes are wrong, so a check leaves both
    pending; returns the names."""
    os.makedirs(os.path.join(work, "g"))
    names = []
    for i in range(40):
        name = f"small-{i}"
        if run(["generate", "--size", "24x24", "--name", name, "-o", "c.sheet"], work).returncode == 0:
            names.append(name)
        if len(names) == 2:
            break
    with open(os.path.join(work, "g/named.txt"), "w") as f:
        f.writelines(f"{n} size=24x24\n" for n in names)
    update = run(["golden", "update", "--all", "--dir", "g"], work)
    if update.returncode != 0:
        fail(f"golden update failed: {update.stderr.strip()}")
    with open(os.path.join(work, "g/hashes.txt"), "w") as f:
        f.writelines(f"{n} 0000000000000000\n" for n in names)
    with open(os.path.join(work, "g/sheets", names[0] + ".sheet"), "a") as f:
        f.write("; edited\n")
    if run(["golden", "check", "--dir", "g"], work).returncode != 1:
        fail("golden check found no change")
    return names


class Terminal:
    """The review run on a pseudo-terminal of `rows` rows, its output collected."""

    def __init__(self, work, env, rows):
        self.master, self.slave = os.openpty()
        fcntl.ioctl(self.master, termios.TIOCSWINSZ, struct.pack("HHHH", rows, 200, 0, 0))
        self.proc = subprocess.Popen([TOOL, "golden", "review", "--dir", "g"], cwd=work,
                                     env=env, stdin=self.slave, stdout=self.slave,
                                     stderr=self.slave, start_new_session=True)
        self.out = b""
        self.seen = 0

    def read_until(self, marker, seconds=60):
        """Reads until `marker` appears after the last marker found."""
        end = time.time() + seconds
        while marker not in self.out[self.seen:]:
            if time.time() > end:
                fail(f"no {marker!r} within {seconds} s; got: {self.out[-800:]!r}")
            ready, _, _ = select.select([self.master], [], [], 0.5)
            if ready:
                try:
                    self.out += os.read(self.master, 65536)
                except OSError:
                    fail(f"the terminal closed before {marker!r}; got: {self.out[-800:]!r}")
        self.seen = self.out.index(marker, self.seen) + len(marker)

    def line_mode(self):
        flags = termios.tcgetattr(self.slave)[3]
        return bool(flags & termios.ICANON), bool(flags & termios.ECHO)

    def press(self, key):
        """Types `key` once the review awaits one (the terminal drops what is typed before)."""
        if self.line_mode_becomes((False, False)) != (False, False):
            fail(f"line mode and echo are {self.line_mode()} while a key is awaited")
        os.write(self.master, key)

    def line_mode_becomes(self, wanted, seconds=30):
        """The line mode once it is `wanted` (the prompt is written just before the key is
        awaited), or as it is after `seconds`."""
        end = time.time() + seconds
        while self.line_mode() != wanted and time.time() < end:
            time.sleep(0.05)
        return self.line_mode()


def review(work, extra_env, rows=200):
    env = {k: v for k, v in LOCAL_ENV.items() if k not in ("NO_COLOR", "PAGER")}
    env.update(extra_env)
    return Terminal(work, env, rows)


with tempfile.TemporaryDirectory() as work:
    names = make_pending(work)

    # A single key, no Enter: 'r' rejects the first change; line mode is off while waiting.
    term = review(work, {"PAGER": "cat"})
    term.read_until(b"[q]uit? ")
    if b"\x1b[32m+" not in term.out and b"\x1b[31m-" not in term.out:
        fail("the diff is not coloured on a terminal")
    term.press(b"r")
    term.read_until(f"rejected {names[0]}".encode())
    term.read_until(b"[q]uit? ", 60)
    # A signal while the second key is awaited ends the review with the terminal put back.
    if term.line_mode_becomes((False, False)) != (False, False):
        fail("line mode is on at the second prompt")
    term.proc.send_signal(signal.SIGINT)
    code = term.proc.wait(30)
    if code != -signal.SIGINT:
        fail(f"after SIGINT the review exited with {code}")
    if term.line_mode() != (True, True):
        fail(f"after SIGINT line mode and echo are {term.line_mode()}, not back on")
    if os.path.exists(os.path.join(work, "build/golden-pending", names[0] + ".pending")):
        fail("the rejected change is still pending")

    # NO_COLOR: no escapes; 'q' quits at once and leaves the terminal as it was.
    term = review(work, {"NO_COLOR": "1", "PAGER": "cat"})
    term.read_until(b"[q]uit? ")
    if b"\x1b[" in term.out:
        fail("NO_COLOR=1 and still coloured")
    term.press(b"q")
    if term.proc.wait(30) != 0 or term.line_mode() != (True, True):
        fail("q did not end the review cleanly with line mode back")

    # A screen shorter than the entry: it goes through $PAGER.
    term = review(work, {"NO_COLOR": "1", "PAGER": "sed s/^/PAGED:/"}, rows=4)
    term.read_until(b"[q]uit? ")
    if b"PAGED:" not in term.out:
        fail("an entry longer than the screen did not go through $PAGER")
    term.press(b"q")
    term.proc.wait(30)

print("review on a terminal: single keys, line mode restored after a signal, colour, pager")
