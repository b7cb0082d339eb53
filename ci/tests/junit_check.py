#!/usr/bin/env python3
"""Checks that files are JUnit XML in the common form CI servers read (Jenkins, GitLab,
GitHub test reporters): a <testsuites> root of <testsuite name tests failures errors> elements
(or one <testsuite> as the root, as CTest's --output-junit writes) whose counts match their
<testcase classname name> children, each case empty or holding a <failure message type>
(CTest's cases may also hold <skipped>, <system-out> and properties). Parses with Python's own
XML parser.

    ci/tests/junit_check.py FILE [--cases N] [--failures N] [--case NAME]...

--cases and --failures check the totals; --case checks that a case of that name is there.
Exit 0 when every check holds, 1 otherwise (each problem printed), 2 on a bad command line.
"""
import argparse
import sys
import xml.etree.ElementTree as ET

SUITES_ATTRS = {"name", "tests", "failures", "errors", "time", "skipped"}
SUITE_ATTRS = {"name", "tests", "failures", "errors", "skipped", "time", "timestamp",
               "hostname", "id", "package", "disabled"}
CASE_ATTRS = {"classname", "name", "time", "assertions", "file", "line", "status"}
FAILURE_ATTRS = {"message", "type"}


def count(element, name):
    value = element.get(name)
    if value is None or not value.isdigit():
        raise ValueError(f"<{element.tag}> attribute {name}={value!r} is not a whole number")
    return int(value)


def check_case(case, problems):
    if set(case.attrib) - CASE_ATTRS:
        problems.append(f"case {case.get('name')}: unknown attributes {set(case.attrib) - CASE_ATTRS}")
    for needed in ("classname", "name"):
        if not case.get(needed):
            problems.append(f"a <testcase> has no {needed}")
    children = list(case)
    if any(child.tag not in ("failure", "error", "skipped", "system-out", "system-err")
           for child in children):
        problems.append(f"case {case.get('name')}: unknown children")
    failures = [child for child in children if child.tag == "failure"]
    for failure in failures:
        if set(failure.attrib) - FAILURE_ATTRS or "message" not in failure.attrib:
            problems.append(f"case {case.get('name')}: <failure> needs message (and type only)")
    return len(failures) > 0


def check(path):
    problems = []
    root = ET.parse(path).getroot()
    if root.tag == "testsuite":  # a single suite as the root
        wrapper = ET.Element("testsuites", {"tests": root.get("tests", ""),
                                            "failures": root.get("failures", "")})
        wrapper.append(root)
        root = wrapper
    if root.tag != "testsuites":
        return [f"root is <{root.tag}>, not <testsuites> or <testsuite>"], 0, 0, []
    if set(root.attrib) - SUITES_ATTRS:
        problems.append(f"<testsuites> unknown attributes {set(root.attrib) - SUITES_ATTRS}")
    cases = failed = 0
    names = []
    for suite in root:
        if suite.tag != "testsuite":
            problems.append(f"<{suite.tag}> under <testsuites>")
            continue
        if set(suite.attrib) - SUITE_ATTRS or not suite.get("name"):
            problems.append(f"suite {suite.get('name')}: needs a name, no unknown attributes")
        suite_cases = [c for c in suite if c.tag == "testcase"]
        if any(c.tag not in ("testcase", "properties", "system-out", "system-err") for c in suite):
            problems.append(f"suite {suite.get('name')}: children other than <testcase>")
        suite_failed = sum(check_case(c, problems) for c in suite_cases)
        if count(suite, "tests") != len(suite_cases) or count(suite, "failures") != suite_failed:
            problems.append(f"suite {suite.get('name')}: tests/failures do not match its cases")
        if suite.get("errors") is not None:
            count(suite, "errors")
        cases += len(suite_cases)
        failed += suite_failed
        names += [c.get("name") for c in suite_cases]
    if count(root, "tests") != cases or count(root, "failures") != failed:
        problems.append("<testsuites> tests/failures do not match the suites")
    return problems, cases, failed, names


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file")
    parser.add_argument("--cases", type=int)
    parser.add_argument("--failures", type=int)
    parser.add_argument("--case", action="append", default=[])
    args = parser.parse_args()
    try:
        problems, cases, failed, names = check(args.file)
    except (ET.ParseError, OSError, ValueError) as error:
        print(f"{args.file}: {error}")
        return 1
    if args.cases is not None and cases != args.cases:
        problems.append(f"{cases} cases, expected {args.cases}")
    if args.failures is not None and failed != args.failures:
        problems.append(f"{failed} failures, expected {args.failures}")
    problems += [f"no case named {name!r}" for name in args.case if name not in names]
    for problem in problems:
        print(f"{args.file}: {problem}")
    if not problems:
        print(f"{args.file}: JUnit XML, {cases} cases, {failed} failed")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
