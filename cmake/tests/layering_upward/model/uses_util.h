// A model header that uses a utility: the layering check accepts it.
#pragma once
#include "util/result.h"
