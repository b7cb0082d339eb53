// A utility that reaches up into the model: the layering check must refuse it.
#pragma once
#include "model/dungeon.h"
