// Package formats tells a type's input forms apart and reads them: the
// one dispatcher behind the Parse and Detect of the types that read a
// text grid, puzz.link URLs and game IDs.
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
	Expected string   // what an input should be, said of an empty one: "a grid, a Pearl game ID or a puzz.link URL"
	Headers  []string // the names the text's header may give the type; none: the text has no header
	Forms    []Form[P]
	// Text reads the text: its header (Line 0 when there is none) and the
	// lines after it as they are, blank ones included (see textgrid.Split).
	Text func(h textgrid.Header, lines []textgrid.Line) (P, error)
}

// Parse reads text in the first form that claims it, or as the type's
// text after its header, which must name the type.
func (s Set[P]) Parse(text string) (P, error) {
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
	h, lines, err := textgrid.Split(text, s.Headers...)
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
