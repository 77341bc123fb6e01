package cellgrid_test

import (
	"fmt"
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
	typ, parse, newBoard := knotSpec.Declare("== a knot\n#knots\nx\n", nil)
	if _, ok := typ.(puzzles.Generator); ok {
		t.Error("a type declared without a generator is a Generator")
	}
	if typ.Name() != "knots" || typ.Title() != "Knots" {
		t.Errorf("type %s, %s", typ.Name(), typ.Title())
	}
	if ex := typ.Examples(); len(ex) != 1 || ex[0] != (puzzles.Example{Name: "a knot", Text: "#knots\nx"}) {
		t.Errorf("examples %q", ex)
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

// TestDefaultMakeRegions: without Make, a spec whose Own is RegionOwn
// makes the same puzzles as one whose Make calls the rule's For.
func TestDefaultMakeRegions(t *testing.T) {
	derived := &cellgrid.Spec[*rooms]{Name: "rooms", Title: "Rooms", Symbols: spec.Symbols,
		Own: cellgrid.RegionOwn(roomRule, &cellgrid.Own[*rooms]{})}
	made, _ := roomSpec.New(2, 3)
	got, err := derived.New(2, 3)
	if err != nil || fmt.Sprint(got.Region) != fmt.Sprint(made.Region) || got.String() != made.String() {
		t.Errorf("New: %q %v, %v; want %q %v", got.String(), got.Region, err, made.String(), made.Region)
	}
	text := "#rooms free=B\n1.\n.2\nAB\nAB\n"
	p, err := derived.Parse(text)
	want, _ := roomSpec.Parse(text)
	if err != nil || p.String() != text || fmt.Sprint(p.Clues()) != fmt.Sprint(want.Clues()) {
		t.Errorf("Parse: %v, %v; clues %v, want %v", p, err, p.Clues(), want.Clues())
	}
	edited, _ := p.Edit(puzzles.Target{R: 0, C: 1}, "3")
	if want := "#rooms free=B\n13\n.2\nAB\nAB\n"; edited.String() != want {
		t.Errorf("edited %q, want %q", edited.String(), want)
	}
}
