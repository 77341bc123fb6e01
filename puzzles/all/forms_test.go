package all

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// TestTextsKeepTheExampleForms: an example given as a puzz.link URL or a
// Tatham game ID is written back in that kind of form by Texts (what
// `puzzlesat format` prints), besides its canonical text.
func TestTextsKeepTheExampleForms(t *testing.T) {
	eachExample(t, func(t *testing.T, typ puzzles.Type, ex puzzles.Example, inst puzzles.Instance) {
		kind := ReadForm(ex.Text).Kind
		if kind != PuzzLink && kind != Tatham {
			return
		}
		texts := Texts(inst)
		for _, text := range texts[1:] {
			if ReadForm(text).Kind == kind {
				return
			}
		}
		t.Errorf("Texts(%s) = %q: no %v form", ex.Name, texts, kind)
	})
}
