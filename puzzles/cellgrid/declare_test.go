package cellgrid_test

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// knots is a toy type whose Spec has no Make: its grid is inside
// PointGrid, beside a field that must start zero.
type knots struct {
	cellgrid.PointGrid
	stubs
	Tight int
}

func (k *knots) Draw(puzzles.Answer) draw.Scene { return k.Scene(nil) }

var knotSpec = &cellgrid.Spec[*knots]{
	Name: "knots", Title: "Knots",
	Symbols: cellgrid.Alphabet{
		{Value: 0, Text: ".", Label: "Delete", Keys: []string{"Delete", "."}, Word: "blank"},
		{Value: 1, Text: "x", Label: "Knot", Keys: []string{"x"}, Word: "a knot", Look: cellgrid.Circle},
	},
}

func TestDeclare(t *testing.T) {
	typ, parse, newBoard := knotSpec.Declare()
	if typ.Name() != "knots" || typ.Title() != "Knots" {
		t.Errorf("type %s, %s", typ.Name(), typ.Title())
	}
	p, err := parse("#knots\n.x\nx.\n")
	if err != nil {
		t.Fatal(err)
	}
	if p.At(grid.Pos{R: 0, C: 1}) != 1 || p.Tight != 0 || p.String() != "#knots\n.x\nx.\n" {
		t.Errorf("parsed %q, Tight %d", p.String(), p.Tight)
	}
	// The default Make's puzzle is the one its grid edits.
	edited, err := p.Edit(puzzles.Target{R: 1, C: 1}, "x")
	if _, ok := edited.(*knots); err != nil || !ok || edited.String() != "#knots\n.x\nxx\n" {
		t.Errorf("edited: %T %q, %v", edited, edited.String(), err)
	}
	n, err := newBoard(1, 3)
	if err != nil || n.String() != "#knots\n...\n" {
		t.Errorf("New(1, 3): %q, %v", n.String(), err)
	}
	if in, err := typ.Parse("x\n"); err != nil || in.(*knots).String() != "#knots\nx\n" {
		t.Errorf("the type's Parse: %v, %v", in, err)
	}
}
