#!/usr/bin/env python3
"""Tests of ci/bench-gate on crafted Google Benchmark runs: a clear regression fails, noise
passes, an improvement passes, a slowdown within its threshold or without significance
passes, too few repetitions to be significant is bad input (never a pass), CPU time is gated
by default, the report carries wall and CPU ratios and their geometric mean, the thresholds
file is read, the U test's p-values match known ones, and bad input exits 2. Writes only a temporary folder.

    ci/tests/bench_gate_test.py   (exit 0 when every test passes)
"""
import importlib.machinery
import importlib.util
import io
import json
import os
import random
import sys
import tempfile
import unittest
from contextlib import redirect_stderr, redirect_stdout

HERE = os.path.dirname(os.path.abspath(__file__))
GATE_PATH = os.path.join(HERE, "..", "bench-gate")
_loader = importlib.machinery.SourceFileLoader("bench_gate", GATE_PATH)
_spec = importlib.util.spec_from_loader("bench_gate", _loader)
gate = importlib.util.module_from_spec(_spec)
_loader.exec_module(gate)


def run_json(times_by_name, aggregates=False, cpu_by_name=None):
    """A Google Benchmark JSON run with one entry per repetition (and, if asked, aggregates);
    CPU time 0.99 of the wall time unless `cpu_by_name` gives it."""
    benchmarks = []
    for name, times in times_by_name.items():
        cpus = (cpu_by_name or {}).get(name, [t * 0.99 for t in times])
        for index, (t, cpu) in enumerate(zip(times, cpus)):
            benchmarks.append({"name": name, "run_name": name, "run_type": "iteration",
                               "repetitions": len(times), "repetition_index": index,
                               "threads": 1, "iterations": 100, "real_time": t,
                               "cpu_time": cpu, "time_unit": "ns"})
        if aggregates:
            benchmarks.append({"name": name + "_median", "run_name": name,
                               "run_type": "aggregate", "aggregate_name": "median",
                               "real_time": sorted(times)[len(times) // 2],
                               "cpu_time": 1.0, "time_unit": "ns"})
    return {"context": {"date": "2026-12-01", "num_cpus": 2}, "benchmarks": benchmarks}


def noisy(rng, center, count, spread=0.03):
    return [center * (1 + rng.uniform(-spread, spread)) for _ in range(count)]


class GateTest(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()
        self.rng = random.Random(20261201)

    def tearDown(self):
        self.dir.cleanup()

    def write(self, name, content):
        path = os.path.join(self.dir.name, name)
        with open(path, "w", encoding="utf-8") as f:
            f.write(content if isinstance(content, str) else json.dumps(content))
        return path

    def gate(self, before, after, *extra, thresholds=None):
        args = [self.write("before.json", before), self.write("after.json", after)]
        args += ["--thresholds", self.write("t.txt", thresholds or "default 10%\n")]
        out, err = io.StringIO(), io.StringIO()
        with redirect_stdout(out), redirect_stderr(err):
            code = gate.main(args + list(extra))
        return code, out.getvalue(), err.getvalue()

    def test_a_clear_regression_fails_and_the_table_says_why(self):
        before = run_json({"BM_A": noisy(self.rng, 1000, 10), "BM_B": noisy(self.rng, 50, 10)})
        after = run_json({"BM_A": noisy(self.rng, 1500, 10), "BM_B": noisy(self.rng, 50, 10)})
        code, out, _ = self.gate(before, after)
        self.assertEqual(code, 1, out)
        line = next(l for l in out.splitlines() if l.startswith("BM_A"))
        self.assertIn("REGRESSED", line)
        self.assertRegex(line, r"1\.[45]\d\d")  # the ratio of the medians
        self.assertIn("bench-gate: 2 benchmarks, 1 regressed", out)
        self.assertNotIn("REGRESSED", next(l for l in out.splitlines() if l.startswith("BM_B")))

    def test_noise_passes(self):
        for trial in range(20):
            before = run_json({"BM_A": noisy(self.rng, 1000, 10, 0.08)})
            after = run_json({"BM_A": noisy(self.rng, 1000, 10, 0.08)})
            code, out, _ = self.gate(before, after)
            self.assertEqual(code, 0, f"trial {trial}:\n{out}")

    def test_an_improvement_passes(self):
        before = run_json({"BM_A": noisy(self.rng, 1000, 10)})
        after = run_json({"BM_A": noisy(self.rng, 600, 10)})
        code, out, _ = self.gate(before, after)
        self.assertEqual(code, 0, out)
        self.assertIn("faster", out)
        self.assertIn("bench-gate: 1 benchmark, 0 regressed", out)

    def test_a_significant_slowdown_within_its_threshold_passes(self):
        before = run_json({"BM_A": noisy(self.rng, 1000, 10, 0.005)})
        after = run_json({"BM_A": noisy(self.rng, 1050, 10, 0.005)})
        code, out, _ = self.gate(before, after)
        self.assertEqual(code, 0, out)
        self.assertIn("slower, within threshold", out)

    def test_a_large_slowdown_that_is_not_significant_passes(self):
        before = run_json({"BM_A": [1000, 3000, 1000, 3000, 1000]})
        after = run_json({"BM_A": [2000, 2100, 2200, 900, 3100]})
        code, out, _ = self.gate(before, after)
        self.assertEqual(code, 0, out)
        self.assertIn("slower, not significant", out)

    def test_too_few_repetitions_to_be_significant_is_bad_input_never_a_pass(self):
        # Three against three: the smallest two-sided p is 2 / C(6, 3) = 0.1, never below 0.05,
        # so even a threefold slowdown could not fail the gate.
        before = run_json({"BM_A": [1000, 1001, 1002]})
        after = run_json({"BM_A": [3000, 3001, 3002]})
        code, out, err = self.gate(before, after)
        self.assertEqual(code, 2, out + err)
        self.assertIn("BM_A has 3 repetitions before and 3 after", err)
        self.assertIn("--benchmark_repetitions=4 or more", err)
        self.assertEqual(gate.repetitions_needed(0.05), 4)
        self.assertEqual(gate.repetitions_needed(0.01), 5)
        code, _, err = self.gate(before, after, "--alpha", "0.2")
        self.assertEqual(code, 1, err)

    def test_an_error_rate_outside_zero_to_one_is_refused_before_any_file_is_read(self):
        before = run_json({"BM_A": noisy(self.rng, 1000, 10)})
        for alpha in ("7", "0", "1", "-0.1", "lots"):
            code, out, err = self.gate(before, before, "--alpha", alpha)
            self.assertEqual(code, 2, alpha + out + err)
            self.assertIn("--alpha", err)
            self.assertIn(alpha, err)
        code, _, err = self.gate(before, before, "--alpha", "0.5")
        self.assertEqual(code, 0, err)

    def test_a_pattern_with_an_unclosed_set_is_refused_at_its_column(self):
        before = run_json({"BM_A": noisy(self.rng, 1000, 10)})
        code, _, err = self.gate(before, before, thresholds="default 10\n  BM_[A 5\n")
        self.assertEqual(code, 2, err)
        self.assertIn("t.txt:2:6: 'BM_[A': this '[' opens a set that no ']' closes", err)
        code, _, err = self.gate(before, before, thresholds="BM_[]A] 5\nBM_[!B] 5\n")
        self.assertEqual(code, 0, err)

    def test_cpu_time_is_gated_by_default_and_wall_time_when_asked(self):
        walls_before, walls_after = noisy(self.rng, 1000, 10), noisy(self.rng, 1600, 10)
        cpus = noisy(self.rng, 900, 10)
        before = run_json({"BM_A": walls_before}, cpu_by_name={"BM_A": cpus})
        after = run_json({"BM_A": walls_after}, cpu_by_name={"BM_A": noisy(self.rng, 900, 10)})
        code, out, _ = self.gate(before, after)
        self.assertEqual(code, 0, out)
        self.assertIn("gated on CPU time", out)
        code, out, _ = self.gate(before, after, "--time", "real")
        self.assertEqual(code, 1, out)
        self.assertIn("gated on wall time", out)

    def test_the_report_has_time_and_cpu_ratios_and_a_geometric_mean(self):
        before = run_json({"BM_A": [1000.0] * 4 + [1000.5], "BM_B": [100.0] * 4 + [100.5]})
        after = run_json({"BM_A": [1500.0] * 4 + [1500.5], "BM_B": [100.0] * 4 + [100.5]})
        code, out, _ = self.gate(before, after)
        self.assertEqual(code, 1, out)
        header = out.splitlines()[0].split()
        self.assertEqual(header[:7], ["benchmark", "time", "old", "time", "new", "time", "cpu"])
        line = next(l for l in out.splitlines() if l.startswith("BM_A")).split()
        self.assertEqual(line[3], "1.500")  # wall ratio
        self.assertEqual(line[6], "1.500")  # CPU ratio
        geomean = next(l for l in out.splitlines() if l.startswith("OVERALL_GEOMEAN")).split()
        self.assertEqual(geomean[1:], ["1.225", "1.225"])  # sqrt(1.5 x 1.0)

    def test_thresholds_come_from_the_file_first_match_first(self):
        before = run_json({"BM_Stage/layout": noisy(self.rng, 1000, 10, 0.005),
                           "BM_Other": noisy(self.rng, 1000, 10, 0.005)})
        after = run_json({"BM_Stage/layout": noisy(self.rng, 1080, 10, 0.005),
                          "BM_Other": noisy(self.rng, 1080, 10, 0.005)})
        thresholds = "# tight for stages\nBM_Stage/* 5%\nBM_* 50%\ndefault 1%\n"
        code, out, _ = self.gate(before, after, thresholds=thresholds)
        self.assertEqual(code, 1, out)
        self.assertIn("+5%", out)
        self.assertIn("+50%", out)
        self.assertIn("REGRESSED", next(l for l in out.splitlines() if l.startswith("BM_Stage")))
        self.assertNotIn("REGRESSED", next(l for l in out.splitlines() if l.startswith("BM_Other")))

    def test_the_committed_thresholds_file_reads(self):
        rules, default = gate.load_thresholds(os.path.join(HERE, "..", "bench-thresholds.txt"))
        self.assertGreater(default, 0)
        self.assertEqual(gate.threshold_of("BM_GenerateAndCheck/3", rules, default), 5)

    def test_aggregates_in_the_run_are_left_out(self):
        times_before, times_after = noisy(self.rng, 1000, 8), noisy(self.rng, 2000, 8)
        code, out, _ = self.gate(run_json({"BM_A": times_before}, aggregates=True),
                                 run_json({"BM_A": times_after}, aggregates=True))
        self.assertEqual(code, 1, out)

    def test_a_benchmark_in_one_run_only_is_listed_and_never_fails(self):
        before = run_json({"BM_A": noisy(self.rng, 1000, 5)})
        after = run_json({"BM_A": noisy(self.rng, 1000, 5), "BM_New": noisy(self.rng, 9, 5)})
        code, out, _ = self.gate(before, after)
        self.assertEqual(code, 0, out)
        self.assertIn("only in after", out)

    def test_p_values_match_known_ones(self):
        # Five against five, fully apart: the exact two-sided p is 2 / C(10, 5) = 2 / 252.
        u, p = gate.mann_whitney_u([1, 2, 3, 4, 5], [6, 7, 8, 9, 10])
        self.assertEqual(u, 0)
        self.assertAlmostEqual(p, 2 / 252)
        # The same samples interleaved: U = m n / 2, p = 1.
        _, p = gate.mann_whitney_u([1, 3, 5, 7], [2, 4, 6, 8])
        self.assertGreater(p, 0.6)
        # Ties use the normal approximation; identical samples are never significant.
        _, p = gate.mann_whitney_u([5, 5, 5, 5], [5, 5, 5, 5])
        self.assertEqual(p, 1.0)
        # Known exact value: x = [1,2,4], y = [3,5,6] gives U = 1, two-sided p = 0.2.
        u, p = gate.mann_whitney_u([1, 2, 4], [3, 5, 6])
        self.assertEqual(u, 1)
        self.assertAlmostEqual(p, 0.2)

    def test_bad_input_exits_two(self):
        good = run_json({"BM_A": [1, 2, 3, 4]})
        aggregates_only = {"benchmarks": [{"name": "BM_A_median", "run_name": "BM_A",
                                           "run_type": "aggregate", "real_time": 1}]}
        for before, says in [("{not json", "before.json:1:2: not JSON"),
                             ({"context": {}}, "no \"benchmarks\""),
                             (aggregates_only, "only aggregates")]:
            code, _, err = self.gate(before, good)
            self.assertEqual(code, 2, err)
            self.assertIn(says, err)
        code, _, err = self.gate(good, good, thresholds="BM_A fast\n")
        self.assertEqual(code, 2)
        self.assertIn("t.txt:1:1", err)


if __name__ == "__main__":
    unittest.main(verbosity=1)
