// The kept dungeons' facts on the HTML sweep page: a table per text report section, with the
// same counts and percentages (sweeps::formatPercent), escaped for HTML.
#include "reports/sweep_html_facts.h"

#include <fmt/format.h>

#include <string>
#include <string_view>

#include "render/svg_canvas.h"

namespace dungeon::reports {
namespace {

using render::escapeXml;
using sweeps::formatPercent;

// "<td class="n">7</td><td class="n">of 20</td><td class="n">35%</td>": a count of a whole.
std::string shareCells(int64_t part, int64_t whole) {
  return fmt::format("<td class=\"n\">{}</td><td class=\"n\">of {}</td><td class=\"n\">{}</td>",
                     part, whole, formatPercent(part, whole));
}

// A table of one share a row: a heading (with its anchor), an optional note, the rows' own
// column and what the share counts.
struct ShareTable {
  std::string_view anchor, heading, note, row_name, counted;
};
void openShareTable(std::string& out, const ShareTable& table) {
  out += fmt::format("<h2 id=\"{}\">{}</h2>\n", table.anchor, table.heading);
  if (!table.note.empty()) out += fmt::format("<p class=\"note\">{}</p>\n", table.note);
  out += fmt::format("<table><tr><th>{}</th><th colspan=\"3\">{}</th></tr>\n", table.row_name,
                     table.counted);
}
void addShareRow(std::string& out, const std::string& name, int64_t part, int64_t whole) {
  out += fmt::format("<tr><td>{}</td>{}</tr>\n", escapeXml(name), shareCells(part, whole));
}

void appendGlimpses(std::string& out, const sweeps::SweepSummary& summary) {
  openShareTable(out, {"goal-seen", "Goal seen early (M15), by the goal floor's topology", "",
                       "topology", "dungeons that see the goal early"});
  for (const sweeps::GlimpseCount& g : summary.glimpses) {
    addShareRow(out, g.topology, g.seen, g.dungeons);
  }
  out += "</table>\n";
}

void appendSecrets(std::string& out, const sweeps::SweepSummary& summary) {
  const sweeps::SecretCount& s = summary.secrets;
  out += fmt::format(
      "<h2 id=\"mixed-secret\">Mixed secret, over the kept dungeons' floors</h2>\n"
      "<table><tr><td>floors with a one-way secret door first (the mixed secret)</td>{}</tr>\n"
      "<tr><td{}>floors with crawl or panel secrets without it (the design rules it "
      "out)</td>{}</tr>\n</table>\n",
      shareCells(s.mixed, s.floors), s.without_mixed > 0 ? " class=\"out\"" : "",
      shareCells(s.without_mixed, s.floors));
}

void appendBodies(std::string& out, const sweeps::SweepSummary& summary) {
  openShareTable(
      out, {"bodies", "Goal reached from the entrance, by body", "The state search with that body.",
            "body", "dungeons whose goal it reaches"});
  for (const sweeps::BodyReach& b : summary.bodies) addShareRow(out, b.body, b.reached, b.dungeons);
  out += "</table>\n";
}

// "1 / 0 / 0": one shaft size's spirals, straight, corner and same side.
std::string byWay(const std::array<int, sweeps::kSpiralWays>& ways) {
  return fmt::format("{} / {} / {}", ways[0], ways[1], ways[2]);
}

void appendRising(std::string& out, const sweeps::RisingSummary& rising) {
  out += fmt::format(
      "<h2 id=\"rising\">Rising (--rising)</h2>\n<p>{} of {} kept dungeons have a turning stair "
      "and a spiral.</p>\n<p class=\"note\">Spirals by way: straight / corner / same "
      "side.</p>\n<table><tr><th>topology</th><th>floors</th><th>sunk rooms</th><th>turning "
      "stairs</th><th>spirals within a floor, 1x1</th><th>2x2</th><th>spirals to the floor "
      "below, 1x1</th><th>2x2</th></tr>\n",
      rising.with_turning_stair_and_spiral, rising.dungeons);
  for (const sweeps::RisingCount& c : rising.by_topology) {
    const sweeps::FloorRising& l = c.laid;
    out += fmt::format(
        "<tr><td>{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td>"
        "<td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>\n",
        escapeXml(c.topology), c.floors, l.sunk_rooms, l.turning_stairs, byWay(l.within[0]),
        byWay(l.within[1]), byWay(l.down[0]), byWay(l.down[1]));
  }
  out += "</table>\n";
}

// A stage facts row's section: its heading, a table of one row of numbers, and its note.
void appendFactsSection(std::string& out, const sweeps::FactsSection& section) {
  out += fmt::format("<h2 id=\"{}\">{}</h2>\n<table><tr>", escapeXml(section.anchor),
                     escapeXml(section.heading));
  for (const std::string& column : section.columns) out += "<th>" + escapeXml(column) + "</th>";
  out += "</tr>\n<tr>";
  for (const std::string& cell : section.cells)
    out += "<td class=\"n\">" + escapeXml(cell) + "</td>";
  out += "</tr>\n</table>\n";
  if (!section.note.empty()) out += "<p>" + escapeXml(section.note) + "</p>\n";
}

// Seeds per thing asked and not laid, most first (SPEC 5.5).
void appendUnlaid(std::string& out, const sweeps::UnlaidTally& unlaid) {
  if (unlaid.empty()) return;
  out +=
      "<h2 id=\"unlaid\">Asked and not laid</h2>\n<table><tr><th>what</th><th>why</th>"
      "<th>seeds</th></tr>\n";
  for (const auto& [pair, seeds] : sweeps::unlaidBySeeds(unlaid)) {
    out += fmt::format("<tr><td>{}</td><td>{}</td><td class=\"n\">{}</td></tr>\n",
                       escapeXml(pair.first), escapeXml(pair.second), seeds);
  }
  out += "</table>\n";
}

// Each kind asked against its laid-rate band (docs/bands.md, "Laid rates").
void appendLaidRates(std::string& out, const std::vector<sweeps::LaidRateVerdict>& verdicts) {
  if (verdicts.empty()) return;
  out +=
      "<h2 id=\"laid-rates\">Laid as asked</h2>\n<table><tr><th>asked</th><th>laid</th>"
      "<th>of</th><th>band</th><th>verdict</th></tr>\n";
  for (const sweeps::LaidRateVerdict& v : verdicts) {
    const std::string band = v.band ? sweeps::laidRateBandText(*v.band) : "no band";
    out += fmt::format(
        "<tr><td>{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td>{}</td><td{}>{}</td>"
        "</tr>\n",
        gen::idOf(v.asked), v.laid, v.asked_count, band, v.within ? "" : " class=\"out\"",
        !v.band    ? "not judged"
        : v.within ? "ok"
                   : "outside");
  }
  out += "</table>\n";
}

}  // namespace

void appendKeptFacts(std::string& out, const sweeps::SweepSummary& summary) {
  appendGlimpses(out, summary);
  appendSecrets(out, summary);
  appendBodies(out, summary);
  if (summary.rising) appendRising(out, *summary.rising);
  for (const sweeps::StageFactsSummary& facts : summary.facts)
    appendFactsSection(out, facts.row->html(facts.total));
  appendUnlaid(out, summary.unlaid);
  appendLaidRates(out, summary.laid_rates);
}

}  // namespace dungeon::reports
