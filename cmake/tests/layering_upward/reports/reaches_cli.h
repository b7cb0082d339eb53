// A report writer that reaches up into the tool: the layering check must refuse it.
#pragma once
#include "cli/flags.h"
