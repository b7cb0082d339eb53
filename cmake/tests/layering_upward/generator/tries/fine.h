// The try loop uses the core below it: the layering check accepts it.
#pragma once
#include "generator/core/plan.h"
