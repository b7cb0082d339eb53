// A checks header that uses a sim sub-module the checks may not use: the check must refuse it.
#pragma once
#include "sim/live/walk.h"
