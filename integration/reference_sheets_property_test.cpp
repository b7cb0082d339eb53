// The reference rules, the checks and the walk agree on random hand sheets (RapidCheck,
// docs/reference.md): cliffs (some beside a ladder's or lift's square), corner stairs of every
// rise, spirals a winding fits or not, flat and climbing ducts whose mouths and crawls stand at
// every height, links, doors of every kind, water and monsters (testing/hand_sheets.h). Every
// shared rule's verdict, every square the party reaches and every step it walks is the same by
// the rules written again from SPEC (testing/reference/) as by the checks and the sim
// (integration/reference_agreement.h). A failure prints what was laid and the sheet.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "integration/reference_agreement.h"
#include "model/sheet.h"
#include "testing/hand_sheets.h"

namespace dungeon {
namespace {

RC_GTEST_PROP(ReferenceAgreement, OnHandSheets, ()) {
  const testing::HandSheet sheet = *testing::genHandSheet();
  RC_LOG() << sheet.story << writeSheet(sheet.dungeon);
  agreement::expectAgreement(sheet.dungeon);
}

}  // namespace
}  // namespace dungeon
