// A reference rule that calls the sim's own rule: the check must refuse it (docs/reference.md).
#pragma once
#include "sim/world/heights.h"
