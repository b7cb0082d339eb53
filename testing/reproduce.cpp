// The reproduce line of a generated dungeon in a property's log (see reproduce.h).
#include "testing/reproduce.h"

#include <rapidcheck.h>

namespace dungeon::testing {

void logReproduce(uint64_t seed, const Options& options) {
  RC_LOG() << "reproduce: " << generateCommand(seed, options) << "\n";
}

}  // namespace dungeon::testing
