// A model header that includes only the model: the layering check accepts it.
#pragma once
#include "model/dungeon.h"
