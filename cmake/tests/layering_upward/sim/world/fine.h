// A world header that includes the stairs sub-module below it: the layering check accepts it.
#pragma once
#include "sim/stairs/spiral.h"
