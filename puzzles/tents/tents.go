package tents

import (
	_ "embed"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/tatham"
)

// Cell values.
const (
	Empty = 0 // a cell without a tree
	Tree  = 1
)

// None marks a row or column without a tent count.
const None = cellgrid.NoCount

// Editor target kinds besides cells: a row's count and a column's.
const (
	KindRow = cellgrid.KindRow
	KindCol = cellgrid.KindCol
)

// KeyTree is the pad key that plants a tree.
const KeyTree = "t"

// spec declares Tents: its cells, its counts and its formats.
var spec = &cellgrid.Spec[*Puzzle]{
	Name: "tents", Title: "Tents",
	Rules: "Put one tent next to each tree (side by side) for that tree alone. Tents never touch, not even at a corner; the numbers count the tents of each row and column.",
	Symbols: cellgrid.Alphabet{
		{Value: Tree, Text: "Tt", URL: cellgrid.URLNumber(1), Label: "Tree", Keys: []string{KeyTree, "T", "#"}, Word: "a tree", Look: cellgrid.Tree},
		{Value: Empty, Text: "._", URL: cellgrid.URLEmpty, Label: "Delete", Keys: []string{"Delete", "Backspace", "."}, Word: "empty"},
	},
	Blank: Empty,
	Help: "Select a cell and press Tree (or T) to plant a tree, Delete to clear it; " +
		"select a count right of or below the board and type its digits, Delete to remove it.",
	Own: cellgrid.CountedOwn(counts, forms, &cellgrid.Own[*Puzzle]{Expected: "a grid, a Tents game ID or a puzz.link URL"}),
}

// counts are the tents in each row and column.
var counts = &cellgrid.CountRule{Noun: "tents", Most: Most}

// forms are the puzz.link URL (the counts, then the trees) and Tatham's
// game ID: '_' a tree, 'a'–'y' 1 to 25 empty cells and a tree, 'z' 25
// empty cells, then the counts; given tents are refused.
var forms = &cellgrid.CountedForms{
	Key: "tents", Cells: cellgrid.Gaps("trees"), Letters: tatham.Lower, Params: []tatham.Param{tatham.OneOf('d', "et")},
	Game: cellgrid.SkipRun{Letters: map[int]string{Tree: "_abcdefghijklmnopqrstuvwxyz"}, Blank: Empty, Final: Tree},
	Refuse: func(desc string) error {
		if i := strings.IndexAny(desc, "!-"); i >= 0 {
			return puzzles.Errorf(0, 0, "game ID: given tents and non-tents (%q) are not supported", desc[i])
		}
		return nil
	},
}

//go:embed examples.txt
var examples string

// Type is the Tents puzzle type; Parse reads a Tents puzzle in any of
// its formats (see the package documentation), and New returns a rows x
// cols board without trees or counts.
var Type, Parse, New = spec.Declare(examples, generator)

// Puzzle is a Tents board: Cells[r][c] is Tree or Empty, and Rows and
// Cols say how many tents each row and column holds (None when not
// given).
type Puzzle struct{ cellgrid.Counted }

// Written implements puzzles.FormWriter: the URL, and the game ID when
// every count is given.
func (p *Puzzle) Written() []puzzles.Written { return p.CountedWritten() }

// Most returns the most tents a line of n cells can hold.
func Most(n int) int { return (n + 1) / 2 }

// Tree reports whether a tree stands at pos (false off the board).
func (p *Puzzle) Tree(pos grid.Pos) bool { return p.At(pos) == Tree }

// Answer is a placement of tents: {"tents": [[r, c], ...], "grid":
// [...]}, and in a partial answer the cells known to hold no tent as
// "grass".
type Answer = cellgrid.Marks[names]

type names struct{}

func (names) Names() (on, off string) { return "tents", "grass" }

// Words says "Row 1, column 2 has a tent".
func (names) Words() (on, off, onWords, offWords string) {
	return "tents", "grass", "has a tent", "is grass"
}
