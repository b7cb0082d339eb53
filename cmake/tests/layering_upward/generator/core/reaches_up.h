// A generator core header that reaches up into the try loop: the layering check must refuse it.
#pragma once
#include "generator/tries/generate.h"
