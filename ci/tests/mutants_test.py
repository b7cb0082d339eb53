#!/usr/bin/env python3
"""Tests of ci/mutants without building anything: the tokenizer leaves comments, literals and
preprocessor lines out; each operator finds its mutants on a crafted source and nowhere it must
not; keys survive code moving above them; splitmix64 gives its published outputs and the sample
is a function of the seed and the sources alone; CTest's pass rules, the runner's stop and time
limit and the classes of mutants are right; a run on a fake tree (its "build" a check of the
text, its tests grep) restores the copy after every mutant and never writes the source tree;
sharded parts merge into the bytes of one run in any order, and bad parts are refused. Writes
only a temporary folder.

    ci/tests/mutants_test.py   (exit 0 when every test passes)
"""
import importlib.machinery
import importlib.util
import io
import json
import os
import sys
import tempfile
import time
import unittest
from contextlib import redirect_stderr, redirect_stdout

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
HERE = os.path.dirname(os.path.abspath(__file__))
_loader = importlib.machinery.SourceFileLoader("mutants", os.path.join(HERE, "..", "mutants"))
_spec = importlib.util.spec_from_loader("mutants", _loader)
mutants = importlib.util.module_from_spec(_spec)
_loader.exec_module(mutants)

CRAFTED = r'''#include <vector>  // a < b
#define LIMIT(a) ((a) < 3 && \
                  (a) > 7)
static_assert(11 < 12);
namespace demo {
/* if (a < b) return 13; */
int f(int a, int b) {
  // if (a < b) return 14;
  const char* s = "a < b == 15";
  const char* r = R"x(a >= b "16")x";
  char c = '<';
  if (a < b && b != 0) return a + 1;
  for (int i = 0; i < n; ++i) {
    if (i == a) continue;
    if (!ok(i)) break;
  }
  switch (a) {
    case 4:
      break;
  }
  bool ok = true;
  g(a);
  assert(a > 5);
  std::vector<int> v;
  return -a * 2;
}
}  // namespace demo
'''


def found(text, path="model/crafted.cpp"):
    return [(m.op, m.original, m.replacement) for m in mutants.mutants_of(path, text)]


def quiet(function, *args):
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        code = function(*args)
    return code, out.getvalue(), err.getvalue()


class TokenizerTest(unittest.TestCase):
    def test_comments_literals_and_preprocessor_lines_have_no_tokens(self):
        texts = [t.text for t in mutants.tokenize(CRAFTED)]
        for absent in ("include", "vector>", "LIMIT", "13", "14", "15", "16", "7"):
            self.assertNotIn(absent, texts)
        self.assertIn("static_assert", texts)
        self.assertEqual(texts.count("<"), 4)  # a < b, i < n, vector<, static_assert's

    def test_digit_separators_and_prefixed_literals(self):
        texts = [t.text for t in mutants.tokenize("x = 1'000'000 + u8\"a\" + L'b' + 0x1Fu;")]
        self.assertEqual(texts, ["x", "=", "1'000'000", "+", "+", "+", "0x1Fu", ";"])


class OperatorTest(unittest.TestCase):
    def setUp(self):
        self.found = found(CRAFTED)

    def of(self, op):
        return sorted((o, r) for kind, o, r in self.found if kind == op)

    def test_relational_equality_and_logical(self):
        self.assertEqual(self.of("relational"), [("<", "<="), ("<", "<="), ("<", ">="),
                                                 ("<", ">=")])
        self.assertEqual(self.of("equality"), [("!=", "=="), ("==", "!=")])
        self.assertEqual(self.of("logical"), [("!", ""), ("&&", "||")])

    def test_arithmetic_leaves_unary_minus_alone(self):
        self.assertEqual(self.of("arithmetic"), [("*", "/"), ("+", "-"), ("++", "--")])

    def test_numbers_change_by_one_and_to_zero(self):
        self.assertEqual(self.of("plus_minus_one"),
                         [("0", "1"), ("0", "1"), ("1", "0"), ("1", "2"), ("2", "1"), ("2", "3"),
                          ("4", "3"), ("4", "5")])
        self.assertEqual(self.of("constant"), [("2", "0"), ("4", "0")])
        self.assertEqual(mutants.number_edits("1.45f"),
                         [("plus_minus_one", "2.45f"), ("plus_minus_one", "0.45f"),
                          ("constant", "0.0f")])
        self.assertEqual(mutants.number_edits("0x1F"),
                         [("plus_minus_one", "0x20"), ("plus_minus_one", "0x1e"),
                          ("constant", "0x0")])
        self.assertEqual(mutants.number_edits("017"), [])  # octal is left alone

    def test_boolean_break_continue_in_loops_only(self):
        self.assertEqual(self.of("boolean"), [("true", "false")])
        self.assertEqual(self.of("break_continue"), [("break", "continue"),
                                                     ("continue", "break")])

    def test_statement_deletion_takes_expression_statements_only(self):
        self.assertEqual(self.of("statement_deletion"), [("g(a);", "{}")])

    def test_return_value_replaced_unless_already_value_initialised(self):
        self.assertEqual(self.of("return_value"), [("return -a * 2;", "return {};"),
                                                   ("return a + 1;", "return {};")])
        self.assertEqual(found("bool f() { return false; }\nint g() { return {}; }\n"),
                         [("boolean", "false", "true")])

    def test_static_assert_assert_and_templates_are_skipped(self):
        for _, original, _ in self.found:
            self.assertNotIn(original, ("11", "12", "5"))

    def test_operator_names_and_template_parameters_are_skipped(self):
        text = ("template <int N = 3>\nstruct S {\n  bool operator<(const S& o) const;\n"
                "  bool operator==(const S&) const = default;\n};\n")
        self.assertEqual(found(text), [])

    def test_each_mutant_changes_only_its_span(self):
        for m in mutants.mutants_of("model/crafted.cpp", CRAFTED):
            mutated = m.apply(CRAFTED)
            self.assertEqual(mutated[:m.start], CRAFTED[:m.start])
            self.assertEqual(mutated[m.start + len(m.replacement):], CRAFTED[m.end:])
            self.assertNotEqual(mutated, CRAFTED)

    def test_keys_survive_lines_added_above_and_change_with_the_line(self):
        before = {m.key: m for m in mutants.mutants_of("model/crafted.cpp", CRAFTED)}
        moved = {m.key: m for m in mutants.mutants_of("model/crafted.cpp", "// new\n" + CRAFTED)}
        self.assertEqual(set(before), set(moved))
        self.assertEqual(len(before), len(self.found))
        for key, m in before.items():
            self.assertEqual(moved[key].line, m.line + 1)
        edited = CRAFTED.replace("return a + 1;", "return a + 1;  // edited")
        changed = {m.key for m in mutants.mutants_of("model/crafted.cpp", edited)}
        self.assertNotEqual(set(before), changed)

    def test_diff_shows_the_line_before_and_after(self):
        m = next(m for m in mutants.mutants_of("model/crafted.cpp", CRAFTED)
                 if m.op == "equality")
        self.assertEqual(m.diff, ["-  if (a < b && b != 0) return a + 1;",
                                  "+  if (a < b && b == 0) return a + 1;"])
        self.assertEqual((m.line, m.column), (12, 18))


class SampleTest(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()
        self.root = self.dir.name
        for path, text in (("model/a.cpp", CRAFTED), ("sim/world/b.cpp", CRAFTED),
                           ("checks/c.h", CRAFTED), ("generator/d.cpp", CRAFTED),
                           ("model/tests/t.cpp", CRAFTED), ("golden/g.cpp", CRAFTED)):
            self.write(path, text)

    def tearDown(self):
        self.dir.cleanup()

    def write(self, path, text):
        full = os.path.join(self.root, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as f:
            f.write(text)

    def keys(self, seed, count=20):
        return [m.key for m in mutants.Sample(self.root, seed, count).mutants]

    def test_splitmix64_gives_its_published_outputs(self):
        rng = mutants.SplitMix64(0)
        self.assertEqual([rng.next() for _ in range(3)],
                         [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F])

    def test_draw_is_fixed_distinct_and_uniform_enough(self):
        self.assertEqual(mutants.draw(10, 4, 1), mutants.draw(10, 4, 1))
        self.assertEqual(mutants.draw(10, 4, 1), [1, 3, 5, 8])
        self.assertEqual(mutants.draw(5, 9, 3), [0, 1, 2, 3, 4])
        hits = [0] * 10
        for seed in range(2000):
            for i in mutants.draw(10, 3, seed):
                hits[i] += 1
        self.assertEqual(sum(hits), 6000)
        self.assertTrue(all(500 < h < 700 for h in hits), hits)

    def test_the_sample_is_a_function_of_the_seed_and_the_sources(self):
        self.assertEqual(self.keys(7), self.keys(7))
        self.assertNotEqual(self.keys(7), self.keys(8))
        files = {m.path for m in mutants.Sample(self.root, 7, 1000).mutants}
        self.assertEqual(files, {"model/a.cpp", "sim/world/b.cpp", "checks/c.h",
                                 "generator/d.cpp"})
        first = self.keys(7)
        self.write("model/tests/t.cpp", CRAFTED + "int x = 1 + 2;\n")
        self.write("golden/g.cpp", "")
        self.assertEqual(self.keys(7), first)
        self.write("model/a.cpp", CRAFTED + "int y = 3 + 4;\n")
        self.assertNotEqual(self.keys(7), first)

    def test_numbered_in_source_order_and_sharded_in_contiguous_runs(self):
        sample = mutants.Sample(self.root, 3, 17)
        self.assertEqual([m.number for m in sample.mutants], list(range(1, 18)))
        places = [(m.path, m.start) for m in sample.mutants]
        self.assertEqual(places, sorted(places))
        for total in (1, 2, 5, 17, 30):
            shards = [sample.shard(k, total) for k in range(total)]
            numbers = [m.number for shard in shards for m in shard]
            self.assertEqual(numbers, list(range(1, 18)))
            self.assertLessEqual(max(map(len, shards)) - min(map(len, shards)), 1)

    def test_list_and_show_through_the_command_line(self):
        code, out, err = quiet(mutants.main, ["list", "--source", self.root, "--count", "5"])
        self.assertEqual(code, 0, err)
        self.assertEqual(len(out.splitlines()), 5)
        code, out, _ = quiet(mutants.main, ["show", "m0002", "--source", self.root,
                                            "--count", "5"])
        self.assertEqual(code, 0)
        self.assertTrue(out.startswith("--- a/"), out)
        code, _, err = quiet(mutants.main, ["show", "m0099", "--source", self.root,
                                            "--count", "5"])
        self.assertEqual(code, 2)
        self.assertIn("no mutant m0099", err)


class RulesTest(unittest.TestCase):
    def test_ctest_pass_rules(self):
        plain = mutants.Test("t", ["x"], ".")
        self.assertTrue(plain.passed(0, ""))
        self.assertFalse(plain.passed(1, ""))
        self.assertFalse(plain.passed(-11, ""))
        will_fail = mutants.Test("t", ["x"], ".", props={"WILL_FAIL": True})
        self.assertTrue(will_fail.passed(1, ""))
        self.assertFalse(will_fail.passed(0, ""))
        self.assertFalse(will_fail.passed(-6, ""))  # a crash is never a pass
        regex = mutants.Test("t", ["x"], ".", props={"PASS_REGULAR_EXPRESSION": ["PASS .*b"]})
        self.assertTrue(regex.passed(3, "PASS a\nPASS b\n"))
        self.assertTrue(regex.passed(0, "PASS a\nthen b\n"))  # `.` matches a newline, as in CTest
        self.assertFalse(regex.passed(0, "FAIL b\n"))
        fail = mutants.Test("t", ["x"], ".", props={"FAIL_REGULAR_EXPRESSION": ["leak"]})
        self.assertFalse(fail.passed(0, "a leak\n"))
        skip = mutants.Test("t", ["x"], ".", props={"SKIP_RETURN_CODE": 77})
        self.assertTrue(skip.passed(77, ""))

    def test_classes(self):
        self.assertEqual(mutants.classify(False, "passed"), "stillborn")
        self.assertEqual(mutants.classify(True, "failed"), "killed")
        self.assertEqual(mutants.classify(True, "timeout"), "timed_out")
        self.assertEqual(mutants.classify(True, "passed"), "survived")

    def test_runner_stops_at_the_first_failure_and_at_the_time_limit(self):
        with tempfile.TemporaryDirectory() as scratch:
            marker = os.path.join(scratch, "ran")
            tests = [mutants.Test("ok", ["true"], scratch),
                     mutants.Test("bad", ["false"], scratch),
                     mutants.Test("late", ["touch", marker], scratch)]
            runner = mutants.Runner(1, scratch)
            verdict, culprit, _, times = runner.run(tests, lambda t: 30)
            self.assertEqual((verdict, culprit), ("failed", "bad"))
            self.assertFalse(os.path.exists(marker))
            self.assertEqual(set(times), {"ok", "bad"})
            verdict, _, _, _ = runner.run(tests, lambda t: 30, stop=False)
            self.assertTrue(os.path.exists(marker))
            self.assertEqual(runner.failures, ["bad"])
            slow = [mutants.Test("slow", ["sleep", "30"], scratch)]
            verdict, culprit, seconds, _ = mutants.Runner(2, scratch).run(slow, lambda t: 0.3)
            self.assertEqual((verdict, culprit), ("timeout", "slow"))
            self.assertLess(seconds, 10)

    def test_standard_sweeps_come_from_ci_lib(self):
        sweeps = mutants.standard_sweeps(os.path.join(HERE, "..", "lib.sh"))
        self.assertIn(["--floors", "1", "--seeds", "40"], sweeps)
        self.assertIn(["--floors", "3", "--seeds", "20", "--mine"], sweeps)
        self.assertEqual(len(sweeps), 5)


FAKE_SOURCE = """int f(int a, int b) {
  if (a < 3) return b + 1;
  return c * 2;
}
"""


class FakeWorkspace(mutants.Workspace):
    """A workspace whose build "compiles" model/calc.cpp by copying it to build/calc.o when the
    source is newer than the object (as make and ninja judge), and fails where `b - 1` was
    written; the tests read the object, so they see only what was built."""

    def prepare(self):
        os.makedirs(self.tree, exist_ok=True)
        mutants.sync_tree(self.root, self.tree)
        os.makedirs(self.build_dir, exist_ok=True)
        return self.build()[1]

    def object(self):
        return os.path.join(self.build_dir, "calc.o")

    def objects_of(self, rel):
        return [self.object()] if rel == "model/calc.cpp" else []

    def stale(self):
        obj = self.object()
        return not os.path.exists(obj) or \
            os.stat(obj).st_mtime_ns < os.stat(self.path("model/calc.cpp")).st_mtime_ns

    def build(self):
        with open(self.path("model/calc.cpp"), encoding="utf-8") as f:
            text = f.read()
        if not self.stale():
            return True, 0.0, ""
        if "b - 1" in text:
            return False, 0.0, "error"
        time.sleep(0.01)  # the object is newer than the source, as after a real compile
        mutants.write_file(self.object(), text)
        return True, 0.0, ""


class RunTest(unittest.TestCase):
    """A run over a fake tree: the test kills any change of `a < 3`, a test hangs on `c / 2`,
    `b - 1` does not build, the rest survive."""

    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()
        self.root = os.path.join(self.dir.name, "src")
        os.makedirs(os.path.join(self.root, "model"))
        self.source = os.path.join(self.root, "model", "calc.cpp")
        with open(self.source, "w", encoding="utf-8") as f:
            f.write(FAKE_SOURCE)
        self.sample = mutants.Sample(self.root, 5, 100)

    def tearDown(self):
        self.dir.cleanup()

    def session(self, name):
        ws = FakeWorkspace(self.root, os.path.join(self.dir.name, name), log=lambda line: None)
        ws.prepare()
        obj = ws.object()
        plan = [mutants.Test("grep", ["grep", "-q", "a < 3", obj], ws.tree),
                mutants.Test("hang", ["sh", "-c", f"grep -q 'c / 2' {obj} && sleep 30; exit 0"],
                             ws.tree)]
        session = mutants.Session(ws, plan, mutants.Runner(1, ws.work), factor=1, floor=0.5,
                                  log=lambda line: None)
        for test in plan:
            test.baseline = 0.1
        return session

    def run_shard(self, shard, name):
        session = self.session(name)
        ws = session.ws
        source_time = os.stat(ws.path("model/calc.cpp")).st_mtime_ns
        results = []
        for m in self.sample.shard(*shard):
            results.append(session.run_one(m, self.sample.texts[m.path]))
            for path in (ws.path("model/calc.cpp"), ws.object()):
                with open(path, encoding="utf-8") as f:
                    self.assertEqual(f.read(), FAKE_SOURCE, (m.label, path))
            self.assertEqual(os.stat(ws.path("model/calc.cpp")).st_mtime_ns, source_time)
            self.assertFalse(ws.stale(), m.label)  # the next build compiles nothing again
        return mutants.make_part(self.sample, shard, results, {})

    def write_part(self, part, name):
        path = os.path.join(self.dir.name, name)
        with open(path, "w", encoding="utf-8") as f:
            json.dump(part, f)
        return path

    def test_classes_of_a_run_and_the_source_tree_untouched(self):
        part = self.run_shard((0, 1), "one")
        classes = {(m["original"], m["replacement"]): m["class"] for m in part["mutants"]}
        self.assertEqual(classes[("<", "<=")], "killed")
        self.assertEqual(classes[("3", "4")], "killed")
        self.assertEqual(classes[("+", "-")], "stillborn")
        self.assertEqual(classes[("*", "/")], "timed_out")
        self.assertEqual(classes[("2", "3")], "survived")
        with open(self.source, encoding="utf-8") as f:
            self.assertEqual(f.read(), FAKE_SOURCE)

    def test_an_interrupted_mutant_is_undone_by_the_next_sync(self):
        session = self.session("sync")
        m = self.sample.mutants[0]
        mutants.write_file(session.ws.path(m.path), m.apply(FAKE_SOURCE))
        session.ws.prepare()
        with open(session.ws.path(m.path), encoding="utf-8") as f:
            self.assertEqual(f.read(), FAKE_SOURCE)

    def test_shards_merge_into_the_bytes_of_one_run_in_any_order(self):
        whole = self.write_part(self.run_shard((0, 1), "one"), "whole.json")
        parts = [self.write_part(self.run_shard((k, 3), f"s{k}"), f"part{k}.json")
                 for k in range(3)]
        outputs = []
        for i, order in enumerate(([whole], parts, parts[::-1], [parts[1], parts[2], parts[0]])):
            report = os.path.join(self.dir.name, f"report{i}.txt")
            data = os.path.join(self.dir.name, f"report{i}.json")
            code, _, err = quiet(mutants.main, ["merge", *order, "--report", report, "--json",
                                                data, "--equivalent", os.devnull])
            self.assertEqual(code, 1, err)  # the survivors leave model/ under 90%
            with open(report, encoding="utf-8") as f, open(data, encoding="utf-8") as g:
                outputs.append((f.read(), g.read()))
        self.assertTrue(all(o == outputs[0] for o in outputs))
        text = outputs[0][0]
        self.assertIn("survivors (", text)
        self.assertIn("model/calc.cpp:3:", text)
        self.assertIn("below 90% in model", text)

    def test_equivalent_mutants_leave_the_score(self):
        part = self.run_shard((0, 1), "one")
        survivors = [m for m in part["mutants"] if m["class"] == "survived"]
        judged = sum(m["class"] != "stillborn" for m in part["mutants"])
        detected = sum(m["class"] in ("killed", "timed_out") for m in part["mutants"])
        doc = os.path.join(self.dir.name, "mutation.md")
        with open(doc, "w", encoding="utf-8") as f:
            f.write("| key | why |\n| --- | --- |\n")
            f.write("".join(f"| `{m['key']}` | no input tells |\n" for m in survivors))
        text, data, passed = mutants.report(part["sample"], part["mutants"],
                                            mutants.equivalent_keys(doc), 90)
        self.assertTrue(passed)
        self.assertEqual(data["layers"]["model"]["equivalent"], len(survivors))
        self.assertEqual(data["layers"]["model"]["score_per_mille"], 1000)
        _, data, _ = mutants.report(part["sample"], part["mutants"], set(), 90)
        self.assertEqual(data["layers"]["model"]["score_per_mille"],
                         mutants.per_mille(detected, judged))
        self.assertIn("equivalent (docs/mutation.md)", text)

    def test_bad_parts_are_refused(self):
        parts = [self.write_part(self.run_shard((k, 2), f"s{k}"), f"part{k}.json")
                 for k in range(2)]
        other = self.run_shard((1, 2), "s1")
        other["sample"]["seed"] = 6
        other_path = self.write_part(other, "other.json")
        broken = os.path.join(self.dir.name, "broken.json")
        with open(broken, "w", encoding="utf-8") as f:
            f.write("{ not json")
        for args, message in (([parts[0]], "shards missing: 1/2"),
                              ([parts[0], parts[0]], "shard 0/2 twice"),
                              ([parts[0], other_path], "a part of another sample"),
                              ([broken], "not a mutants part"),
                              ([os.path.join(self.dir.name, "none.json")], "No such file")):
            code, _, err = quiet(mutants.main, ["merge", *args])
            self.assertEqual(code, 2, args)
            self.assertIn(message, err)

    def test_percentages_round_half_up_in_tenths(self):
        self.assertEqual(mutants.per_mille(9, 10), 900)
        self.assertEqual(mutants.per_mille(2, 3), 667)
        self.assertEqual(mutants.per_mille(1, 8), 125)
        self.assertEqual(mutants.score_text(mutants.per_mille(2, 3)), "66.7%")
        self.assertIsNone(mutants.per_mille(0, 0))


class UsageTest(unittest.TestCase):
    def test_help_exits_0_and_bad_arguments_exit_2_with_usage_on_stderr(self):
        code, out, _ = quiet(mutants.main, ["--help"])
        self.assertEqual(code, 0)
        self.assertIn("usage: ci/mutants", out)
        for args in ([], ["bogus"], ["run", "--shard", "3/3"], ["list", "--count", "0"],
                     ["merge"], ["run", "--seed", "x"]):
            code, out, err = quiet(mutants.main, args)
            self.assertEqual(code, 2, args)
            self.assertIn("usage: ci/mutants", err, args)
            self.assertEqual(out, "")

    def test_a_part_run_takes_no_report(self):
        code, _, err = quiet(mutants.main, ["run", "--part", "p.json", "--report", "r.txt",
                                            "--count", "1"])
        self.assertEqual(code, 2)
        self.assertIn("--part writes a shard's part", err)


if __name__ == "__main__":
    unittest.main()
