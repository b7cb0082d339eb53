// A reference rule that reads the model and another reference rule: the check accepts it.
#pragma once
#include "model/dungeon.h"
#include "testing/reference/dungeon_index.h"
