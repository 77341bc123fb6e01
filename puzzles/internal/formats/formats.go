// Package formats tells a type's input forms apart and reads them: the
// one dispatcher behind the Parse and Detect of the types that read a
// text, puzz.link URLs and game IDs.
package formats

import (
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/textgrid"
)

// Form is one way a type's puzzles are written, other than its text:
// Is tells it by its look, Parse reads it. Both get the input without
// surrounding white space.
type Form[P any] struct {
	Is    func(text string) bool
	Parse func(text string) (P, error)
}

// Set is a type's formats: its forms, tried in order, and its text, read
// when no form claims the input.
type Set[P any] struct {
	Expected string // what an input should be, said of an empty one: "a grid, a Pearl game ID or a puzz.link URL"
	Forms    []Form[P]
	// Text reads the text: its header (Line 0 when there is none) and the
	// lines after it as they are, blank ones included (see textgrid.Split).
	Text    func(h textgrid.Header, lines []textgrid.Line) (P, error)
	Headers []string // the names the text's header may give the type; none: the text has no header
	// Usage is the header's whole form, said when a header names another
	// type ("#starbattle stars=K"); "" says "#" and the first of Headers.
	Usage string
	// Check, when set, refuses a puzzle that reads, in any form, but
	// breaks the type's limits; it may also put the puzzle in order.
	Check func(p P) error
}

// Parse reads text (after puzzles.Clean) in the first form that claims
// it, or as the type's text after its header, which must name the type;
// then Check checks it.
func (s Set[P]) Parse(text string) (P, error) {
	var zero P
	text, err := puzzles.Clean(text)
	if err != nil {
		return zero, err
	}
	p, err := s.read(text)
	if err != nil {
		return zero, err
	}
	if s.Check != nil {
		if err := s.Check(p); err != nil {
			return zero, puzzles.Errorf(0, 0, "%v", err)
		}
	}
	return p, nil
}

// read reads text in the first form that claims it, or as the text.
func (s Set[P]) read(text string) (P, error) {
	var zero P
	t := strings.TrimSpace(text)
	if t == "" {
		return zero, puzzles.Errorf(0, 0, "empty input: expected %s", s.Expected)
	}
	for _, f := range s.Forms {
		if f.Is(t) {
			return f.Parse(t)
		}
	}
	usage := s.Usage
	if usage == "" && len(s.Headers) > 0 {
		usage = "#" + s.Headers[0]
	}
	h, lines, err := textgrid.SplitUsage(text, usage, s.Headers...)
	if err != nil {
		return zero, err
	}
	return s.Text(h, lines)
}

// Detect reports whether text is surely the type's: a header that names
// it, or a form that claims it and reads it without error.
func (s Set[P]) Detect(text string) bool {
	t := strings.TrimSpace(text)
	if textgrid.HasHeader(t, s.Headers...) {
		return true
	}
	for _, f := range s.Forms {
		if f.Is(t) {
			_, err := f.Parse(t)
			return err == nil
		}
	}
	return false
}

// Cells is the Text of a type whose puzzle is exactly a Board of T and
// whose text holds one cell a character: the rows after the header (see
// textgrid.Rows), each character read by cell.
func Cells[P ~struct{ puzzles.Board[T] }, T comparable](cell func(ch rune) (T, error)) func(textgrid.Header, []textgrid.Line) (*P, error) {
	return func(_ textgrid.Header, lines []textgrid.Line) (*P, error) {
		return puzzles.Of[P](textgrid.Rows(lines, cell))
	}
}
