#!/usr/bin/env python3
"""Checks the CI examples of ci/examples/: the GitHub Actions workflows and the Kubernetes
manifests parse as YAML (python3-yaml) and have the shape their engines need (a matrix of
shard jobs and a merge job that needs them; a pull-request job running ci/sweep-pr on the base
and head commits; an Indexed Job whose completions match --shards, and a merge Job on the same
volume); the sweep and merge command lines they hold, with the
seed count made small, run with the tool and merge into the reports of one run; and
ci/examples/run-local.sh passes. Writes only a temporary folder.

    ci/tests/examples_test.py DUNGEON_BINARY
"""
import os
import re
import shlex
import subprocess
import sys
import tempfile
import unittest

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
EXAMPLES = os.path.join(HERE, "..", "examples")
DUNGEON = os.path.abspath(sys.argv.pop(1)) if len(sys.argv) > 1 else "dungeon"
SMALL_SEEDS = "7"
SHARDS = 3


def load(name):
    with open(os.path.join(EXAMPLES, name), encoding="utf-8") as f:
        return list(yaml.safe_load_all(f))


def small(command):
    """The words of a command line with the tool's path and a small seed count."""
    words = shlex.split(command)
    words[0] = DUNGEON
    if "--seeds" in words:
        words[words.index("--seeds") + 1] = SMALL_SEEDS
    return words


def run(words, cwd, env=None):
    result = subprocess.run(words, cwd=cwd, env={**os.environ, **(env or {})},
                            capture_output=True, text=True, check=False)
    if result.returncode not in (0, 1):
        raise AssertionError(f"{' '.join(words)} exited {result.returncode}: {result.stderr}")
    return result


def whole_run(sweep_words, cwd):
    """The text, HTML and JUnit of one run of the sweep in `sweep_words`."""
    out = run(sweep_words + ["--html", "one.html", "--junit", "one.xml"], cwd).stdout
    with open(os.path.join(cwd, "one.html"), encoding="utf-8") as h, \
            open(os.path.join(cwd, "one.xml"), encoding="utf-8") as x:
        return out, h.read(), x.read()


def read(cwd, name):
    with open(os.path.join(cwd, name), encoding="utf-8") as f:
        return f.read()


class GitHubWorkflow(unittest.TestCase):
    def setUp(self):
        (self.flow,) = load("github-sharded-sweep.yml")

    def test_it_has_a_matrix_of_shards_and_a_merge_that_needs_them(self):
        jobs = self.flow["jobs"]
        self.assertIn("workflow_dispatch", self.flow[True])  # YAML 1.1 reads `on` as true
        shards = jobs["shard"]["strategy"]["matrix"]["shard"]
        self.assertEqual(shards, list(range(len(shards))))
        self.assertEqual(jobs["merge"]["needs"], "shard")
        for job in jobs.values():
            for step in job["steps"]:
                self.assertTrue("run" in step or "uses" in step, step)

    def step(self, job, name):
        return next(s["run"] for s in self.flow["jobs"][job]["steps"] if s.get("name") == name)

    def test_its_commands_shard_and_merge_into_the_report_of_one_run(self):
        sweep = self.flow["env"]["SWEEP"]
        shard = self.step("shard", "Sweep one shard").replace("$SWEEP", sweep)
        merge = self.step("merge", "Merge the parts")
        with tempfile.TemporaryDirectory() as cwd:
            os.mkdir(os.path.join(cwd, "parts"))
            for k in range(SHARDS):
                line = shard.replace("${{ strategy.job-index }}", str(k)).replace(
                    "${{ strategy.job-total }}", str(SHARDS))
                run(small(line), os.path.join(cwd, "parts"))
            merge_words = small(merge.split("|")[0])
            parts = sorted(f for f in os.listdir(os.path.join(cwd, "parts")))
            self.assertEqual(len(parts), SHARDS)
            star = merge_words.index("parts/part-*.json")
            merge_words[star:star + 1] = [os.path.join("parts", p) for p in reversed(parts)]
            merged = run(merge_words, cwd).stdout
            text, html, junit = whole_run(small("dungeon sweep " + sweep), cwd)
            self.assertEqual(merged, text)
            self.assertEqual(read(cwd, "sweep.html"), html)
            self.assertEqual(read(cwd, "sweep-junit.xml"), junit)


class KubernetesManifests(unittest.TestCase):
    def setUp(self):
        self.docs = load("kubernetes-sharded-sweep.yaml")
        (self.merge,) = load("kubernetes-sharded-sweep-merge.yaml")
        self.job = next(d for d in self.docs if d["kind"] == "Job")

    def test_an_indexed_job_whose_completions_match_its_shard_count(self):
        self.assertEqual({d["kind"] for d in self.docs}, {"PersistentVolumeClaim", "Job"})
        spec = self.job["spec"]
        self.assertEqual(spec["completionMode"], "Indexed")
        (container,) = spec["template"]["spec"]["containers"]
        command = container["args"][0]
        self.assertEqual(int(re.search(r"--shards (\d+)", command).group(1)), spec["completions"])
        self.assertIn("$JOB_COMPLETION_INDEX", command)
        self.assertEqual(spec["template"]["spec"]["restartPolicy"], "Never")

    def test_the_merge_job_reads_the_same_volume(self):
        claim = next(d for d in self.docs if d["kind"] == "PersistentVolumeClaim")
        for job in (self.job, self.merge):
            volumes = job["spec"]["template"]["spec"]["volumes"]
            self.assertEqual(volumes[0]["persistentVolumeClaim"]["claimName"],
                             claim["metadata"]["name"])

    def test_its_commands_shard_and_merge_into_the_report_of_one_run(self):
        (container,) = self.job["spec"]["template"]["spec"]["containers"]
        shard = container["args"][0]
        merge = self.merge["spec"]["template"]["spec"]["containers"][0]["args"][0]
        with tempfile.TemporaryDirectory() as cwd:
            parts = os.path.join(cwd, "parts")
            os.mkdir(parts)
            shard_words = [w.replace("/parts", parts) for w in small(shard)]
            shard_words[shard_words.index("--shards") + 1] = str(SHARDS)
            for k in range(SHARDS):
                index = str(k)
                words = [w.replace("$JOB_COMPLETION_INDEX", index) for w in shard_words]
                run(words, cwd, {"JOB_COMPLETION_INDEX": index})
            merge_words = [w.replace("/parts", parts) for w in small(merge)]
            star = merge_words.index(os.path.join(parts, "part-*.json"))
            merge_words[star:star + 1] = sorted(
                os.path.join(parts, p) for p in os.listdir(parts))
            merged = run(merge_words, cwd).stdout
            at = shard_words.index("--shards")
            sweep = shard_words[:at] + shard_words[at + 2:]
            sweep = sweep[:sweep.index("--part")]
            text, html, junit = whole_run(sweep, cwd)
            self.assertEqual(merged, text)
            self.assertEqual(read(parts, "sweep.html"), html)
            self.assertEqual(read(parts, "sweep-junit.xml"), junit)


class Image(unittest.TestCase):
    """The Dockerfile builds on Debian 12 and runs on a slim Debian 12 with exactly the
    libraries the tool is linked against; the manifests use its pinned tag."""

    def setUp(self):
        with open(os.path.join(EXAMPLES, "Dockerfile"), encoding="utf-8") as f:
            self.lines = [l.strip() for l in f.read().replace("\\\n", " ").splitlines()]

    def test_two_stages_build_on_debian_12_and_run_on_slim(self):
        stages = [l for l in self.lines if l.startswith("FROM ")]
        self.assertEqual(stages, ["FROM debian:12 AS build", "FROM debian:12-slim"])
        self.assertTrue(any(l.startswith("COPY --from=build") and "/usr/local/bin/dungeon" in l
                            for l in self.lines))

    def run_time_packages(self):
        last = self.lines[max(i for i, l in enumerate(self.lines) if l.startswith("FROM "))
                          :]
        install = next(l for l in last if "apt-get install" in l)
        words = install.split("--no-install-recommends", 1)[1].split("&&")[0].split()
        return set(words)

    def test_the_run_stage_installs_exactly_the_libraries_the_tool_needs(self):
        needed = subprocess.run(["objdump", "-p", DUNGEON], capture_output=True, text=True,
                                check=True).stdout
        # A sanitizer build's own run-time libraries are no part of the image's tool.
        libraries = [l for l in re.findall(r"NEEDED\s+(\S+)", needed)
                     if not re.match(r"lib(asan|ubsan|tsan|lsan)\.so", l)]
        resolved = dict(re.findall(r"^\s*(\S+) => (\S+)", subprocess.run(
            ["ldd", DUNGEON], capture_output=True, text=True, check=True).stdout, re.M))
        packages = set()
        for library in libraries:
            path = os.path.realpath(resolved[library])
            found = subprocess.run(["dpkg", "-S", path], capture_output=True, text=True,
                                   check=False).stdout
            if not found:  # /usr-merged systems list /lib paths
                found = subprocess.run(["dpkg", "-S", path.replace("/usr/lib/", "/lib/", 1)],
                                       capture_output=True, text=True, check=False).stdout
            self.assertTrue(found, library)
            packages.add(found.split(":")[0])
        in_the_base = {"libc6", "libgcc-s1", "libstdc++6"}
        self.assertEqual(packages - in_the_base, self.run_time_packages())

    def test_the_manifests_use_the_pinned_tag_without_pulling_it_again(self):
        for name in ("kubernetes-sharded-sweep.yaml", "kubernetes-sharded-sweep-merge.yaml"):
            for doc in load(name):
                if doc["kind"] != "Job":
                    continue
                (container,) = doc["spec"]["template"]["spec"]["containers"]
                self.assertEqual(container["image"], "dungeon-harness:0.1.0")
                self.assertEqual(container["imagePullPolicy"], "IfNotPresent")
        claim = next(d for d in load("kubernetes-sharded-sweep.yaml")
                     if d["kind"] == "PersistentVolumeClaim")
        self.assertIn("storageClassName", claim["spec"])


class KubernetesRun(unittest.TestCase):
    """run-kubernetes.sh with a stand-in kubectl: a failed Job ends the wait at once."""

    def run_with(self, status):
        with tempfile.TemporaryDirectory() as cwd:
            fake = os.path.join(cwd, "kubectl")
            with open(fake, "w", encoding="utf-8") as f:
                f.write("#!/bin/sh\necho \"$@\" >> '%s/calls'\n"
                        "case \"$1\" in get) echo %s ;; logs) echo merged report ;; esac\n"
                        % (cwd, status))
            os.chmod(fake, 0o755)
            result = subprocess.run(
                [os.path.join(EXAMPLES, "run-kubernetes.sh"), "60"],
                env={**os.environ, "KUBECTL": fake, "POLL_SECONDS": "1"},
                capture_output=True, text=True, check=False, timeout=30)
            with open(os.path.join(cwd, "calls"), encoding="utf-8") as f:
                return result, f.read()

    def test_a_failed_job_ends_the_wait_at_once_with_exit_1(self):
        result, calls = self.run_with("Failed")
        self.assertEqual(result.returncode, 1, result.stdout + result.stderr)
        self.assertIn("job/dungeon-sweep: FAILED", result.stderr)
        self.assertNotIn("merge.yaml", calls)

    def test_a_complete_job_goes_on_to_the_merge_and_prints_its_report(self):
        result, calls = self.run_with("Complete")
        self.assertEqual(result.returncode, 0, result.stdout + result.stderr)
        self.assertIn("kubernetes-sharded-sweep-merge.yaml", calls)
        self.assertIn("merged report", result.stdout)


class WorkflowPictures(unittest.TestCase):
    def test_the_merge_caches_the_build_and_uploads_the_first_failing_seeds_pictures(self):
        (flow,) = load("github-sharded-sweep.yml")
        for job in flow["jobs"].values():
            self.assertTrue(any(s.get("uses", "").startswith("actions/cache@")
                                for s in job["steps"]))
        steps = flow["jobs"]["merge"]["steps"]
        upload = next(s for s in steps if s.get("uses", "").startswith("actions/upload-artifact"))
        self.assertIn("pictures/", upload["with"]["path"])
        draw = next(s["run"] for s in steps if s.get("name") == "Draw the first failing seeds")
        with tempfile.TemporaryDirectory() as cwd:
            report = run([DUNGEON, "sweep", "--floors", "1", "--size", "16x16", "--topology",
                          "hub_code", "--seeds", "3"], cwd).stdout
            failing = len(re.findall(r"^    dungeon generate --seed", report, re.M))
            self.assertGreater(failing, 0, report)
            with open(os.path.join(cwd, "sweep.txt"), "w", encoding="utf-8") as f:
                f.write(report)
            command = draw.replace("build/release/cli/dungeon", DUNGEON)
            subprocess.run(["bash", "-c", command], cwd=cwd, check=True)
            drawn = os.listdir(os.path.join(cwd, "pictures"))
            self.assertEqual(len(drawn), min(failing, 10), report)


class SweepPrWorkflow(unittest.TestCase):
    """github-sweep-pr.yml: a pull-request job that runs ci/sweep-pr on the base and head
    commits (with their history fetched), writes no summary of its own (ci/sweep-pr appends
    its Markdown to GITHUB_STEP_SUMMARY) and uploads the compare's reports."""

    def setUp(self):
        (self.flow,) = load("github-sweep-pr.yml")
        self.steps = self.flow["jobs"]["compare"]["steps"]

    def test_it_runs_on_pull_requests_with_both_commits(self):
        self.assertIn("pull_request", self.flow[True])  # YAML 1.1 reads `on` as true
        checkout = next(s for s in self.steps if s.get("uses", "").startswith("actions/checkout"))
        self.assertEqual(checkout["with"]["fetch-depth"], 0)
        for step in self.steps:
            self.assertTrue("run" in step or "uses" in step, step)

    def test_it_compares_base_and_head_and_uploads_the_reports(self):
        compare = next(s["run"] for s in self.steps if s.get("name", "").startswith("Compare"))
        words = shlex.split(compare)
        self.assertEqual(words[0], "ci/sweep-pr")
        self.assertEqual(words[1:], ["${{", "github.event.pull_request.base.sha", "}}",
                                     "${{", "github.event.pull_request.head.sha", "}}"])
        upload = next(s for s in self.steps if s.get("uses", "").startswith("actions/upload"))
        self.assertIn("build/sweep-pr/", upload["with"]["path"])
        self.assertTrue(os.access(os.path.join(HERE, "..", "sweep-pr"), os.X_OK))


class LocalScript(unittest.TestCase):
    def test_run_local_passes(self):
        result = subprocess.run([os.path.join(EXAMPLES, "run-local.sh"), DUNGEON, "3",
                                 "--floors", "2", "--size", "256x16", "--seeds", "5"],
                                capture_output=True, text=True, check=False)
        self.assertEqual(result.returncode, 0, result.stdout + result.stderr)
        self.assertIn("in 3 shards: same", result.stdout)


if __name__ == "__main__":
    unittest.main(verbosity=1)
