// Plain words for what the JSON library found wrong, for a message to a user: its exceptions'
// text starts with an identifier such as "[json.exception.type_error.302] ", which says nothing
// to someone who wrote a file; the words after it ("type must be number, but is string", "key
// 'seeds' not found") are what is kept. Any other exception's text is kept whole.
#pragma once

#include <exception>
#include <string>

namespace dungeon {

std::string plainJsonProblem(const std::exception& error);

}  // namespace dungeon
