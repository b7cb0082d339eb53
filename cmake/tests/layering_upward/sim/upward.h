// A sim header that reaches up into the generator: the layering check must refuse it.
#pragma once
#include "generator/tries/generate.h"
