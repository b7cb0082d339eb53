// The reproduce line of a generated dungeon in a property's log (see reproduce.h).
#include "testing/reproduce.h"

#include <rapidcheck.h>

#include <string>

namespace dungeon::testing {

void logReproduce(uint64_t seed, const Options& options) {
  const std::string generate = generateCommand(seed, options);
  RC_LOG() << "reproduce: " << generate << "\n"
           << "keep it: " << generate << " -o failing.sheet && dungeon reduce failing.sheet "
           << "-o /dev/null --corpus testing/corpus --found-by 'a property test: " << generate
           << "'\n";
}

}  // namespace dungeon::testing
