package puzzles

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// FirstLine returns the first line of text that is not blank, trimmed:
// where a header naming the type stands.
func FirstLine(text string) string {
	for line := range strings.SplitSeq(text, "\n") {
		if s := strings.TrimSpace(line); s != "" {
			return s
		}
	}
	return ""
}

// HeaderWord returns the lower-case word right after a leading '#' ("hidato"
// for "#Hidato closed"); ok is false unless a letter follows the '#' (a
// grid row may start with '#', a blocked cell).
func HeaderWord(line string) (word string, ok bool) {
	rest, ok := strings.CutPrefix(line, "#")
	r, _ := utf8.DecodeRuneInString(rest)
	if !ok || !unicode.IsLetter(r) {
		return "", false
	}
	return strings.ToLower(strings.Fields(rest)[0]), true
}
