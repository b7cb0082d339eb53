"""Reading C++ source as tokens, for the CI scripts that read the project's C++ (ci/mutants,
ci/determinism-lint): identifiers, numbers and punctuators with their offsets; comments, string
and character literals and preprocessor lines are left out. Not a parser: brackets are paired,
nothing more. Python 3 standard library only."""
import re


PUNCTUATORS = sorted("""
    >>= <<= <=> ->* ... :: -> ++ -- << >> <= >= == != && || += -= *= /= %= &= |= ^= .*
    { } [ ] ( ) ; : , . ? ~ ! + - * / % ^ & | = < > #
    """.split(), key=len, reverse=True)
IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
NUMBER = re.compile(r"\.?[0-9](?:[eEpP][+-]|'[0-9A-Za-z_]|[0-9A-Za-z_.])*")
STRING_PREFIXES = ("u8", "u", "U", "L")
KEYWORDS = frozenset("""
    alignas alignof and asm auto bool break case catch char char8_t char16_t char32_t class
    concept const consteval constexpr constinit const_cast continue co_await co_return co_yield
    decltype default delete do double dynamic_cast else enum explicit export extern false float
    for friend goto if inline int long mutable namespace new noexcept not nullptr operator or
    private protected public register reinterpret_cast requires return short signed sizeof static
    static_assert static_cast struct switch template this thread_local throw true try typedef
    typeid typename union unsigned using virtual void volatile wchar_t while
    """.split())


class Token:
    __slots__ = ("kind", "text", "start", "end")

    def __init__(self, kind, text, start, end):
        self.kind, self.text, self.start, self.end = kind, text, start, end

    def __repr__(self):
        return f"Token({self.kind}, {self.text!r}, {self.start})"


def _skip_quoted(text, i, quote):
    """The index past the literal whose opening quote is at i."""
    i += 1
    while i < len(text) and text[i] != quote:
        if text[i] == "\\":
            i += 1
        elif text[i] == "\n":
            break
        i += 1
    return i + 1


def _skip_raw_string(text, i):
    """The index past the raw string literal whose opening quote is at i."""
    open_paren = text.index("(", i)
    closing = ")" + text[i + 1:open_paren] + '"'
    end = text.find(closing, open_paren)
    return len(text) if end < 0 else end + len(closing)


def _end_of_line(text, i, continued):
    """The index of the newline ending the line at i (past backslash-continued lines if asked)."""
    while True:
        end = text.find("\n", i)
        if end < 0:
            return len(text)
        if not continued or not text[:end].rstrip("\r").endswith("\\"):
            return end
        i = end + 1


def tokenize(text):
    """The tokens of C++ source `text`: identifiers, numbers and punctuators; comments, string and
    character literals and preprocessor lines are left out."""
    tokens = []
    i, n = 0, len(text)
    line_start = True
    while i < n:
        c = text[i]
        if c == "\n":
            i, line_start = i + 1, True
            continue
        if c in " \t\r\f\v":
            i += 1
            continue
        if c == "#" and line_start:
            i = _end_of_line(text, i, continued=True)
            continue
        line_start = False
        if text.startswith("//", i):
            i = _end_of_line(text, i, continued=False)
            continue
        if text.startswith("/*", i):
            end = text.find("*/", i + 2)
            i = n if end < 0 else end + 2
            continue
        m = IDENTIFIER.match(text, i)
        if m:
            word, after = m.group(), m.end()
            quote = text[after] if after < n else ""
            if quote == '"' and word.endswith("R") and word[:-1] in ("",) + STRING_PREFIXES:
                i = _skip_raw_string(text, after)
            elif quote in ('"', "'") and word in STRING_PREFIXES:
                i = _skip_quoted(text, after, quote)
            else:
                tokens.append(Token("identifier", word, i, after))
                i = after
            continue
        m = NUMBER.match(text, i)
        if m:
            tokens.append(Token("number", m.group(), i, m.end()))
            i = m.end()
            continue
        if c in "\"'":
            i = _skip_quoted(text, i, c)
            continue
        for p in PUNCTUATORS:
            if text.startswith(p, i):
                tokens.append(Token("punct", p, i, i + len(p)))
                i += len(p)
                break
        else:
            i += 1  # a character C++ has no token for (e.g. `@` or `$`): not ours to mutate
    return tokens


def matching_brackets(tokens):
    """{index of an opening or closing bracket: index of its partner} for (), [] and {}."""
    pairs, stack = {}, []
    closing = {")": "(", "]": "[", "}": "{"}
    for i, t in enumerate(tokens):
        if t.kind != "punct":
            continue
        if t.text in "([{":
            stack.append(i)
        elif t.text in closing:
            while stack and tokens[stack[-1]].text != closing[t.text]:
                stack.pop()  # an unbalanced bracket (a macro's half): forget it
            if stack:
                j = stack.pop()
                pairs[i], pairs[j] = j, i
    return pairs
