package cellgrid_test

import (
	"errors"
	"reflect"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
)

// counted is a toy type with line counts: '.' blank, 'o' a thing.
type counted struct {
	cellgrid.Counted
	stubs
}

func (*counted) Draw(puzzles.Answer) draw.Scene { return draw.Scene{} }

var countedSpec = &cellgrid.Spec[*counted]{
	Name: "counted", Title: "Counted",
	Symbols: cellgrid.Alphabet{
		{Value: 0, Text: ".", Label: "Delete", Keys: []string{"Delete"}, Word: "blank"},
		{Value: 1, Text: "o", Label: "Thing", Keys: []string{"o"}, Word: "a thing"},
	},
	Make: func(g cellgrid.Grid) *counted {
		return &counted{Counted: (&cellgrid.CountRule{Noun: "things", Most: func(n int) int { return n }}).For(g)}
	},
	Own: &cellgrid.Own[*counted]{Text: cellgrid.CountedText[*counted]},
}

// TestCheckTotal: given counts that add up to more than the total, or
// all given and to another number, are impossible, naming their cells;
// counts that can add up pass.
func TestCheckTotal(t *testing.T) {
	for text, want := range map[string]string{
		"#counted\n??\no. 1\n.. 1\n": "the rows' counts add up to 2, and the board has 1 thing",
		"#counted\n00\no. ?\n.. ?\n": "the columns' counts add up to 0, and the board has 1 thing",
		"#counted\n1?\no. ?\n.. 0\n": "",
	} {
		p, err := countedSpec.Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		err = p.CheckTotal(1, "thing", "things")
		var imp *puzzles.Impossible
		switch {
		case want == "" && err != nil:
			t.Errorf("%q: %v, want nil", text, err)
		case want != "" && (!errors.As(err, &imp) || imp.Reason != want):
			t.Errorf("%q: %v, want %q", text, err, want)
		case text == "#counted\n??\no. 1\n.. 1\n" && !reflect.DeepEqual(imp.Cells, [][2]int{{0, 2}, {1, 2}}):
			t.Errorf("%q: cells %v, want the rows' counts", text, imp.Cells)
		}
	}
}
