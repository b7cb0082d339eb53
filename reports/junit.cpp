// Writes JUnit XML, and the cases of a sweep and of a golden check.
#include "reports/junit.h"

#include <fmt/format.h>

#include <algorithm>

#include "checks/metrics.h"
#include "render/svg_canvas.h"

namespace dungeon::reports {
namespace {

using render::escapeXml;

int64_t failures(const JunitSuite& suite) {
  return std::count_if(suite.cases.begin(), suite.cases.end(),
                       [](const JunitCase& c) { return c.failed; });
}

void appendCase(std::string& out, const std::string& suite, const JunitCase& c) {
  out += fmt::format("    <testcase classname=\"{}\" name=\"{}\"", escapeXml(suite),
                     escapeXml(c.name));
  if (!c.failed) {
    out += "/>\n";
    return;
  }
  out += fmt::format(">\n      <failure message=\"{}\" type=\"{}\">{}</failure>\n    </testcase>\n",
                     escapeXml(c.message), escapeXml(c.type), escapeXml(c.text));
}

std::string bandText(const checks::Band& band) {
  return fmt::format("[{}, {}]", checks::formatMilli(band.lo), checks::formatMilli(band.hi));
}

}  // namespace

std::string junitXml(const std::string& name, const std::vector<JunitSuite>& suites) {
  int64_t tests = 0;
  int64_t failed = 0;
  for (const JunitSuite& suite : suites) {
    tests += static_cast<int64_t>(suite.cases.size());
    failed += failures(suite);
  }
  std::string out = fmt::format(
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"{}\" tests=\"{}\" "
      "failures=\"{}\" errors=\"0\">\n",
      escapeXml(name), tests, failed);
  for (const JunitSuite& suite : suites) {
    out += fmt::format(
        "  <testsuite name=\"{}\" tests=\"{}\" failures=\"{}\" errors=\"0\" skipped=\"0\">\n",
        escapeXml(suite.name), suite.cases.size(), failures(suite));
    for (const JunitCase& c : suite.cases) appendCase(out, suite.name, c);
    out += "  </testsuite>\n";
  }
  out += "</testsuites>\n";
  return out;
}

std::vector<JunitSuite> sweepJunit(const sweeps::SweepSummary& summary) {
  JunitSuite bands{"sweep.bands", {}};
  for (const sweeps::MetricSummary& m : summary.metrics) {
    if (!m.band) continue;
    // The name is the metric alone: a band retuned renames no case; its values are the message's.
    JunitCase c{fmt::format("{} {}", m.id, m.name), m.outside > 0, "band", "", ""};
    if (c.failed) {
      c.message =
          fmt::format("{} of {} readings outside {} (min {}, max {})", m.outside, m.readings,
                      bandText(*m.band), checks::formatMilli(m.min), checks::formatMilli(m.max));
    }
    bands.cases.push_back(std::move(c));
  }
  JunitSuite laid{"sweep.laid_rates", {}};
  for (const sweeps::LaidRateVerdict& v : summary.laid_rates) {
    if (!v.band) continue;
    JunitCase c{fmt::format("laid rate {}", gen::idOf(v.asked)), !v.within, "laid_rate", "", ""};
    if (c.failed) {
      c.message = fmt::format("{} of {} laid, outside {}", v.laid, v.asked_count,
                              sweeps::laidRateBandText(*v.band));
    }
    laid.cases.push_back(std::move(c));
  }
  JunitSuite seeds{"sweep.seeds", {}};
  for (const sweeps::FailureLine& f : summary.failures) {
    seeds.cases.push_back(
        {fmt::format("seed {}", f.seed), true, "seed", f.reason, f.command + "\n"});
  }
  if (summary.failures.empty()) seeds.cases.push_back({"every seed passed", false, "", "", ""});
  return {bands, laid, seeds};
}

std::vector<JunitSuite> goldenJunit(const golden::CheckSummary& summary) {
  JunitSuite names{"golden.check", {}};
  for (const golden::NameCheck& check : summary.names) {
    JunitCase c{check.fresh.name, !check.passed(), "golden", "", ""};
    if (!check.fresh.passed) {
      c.message = "generation failed: " + check.fresh.failure;
    } else if (check.changed) {
      c.message = check.stored_hash.empty()
                      ? "no stored golden hash"
                      : fmt::format("changed: hash {} was {}", check.fresh.hash, check.stored_hash);
      for (const golden::SectionDifference& d : check.differences)
        c.text += golden::formatDifference(d);
    }
    names.cases.push_back(std::move(c));
  }
  for (const std::string& stray : summary.strays) {
    names.cases.push_back(
        {"stray " + stray, true, "stray", "a golden file no named dungeon refers to", ""});
  }
  for (const TemporaryFile& file : summary.temporary_files) {
    if (file.writer_alive) continue;
    names.cases.push_back(
        {"left temporary file " + file.path, true, "temporary", "an interrupted write", ""});
  }
  return {names};
}

}  // namespace dungeon::reports
