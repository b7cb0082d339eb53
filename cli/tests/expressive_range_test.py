#!/usr/bin/env python3
"""The expressive range's heat maps read against the JSON reports: a sweep's page (one floor and
three floors) has, per pair of metrics, a cell per box with readings whose count is the number of
kept dungeons (or floors) whose two readings fall in that box, counted here again from the
report's per-seed metrics as docs/sweeps.md#expressive-range states the boxes; and the compare
page's difference map holds, per box, both sides' counts and the after side's share less the
before side's, in ten-thousandths.

    cli/tests/expressive_range_test.py DUNGEON   (exit 0 when every case passes)
"""
import json
import os
import re
import subprocess
import sys
import tempfile

TOOL = os.path.abspath(sys.argv[1])

# The pairs as docs/sweeps.md states them: id, x metric, y metric, cell sizes in thousandths.
PAIRS = [
    ("linearity_leniency", "M4", "M8", 250, 5000),
    ("rooms_and_size", "M1", "M14", 1000, 2000),
    ("loops_and_dead_ends", "M5", "M6", 1000, 1000),
]
MOST_COLUMNS = 32


def fail(message):
    print(f"FAIL: {message}", file=sys.stderr)
    sys.exit(1)


def run(*args, cwd):
    done = subprocess.run([TOOL, *args], cwd=cwd, capture_output=True, text=True)
    if done.returncode not in (0, 1):
        fail(f"dungeon {' '.join(args)}: exit {done.returncode}: {done.stderr[-500:]}")


def cells(report, pair):
    """Per cell (x // x_cell, y // y_cell, rounding down), the readings of one report."""
    _, x_id, y_id, x_cell, y_cell = pair
    out = {}
    for seed in report["per_seed"]:
        values = {(m["id"], m["floor"]): m["value_milli"] for m in seed.get("metrics", [])}
        for (metric, floor), x in values.items():
            if metric != x_id or (y_id, floor) not in values:
                continue
            cell = (x // x_cell, values[(y_id, floor)] // y_cell)
            out[cell] = out.get(cell, 0) + 1
    return out


def boxes(pair, sides):
    """Each side's readings per box: on each axis, boxes of the smallest whole number of cells f
    for which boxes aligned on multiples of f from 0 cover every side's cells in at most
    MOST_COLUMNS columns; a box named by its lower edges in thousandths."""
    _, _, _, x_cell, y_cell = pair
    every = [cell for side in sides for cell in side]
    if not every:
        return [{} for _ in sides]
    factors = []
    for axis in (0, 1):
        low, high = min(c[axis] for c in every), max(c[axis] for c in every)
        factors.append(next(f for f in range(1, high - low + 2)
                            if high // f - low // f + 1 <= MOST_COLUMNS))
    out = []
    for side in sides:
        merged = {}
        for (x, y), count in side.items():
            box = ((x // factors[0]) * factors[0] * x_cell, (y // factors[1]) * factors[1] * y_cell)
            merged[box] = merged.get(box, 0) + count
        out.append(merged)
    return out


def section(page, start, end):
    at = page.find(start)
    if at < 0:
        fail(f"no {start!r} in the page")
    return page[at:page.find(end, at + len(start))]


def columns(found):
    """The columns and rows a map's cells span, from their boxes' edges."""
    xs, ys = sorted({x for x, _ in found}), sorted({y for _, y in found})
    step = lambda edges: min((b - a for a, b in zip(edges, edges[1:])), default=1)
    return (xs[-1] - xs[0]) // step(xs) + 1, (ys[-1] - ys[0]) // step(ys) + 1


def rects(svg, *fields):
    found = {}
    for attrs in re.findall(r"<rect ([^>]*data-x=[^>]*)>", svg):
        values = dict(re.findall(r'data-([a-z]+)="(-?\d+)"', attrs))
        found[(int(values["x"]), int(values["y"]))] = tuple(int(values[f]) for f in fields)
    return found


with tempfile.TemporaryDirectory() as work:
    sweeps = {"one": ["--floors", "1", "--seeds", "80"], "three": ["--floors", "3", "--seeds", "20"]}
    for name, args in sweeps.items():
        run("sweep", *args, "--json", f"{name}.json", "--html", f"{name}.html", cwd=work)
        report = json.load(open(os.path.join(work, f"{name}.json")))
        page = open(os.path.join(work, f"{name}.html")).read()
        for pair in PAIRS:
            want = {box: (count,) for box, count in boxes(pair, [cells(report, pair)])[0].items()}
            if not want:
                fail(f"{name}: {pair[0]}: no readings to draw")
            got = rects(section(page, f'id="range-{pair[0]}"', "</svg>"), "count")
            if got != want:
                fail(f"{name}: {pair[0]}: the page's cells {sorted(got.items())[:6]}... differ "
                     f"from the report's {sorted(want.items())[:6]}...")

    # Two sweeps over other seeds and seed counts: the compare page's difference map, box by box.
    run("sweep", "--floors", "1", "--seeds", "60", "--first", "81", "--json", "after.json",
        cwd=work)
    run("sweep", "compare", "one.json", "after.json", "--html", "compare.html", cwd=work)
    before = json.load(open(os.path.join(work, "one.json")))
    after = json.load(open(os.path.join(work, "after.json")))
    page = open(os.path.join(work, "compare.html")).read()
    for pair in PAIRS:
        b, a = boxes(pair, [cells(before, pair), cells(after, pair)])
        b_total, a_total = sum(b.values()), sum(a.values())
        want = {}
        for box in set(b) | set(a):
            nb, na = b.get(box, 0), a.get(box, 0)
            want[box] = (nb, na, na * 10000 // a_total - nb * 10000 // b_total)
        maps = section(page, f'id="range-1-{pair[0]}"', "</div>\n</div>")
        difference = maps[maps.find("after less before"):]
        got = rects(difference, "before", "after", "diff")
        if got != want:
            fail(f"compare: {pair[0]}: the difference map's cells differ from the reports': "
                 f"{sorted(set(got.items()) ^ set(want.items()))[:6]}")
        if all(d == 0 for (_, _, d) in want.values()):
            fail(f"compare: {pair[0]}: other seeds moved no box: the test shows nothing")

    # A report edited to span 64 cells of loops (1 on every seed but one, 64 on that one): boxes
    # of 2 cells aligned from 0 would take 33 columns; boxes of 3 take 22.
    wide = json.load(open(os.path.join(work, "one.json")))
    for i, seed in enumerate(wide["per_seed"]):
        for metric in seed["metrics"]:
            if metric["id"] == "M5":
                metric["value_milli"] = 64000 if i == 1 else 1000
    json.dump(wide, open(os.path.join(work, "wide.json"), "w"))
    run("sweep", "compare", "wide.json", "wide.json", "--html", "wide.html", cwd=work)
    page = open(os.path.join(work, "wide.html")).read()
    pair = PAIRS[2]
    maps = section(page, f'id="range-1-{pair[0]}"', "</svg>")
    got = rects(maps, "count")
    want = {box: (count,) for box, count in boxes(pair, [cells(wide, pair)])[0].items()}
    if got != want:
        fail(f"wide: the cells differ from the report's: {sorted(set(got.items()) ^ set(want.items()))[:6]}")
    if max(columns(got)) > MOST_COLUMNS:
        fail(f"wide: the map spans {columns(got)} columns and rows, past {MOST_COLUMNS}")

print("expressive range: every map's cells are the reports' counts")
