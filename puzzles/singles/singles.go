package singles

import (
	_ "embed"
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/tatham"
)

// Blank is a cell without a number; the others hold theirs, 1 up to the
// board's longer side.
const Blank = 0

// spec declares Singles: its cells and its formats.
var spec = &cellgrid.Spec[*Puzzle]{
	Name: "singles", Title: "Singles / Hitori", Headers: []string{"hitori"},
	Rules: "Shade some cells so that no number is left twice unshaded in a row or column. Shaded cells never sit side by side, and the unshaded cells stay connected.",
	Symbols: cellgrid.Alphabet{
		cellgrid.Range(1, longerSide, cellgrid.Symbol{Word: "a number", Look: cellgrid.Given}),
		{Value: Blank, Text: "._", URL: cellgrid.URLEmpty, Label: "Delete", Keys: []string{"Delete", "."}, Word: "to clear it"},
	},
	Blank: Blank, Beyond: "numbers start at 1",
	URL: &cellgrid.URLForm{Keys: []string{"hitori"}, Codec: cellgrid.Base36},
	Game: &cellgrid.GameForm{Game: "Singles", Letters: "dek", Params: []tatham.Param{tatham.OneOf('d', "ek")},
		Write: "de", Desc: cellgrid.EveryCell},
}

// longerSide bounds the numbers: the board's longer side.
func longerSide(rows, cols int) (int, string) {
	n := max(rows, cols)
	return n, fmt.Sprintf("the board's longer side, %d", n)
}

//go:embed examples.txt
var examples string

// Type is the Singles puzzle type; Parse reads a Singles puzzle in any
// of its formats (see the package documentation), and New returns a rows
// x cols board without numbers.
var Type, Parse, New = spec.Declare(examples, generator)

// Puzzle is a Singles board: Cells[r][c] is Blank or a number.
type Puzzle struct{ cellgrid.Grid }

// Answer is a shading: {"grid": ["#.#.", ...]}, '#' a shaded cell ('?'
// one not known in a partial answer).
type Answer = cellgrid.Shading
