#!/usr/bin/env python3
"""Tests of ci/determinism-lint: for every rule a small offending file fails with that rule at
its line and a clean file that comes close passes; a mark with a reason excuses its statement,
and a mark with no reason, an unknown rule or nothing to excuse is itself a finding. Writes only
a temporary folder.

    ci/tests/determinism_lint_test.py   (exit 0 when every test passes)
"""
import importlib.machinery
import importlib.util
import io
import os
import sys
import tempfile
import textwrap
import unittest
from contextlib import redirect_stdout

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
HERE = os.path.dirname(os.path.abspath(__file__))
_loader = importlib.machinery.SourceFileLoader("lint", os.path.join(HERE, "..", "determinism-lint"))
_spec = importlib.util.spec_from_loader("lint", _loader)
lint = importlib.util.module_from_spec(_spec)
_loader.exec_module(lint)

# Each rule: (a file that breaks it, the line of the finding, a clean file close to it).
CASES = {
    "distribution": ("""
        #include <random>
        int draw(std::mt19937& engine) {
          std::uniform_int_distribution<int> d(0, 9);
          return d(engine);
        }
        """, 4, """
        int draw(Rng& rng) { return rng.range(0, 9); }  // not a uniform_int_distribution
        """),
    "shuffle": ("""
        void mix(std::vector<int>& v, std::mt19937& engine) {
          std::shuffle(v.begin(), v.end(), engine);
        }
        """, 3, """
        void mix(std::vector<int>& v, Rng& rng) { rng.shuffle(std::span<int>(v)); }
        """),
    "rand": ("""
        int roll() {
          return rand() % 6;
        }
        """, 3, """
        int roll(Dice& dice) { return dice.rand() % 6 + operand(6); }
        """),
    "random-device": ("""
        uint64_t seedOf() {
          std::random_device device;
          return device();
        }
        """, 3, """
        uint64_t seedOf(std::string_view name) { return hashBytes(name); }
        """),
    "time-seed": ("""
        Rng fresh() {
          return Rng(static_cast<uint64_t>(std::time(nullptr)));
        }
        """, 3, """
        struct Scene {
          GameClock& clock() { return clock_; }
          double time() const { return clock_.seconds(); }
        };
        """),
    "unordered": ("""
        std::string names(const std::unordered_map<std::string, int>& counts) {
          std::string text;
          for (const auto& [name, count] : counts) text += name;
          return text;
        }
        """, 4, """
        int countOf(const std::unordered_map<std::string, int>& counts, const std::string& n) {
          const auto found = counts.find(n);
          return found == counts.end() ? 0 : found->second;
        }
        """),
    "std-hash": ("""
        uint64_t seedOf(const std::string& name) {
          return std::hash<std::string>{}(name);
        }
        """, 3, """
        uint64_t seedOf(const std::string& name) { return hashBytes(name); }
        """),
    "two-draws": ("""
        Point drawPoint(Rng& rng) {
          return makePoint(rng.range(0, 9), rng.range(0, 9));
        }
        """, 3, """
        Point drawPoint(Rng& rng) {
          return Point{rng.range(0, 9), rng.range(0, 9)};
        }
        """),
    "cmath": ("""
        int side(int area) {
          return static_cast<int>(std::sqrt(area));
        }
        """, 3, """
        int side(int area) {
          return isqrt(area);  // a floor(x) is a floor here, not std::floor
        }
        """),
}

# More ways of drawing twice: the unsequenced ones are findings, the sequenced ones are not.
UNSEQUENCED_DRAWS = [
    "int f(Rng& rng) { return rng.range(0, 3) + rng.below(4); }",
    "bool f(Rng& rng) { return rng.below(9) < rng.below(9); }",
    "struct Stage { Rng& rng; };\n"
    "int f(Stage& context) { return std::max(pick(context.rng), drop(context.rng)); }",
    "void f(Rng& rng, Plan& plan) { lay(plan, rng.range(1, 2), spot(plan, rng)); }",
    "int f(Rng& rng, int* a) { return a[rng.below(3) * rng.below(3)]; }",
]
SEQUENCED_DRAWS = [
    "int f(Rng& rng) { const int a = rng.range(0, 3); return a + rng.below(4); }",
    "bool f(Rng& rng) { return rng.chance(3) && rng.chance(4); }",
    "int f(Rng& rng) { return rng.chance(5) ? rng.below(2) : rng.below(3); }",
    "int f(Rng& rng) { if (rng.chance(5)) return rng.below(2); return 0; }",
    "int f(Rng& a, Rng& b) { return g(a.range(0, 1), b.range(0, 1)); }",
    "int f(Rng& rng) { return rng.range(0, rng.range(1, 3)); }",
    "void f(Rng& rng, std::vector<P>& v) { v.push_back({rng.below(3), rng.below(4)}); }",
    "void f(Rng& rng, int* a) { a[rng.below(3)] = rng.below(4); }",
]


class LintTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.root = self.tmp.name

    def tearDown(self):
        self.tmp.cleanup()

    def lint(self, text, layer="generator"):
        """Runs the lint on one file of `layer`; returns (exit status, finding lines)."""
        folder = os.path.join(self.root, layer)
        os.makedirs(folder, exist_ok=True)
        path = os.path.join(folder, "case.cpp")
        with open(path, "w", encoding="utf-8") as f:
            f.write(textwrap.dedent(text).lstrip("\n"))
        out = io.StringIO()
        with redirect_stdout(out):
            status = lint.main(["--root", self.root, path])
        return status, [line for line in out.getvalue().splitlines()
                        if not line.startswith("determinism-lint:")]

    def test_each_rule_fails_its_offending_file_at_its_line(self):
        for rule, (bad, line, _) in CASES.items():
            with self.subTest(rule=rule):
                status, findings = self.lint(bad)
                self.assertEqual(status, 1)
                self.assertEqual(len(findings), 1, findings)
                self.assertTrue(findings[0].startswith(f"generator/case.cpp:{line - 1}: {rule}: "),
                                findings)

    def test_each_rules_clean_file_passes(self):
        for rule, (_, _, clean) in CASES.items():
            with self.subTest(rule=rule):
                self.assertEqual(self.lint(clean), (0, []))

    def test_unsequenced_draws_are_findings(self):
        for text in UNSEQUENCED_DRAWS:
            with self.subTest(text=text):
                status, findings = self.lint(text)
                self.assertEqual(status, 1)
                self.assertIn(": two-draws: ", findings[0])

    def test_sequenced_draws_pass(self):
        for text in SEQUENCED_DRAWS:
            with self.subTest(text=text):
                self.assertEqual(self.lint(text), (0, []))

    def test_cmath_is_judged_only_where_a_dungeons_bytes_are_decided(self):
        bad = CASES["cmath"][0]
        for layer in ("model", "sim", "checks", "generator", "golden"):
            with self.subTest(layer=layer):
                self.assertEqual(self.lint(bad, layer)[0], 1)
        for layer in ("sweeps", "render", "cli"):
            with self.subTest(layer=layer):
                self.assertEqual(self.lint(bad, layer), (0, []))

    def test_a_mark_with_a_reason_excuses_its_statement(self):
        marked = """
            int side(int area) {
              // determinism-ok(cmath): a test of the mark, whose reason runs on
              // over two comment lines above a statement over two lines
              return static_cast<int>(
                  std::sqrt(area));
            }
            int other(int area) { return std::sqrt(area); }  // determinism-ok(cmath): same line
            """
        self.assertEqual(self.lint(marked), (0, []))

    def test_a_mark_excuses_only_its_own_rule(self):
        status, findings = self.lint("""
            int side(int area) {
              // determinism-ok(time-seed): the wrong rule
              return static_cast<int>(std::sqrt(area));
            }
            """)
        self.assertEqual(status, 1)
        self.assertEqual([f.split(": ")[1] for f in findings], ["mark", "cmath"])

    def test_bad_marks_are_findings(self):
        status, findings = self.lint("""
            // determinism-ok(cmath):
            int a = 1;
            // determinism-ok(no-such-rule): a reason
            int b = 2;
            // determinism-ok(cmath): nothing here draws on <cmath>
            int c = 3;
            """)
        self.assertEqual(status, 1)
        self.assertEqual(findings, [
            "generator/case.cpp:1: mark: determinism-ok(cmath) gives no reason",
            "generator/case.cpp:3: mark: unknown rule 'no-such-rule' (rules: "
            + ", ".join(lint.RULES) + ")",
            "generator/case.cpp:5: mark: determinism-ok(cmath) excuses nothing here: remove it",
        ])

    def test_comments_and_strings_are_not_code(self):
        self.assertEqual(self.lint("""
            // never std::shuffle, whose draws vary by library; no rand() either
            const char* kHelp = "std::sqrt(x) and std::random_device are refused";
            """), (0, []))

    def test_a_missing_file_is_bad_input(self):
        with redirect_stdout(io.StringIO()):
            sys.stderr, saved = io.StringIO(), sys.stderr
            try:
                status = lint.main(["--root", self.root, os.path.join(self.root, "none.cpp")])
            finally:
                sys.stderr = saved
        self.assertEqual(status, 2)


if __name__ == "__main__":
    unittest.main()
