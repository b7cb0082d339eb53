// Fuzz target: the sheet as `dungeon check` reads it. Any bytes are imported (the reader and
// the one-way door sides); what is refused must carry a line. What is read must write and
// read back to the same dungeon and bytes, and then every hard check and metric runs on it.
#include "checks/report.h"
#include "fuzz/fuzz_input.h"
#include "model/sheet.h"
#include "sim/live/import.h"

using namespace dungeon;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  Result<sim::Imported> imported = sim::importSheet(fuzz::asText(data, size), "fuzz.sheet");
  if (!imported) {
    fuzz::require(!imported.error().message.empty(), "a refused sheet says why");
    return 0;
  }
  const std::string written = writeSheet(imported->dungeon);
  Result<ReadSheet> again = readSheet(written, "written.sheet");
  fuzz::require(again.ok(), "a written sheet reads back");
  fuzz::require(again->dungeon == imported->dungeon, "the read-back dungeon is the same");
  fuzz::require(writeSheet(again->dungeon) == written, "the read-back sheet writes the same");
  const checks::Report report = checks::checkDungeon(imported->dungeon, checks::standardBands());
  fuzz::require(!checks::formatReport(report).empty(), "the report has text");
  return 0;
}
