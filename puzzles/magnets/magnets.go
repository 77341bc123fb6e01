package magnets

import (
	_ "embed"
	"fmt"
	"slices"
	"strconv"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// The cells of a board: each is one end of a domino, Left of one lying
// across, Top of one standing; Wall is a cell in no domino (Tatham's
// '*', neutral); Blank a cell not laid yet.
const (
	Blank = iota
	Left
	Right
	Top
	Bottom
	Wall
)

// spec declares Magnets: dominoes on the board, counts on its four sides.
var spec = &cellgrid.Spec[*Puzzle]{
	Name: "magnets", Title: "Magnets",
	Rules: "Each domino is a magnet, with a + and a − end, or neutral. Equal poles never sit side by side. The numbers count the + cells (top and left) and the − cells (bottom and right) of each row and column.",
	Symbols: cellgrid.Alphabet{
		{Value: Left, Text: "Ll", Label: "L", Keys: []string{"l", "L"}, Word: "a domino across, this cell its left end"},
		{Value: Right, Text: "Rr", Label: "R", Keys: []string{"r", "R"}, Word: "a domino across, this cell its right end"},
		{Value: Top, Text: "TtUu", Label: "T", Keys: []string{"t", "T", "u", "U"}, Word: "a domino standing, this cell its top"},
		{Value: Bottom, Text: "BbDd", Label: "B", Keys: []string{"b", "B", "d", "D"}, Word: "a domino standing, this cell its bottom"},
		{Value: Wall, Text: "*#", Label: "*", Keys: []string{"*", "#"}, Word: "a cell in no domino", Look: cellgrid.Solid},
		{Value: Blank, Text: "._", Label: "Delete", Keys: []string{"Delete", "Backspace", "."}, Word: "not laid"},
	},
	Blank: Blank,
	Help: "Select a cell and press L or R to lay a domino across (this cell its left or right end), T or B to lay one " +
		"standing (its top or bottom), * for a cell in no domino, Delete to lift it; select a count beside the board " +
		"(+ cells above and left, - cells below and right) and press its digit, Delete to remove it.",
	Own: own(),
}

// edges are the counts: + cells above and left of the board, - cells
// below and right of it, at most half a line (rounded up).
var edges = &cellgrid.EdgeRule{
	Title: "Magnets",
	Clues: func(size grid.Size) (lo, hi int) { return 0, min(9, (max(size.Rows, size.Cols)+1)/2) },
	Most:  func(grid.Size) int { return 0 },
}

// own is the framed text of EdgeGrid with Magnets' own URL and game ID.
func own() *cellgrid.Own[*Puzzle] {
	o := cellgrid.EdgeOwn[*Puzzle](edges)
	o.Forms = forms
	o.Expected = "a grid of dominoes framed by its counts, a Magnets game ID or a puzz.link URL"
	return o
}

//go:embed examples.txt
var examples string

// Type is the Magnets puzzle type; Parse reads a Magnets puzzle in any
// of its formats (see the package documentation), and New returns a rows
// x cols board with no domino laid and no counts.
var Type, Parse, New = spec.Declare(examples, generator)

// Puzzle is a Magnets board: Cells[r][c] is the domino end of each cell
// (Left, Right, Top, Bottom, Wall), Edges the counts (cellgrid.NoClue
// where none): Top and Left count + cells, Bottom and Right - cells.
type Puzzle struct{ cellgrid.EdgeGrid }

// Answer is the poles: {"grid": ["+-..", ...]}, '+' and '-' the ends of
// a magnet, '.' a neutral cell, '?' one a partial answer does not know.
type Answer = puzzles.Picture

// ends are the cells' domino ends: the way to the other end, and its value.
var ends = map[int]struct {
	to  grid.Delta
	end int
}{Left: {grid.Delta{C: 1}, Right}, Right: {grid.Delta{C: -1}, Left}, Top: {grid.Delta{R: 1}, Bottom}, Bottom: {grid.Delta{R: -1}, Top}}

// partner is the other cell of the domino at pos in cells, and whether
// the board has one there: the cell its end points to, holding the
// matching end.
func partner(cells [][]int, pos grid.Pos) (grid.Pos, bool) {
	e, ok := ends[cells[pos.R][pos.C]]
	q := pos.Add(e.to)
	return q, ok && q.R >= 0 && q.R < len(cells) && q.C >= 0 && q.C < len(cells[0]) && cells[q.R][q.C] == e.end
}

// Validate implements puzzles.Validator: every cell in a domino (or a
// wall), and no line with more + and - cells than it has cells.
func (p *Puzzle) Validate() error {
	for _, pos := range p.Size().Cells() {
		if _, ok := partner(p.Cells, pos); !ok && p.At(pos) != Wall {
			return fmt.Errorf("the cell at %s, %q, is not one end of a domino", puzzles.CellName(pos), gameLetters[p.At(pos)])
		}
	}
	for k, line := range []string{"column", "row"} {
		plus, minus := p.Edges[2*k], p.Edges[2*k+1] // Top and Bottom, Left and Right
		for i := range plus {
			if n := len(cellgrid.Side(2*k).Cells(p.Size(), i)); plus[i]+minus[i] > n {
				return fmt.Errorf("%d + and %d - cells do not fit the %d cells of %s %d", plus[i], minus[i], n, line, i+1)
			}
		}
	}
	return nil
}

// Keys implements puzzles.Editable: the cells' keys, the counts' digits
// before Delete.
func (p *Puzzle) Keys() []puzzles.Key {
	keys := p.EdgeGrid.Keys()
	_, hi := p.ClueRange()
	digits := make([]puzzles.Key, 0, hi+2)
	for d := range hi + 1 {
		digits = append(digits, puzzles.Key{Label: strconv.Itoa(d), Key: strconv.Itoa(d)})
	}
	return slices.Insert(keys, len(keys)-1, digits...)
}

// Edit implements puzzles.Editable: on a cell, L, R, T or B lays a whole
// domino, its other end beside the cell, and any key lifts the domino
// the cell was in; the rest as EdgeGrid.Edit.
func (p *Puzzle) Edit(t puzzles.Target, key string) (puzzles.Instance, error) {
	q, err := p.EdgeGrid.Edit(t, key)
	n, ok := q.(*Puzzle)
	if err != nil || !ok || t.Kind != "" || !p.Size().In(grid.Pos{R: t.R, C: t.C}) {
		return q, err
	}
	pos, cells := grid.Pos{R: t.R, C: t.C}, puzzles.CloneGrid(n.Cells)
	if o, ok := partner(p.Cells, pos); ok {
		cells[o.R][o.C] = Blank
	}
	if e, ok := ends[cells[pos.R][pos.C]]; ok && n.Size().In(pos.Add(e.to)) {
		o := pos.Add(e.to)
		cells[o.R][o.C] = e.end
	}
	if slices.EqualFunc(cells, p.Cells, slices.Equal[[]int]) {
		return p, nil
	}
	return cellgrid.WithEdges(spec, cells, p.Edges.Clone()), nil
}
