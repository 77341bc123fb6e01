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

// TrimBlankLines drops the lines at both ends of lines that hold nothing
// but tabs and carriage returns, and returns the rest with the input line
// number of its first line (first is that of lines[0]). A line of spaces
// stays: in a picture of one character per cell it is a row of empty
// cells.
func TrimBlankLines(lines []string, first int) (rest []string, restFirst int) {
	blank := func(line string) bool { return strings.Trim(line, "\t\r") == "" }
	start, end := 0, len(lines)
	for start < end && blank(lines[start]) {
		start++
	}
	for end > start && blank(lines[end-1]) {
		end--
	}
	return lines[start:end], first + start
}
