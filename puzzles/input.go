package puzzles

import (
	"strings"
	"unicode/utf8"
)

// Clean is the input guard every parser applies first (Guard calls it):
// it refuses input larger than MaxInput and input that is not UTF-8 (naming
// the line and column of the first bad byte), drops a byte-order mark, and
// turns \r\n and lone \r line endings into \n.
func Clean(text string) (string, error) {
	if len(text) > MaxInput {
		return "", Errorf(0, 0, "input is %d bytes, more than the limit of %d", len(text), MaxInput)
	}
	if !utf8.ValidString(text) {
		line, col := badByte(text)
		return "", Errorf(line, col, "the input is not UTF-8 text (byte 0x%02x)", text[badOffset(text)])
	}
	text = strings.TrimPrefix(text, "\uFEFF")
	if strings.IndexByte(text, '\r') >= 0 {
		text = strings.ReplaceAll(text, "\r\n", "\n")
		text = strings.ReplaceAll(text, "\r", "\n")
	}
	return text, nil
}

// badOffset is the byte offset of the first invalid UTF-8 sequence.
func badOffset(text string) int {
	for i, r := range text {
		if r == utf8.RuneError {
			if _, n := utf8.DecodeRuneInString(text[i:]); n == 1 {
				return i
			}
		}
	}
	return len(text)
}

// badByte is the 1-based line and column (in characters) of the first
// invalid UTF-8 sequence.
func badByte(text string) (line, col int) {
	before := text[:badOffset(text)]
	line = strings.Count(before, "\n") + 1
	col = utf8.RuneCountInString(before[strings.LastIndexByte(before, '\n')+1:]) + 1
	return line, col
}

// Guard cleans text (see Clean), parses it with parse and returns the
// result as an Instance, never a typed nil: the one way a Type's Parse
// calls its concrete parser.
func Guard[P Instance](text string, parse func(string) (P, error)) (Instance, error) {
	text, err := Clean(text)
	if err != nil {
		return nil, err
	}
	return Wrap(parse(text))
}

// Unescape decodes the %XX escapes of a URL or its fragment, as
// url.PathUnescape does; it returns s unchanged when an escape is malformed.
func Unescape(s string) string {
	if strings.IndexByte(s, '%') < 0 {
		return s
	}
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		if s[i] != '%' {
			b = append(b, s[i])
			continue
		}
		hi, ok1 := hexDigit(s, i+1)
		lo, ok2 := hexDigit(s, i+2)
		if !ok1 || !ok2 {
			return s
		}
		b = append(b, hi<<4|lo)
		i += 2
	}
	return string(b)
}

func hexDigit(s string, i int) (byte, bool) {
	if i >= len(s) {
		return 0, false
	}
	switch c := s[i]; {
	case '0' <= c && c <= '9':
		return c - '0', true
	case 'a' <= c && c <= 'f':
		return c - 'a' + 10, true
	case 'A' <= c && c <= 'F':
		return c - 'A' + 10, true
	}
	return 0, false
}
