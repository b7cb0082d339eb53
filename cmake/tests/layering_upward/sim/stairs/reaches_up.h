// A stairs header that reaches up into the world sub-module: the layering check must refuse it.
#pragma once
#include "sim/world/world.h"
