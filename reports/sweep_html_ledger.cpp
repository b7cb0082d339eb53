// The ledger's section of the sweep page: counts, two lists of points and a table of vetoes.
#include "reports/sweep_html_ledger.h"

#include <fmt/format.h>

#include "render/svg_canvas.h"
#include "sweeps/summary.h"
#include "util/counted.h"
#include "util/decimal.h"

namespace dungeon::reports {
namespace {

using render::escapeXml;

std::string pointItems(const std::vector<std::string>& points) {
  std::string items;
  for (const std::string& point : points) items += fmt::format("<li>{}</li>", escapeXml(point));
  return items;
}

}  // namespace

void appendLedger(std::string& out, const sweeps::LedgerSummary& ledger) {
  out += fmt::format(
      "<h2 id=\"ledger\">Ledger</h2>\n<p>{} of {} the options may hit were hit "
      "(docs/coverage.md).</p>\n",
      ledger.hit, counted(ledger.domain, "point"));
  out += fmt::format("<h3 id=\"ledger-never\">Never hit ({})</h3>\n<ul class=\"points\">{}</ul>\n",
                     ledger.never.size(), pointItems(ledger.never));
  out += fmt::format(
      "<h3 id=\"ledger-rare\">Hit on under 1% of seeds ({})</h3>\n<table>\n"
      "<tr><th>point</th><th>seeds</th><th>first seed</th></tr>\n",
      ledger.rare.size());
  for (const auto& [point, count] : ledger.rare) {
    out += fmt::format("<tr><td>{}</td><td>{}</td><td>{}</td></tr>\n", escapeXml(point),
                       count.seeds, count.first_seed);
  }
  out +=
      "</table>\n<h3 id=\"ledger-vetoes\">Veto reasons</h3>\n<table>\n"
      "<tr><th>stage</th><th>reason</th><th>count</th><th>share</th></tr>\n";
  for (const sweeps::VetoLine& line : ledger.vetoes) {
    out += fmt::format("<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>\n",
                       escapeXml(line.veto.stage), escapeXml(line.veto.reason), line.count,
                       formatPerMille(line.share_per_mille));
  }
  out += "</table>\n";
}

}  // namespace dungeon::reports
