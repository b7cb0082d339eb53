// A test of the reference rules that uses a model-only helper of testing/: the check accepts it.
#include "testing/floors.h"
#include "testing/reference/dungeon_index.h"
