package cellgrid_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/pzl"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// TestNoTouch: the sets of marks NoTouch allows are those Touching
// finds no pair in, on every board up to 3x3 and one cell wide.
func TestNoTouch(t *testing.T) {
	for _, size := range []grid.Size{{Rows: 1, Cols: 4}, {Rows: 3, Cols: 1}, {Rows: 2, Cols: 3}, {Rows: 3, Cols: 3}} {
		cells := size.Cells()
		m := sat.NewModel()
		vars := cellgrid.NewVars(m, "x", cells)
		cellgrid.NoTouch(m, size, func(pos grid.Pos) sat.Lit { return vars[pos] })
		for bits := range 1 << len(cells) {
			set := map[grid.Pos]bool{}
			c := m.Clone()
			for i, pos := range cells {
				set[pos] = bits>>i&1 == 1
				c.Unit(map[bool]sat.Lit{true: vars[pos], false: vars[pos].Not()}[set[pos]])
			}
			_, _, touch := cellgrid.Touching(size, set)
			if ok := c.Solver().Solve(); ok == touch {
				t.Fatalf("%v %v: allowed %v, touching %v", size, set, ok, touch)
			}
		}
	}
}

// TestUnpaired: an owner without a marked cell of its own beside it,
// found though a first choice would take another's.
func TestUnpaired(t *testing.T) {
	p, _ := plotSpec.Parse("#plots\n???\n.T. ?\nT.. ?\n")
	marks := map[grid.Pos]bool{{R: 0, C: 0}: true, {R: 1, C: 1}: true}
	if at, ok := p.Unpaired(p.Where(func(v int) bool { return v == 1 }), marks); ok {
		t.Errorf("unpaired %v", at)
	}
	delete(marks, grid.Pos{R: 1, C: 1})
	if at, ok := p.Unpaired(p.Where(func(v int) bool { return v == 1 }), marks); !ok || at != (grid.Pos{R: 1, C: 0}) {
		t.Errorf("unpaired %v %v", at, ok)
	}
}

// TestGaps: cells read back from their code, through runs longer than
// a letter holds.
func TestGaps(t *testing.T) {
	g := cellgrid.Gaps("trees")
	cells := slices.Repeat([]int{pzl.Empty}, 60)
	cells[0], cells[19], cells[59] = 1, 1, 1
	if back, err := g.Decode(g.Encode(cells), 60); err != nil || !slices.Equal(back, cells) {
		t.Errorf("%s reads back as %v, %v", g.Encode(cells), back, err)
	}
	if _, err := g.Decode("0!", 5); err == nil || err.Error() != "URL body: unexpected '!' at 2 among the trees" {
		t.Errorf("0!: %v", err)
	}
}

func TestBinaryLines(t *testing.T) {
	rows := []string{"1001", "0110", "1001", "0110"}
	cols := cellgrid.Columns(rows)
	colours := map[byte]string{'1': "black", '0': "white"}
	if err := cellgrid.CheckBinary([]string{"10", "10"}, '1', colours, false); fmt.Sprint(err) != "column 1 has 2 black cells of 2" {
		t.Errorf("10/10: %v", err)
	}
	if fmt.Sprint(cols) != "[1010 0101 0101 1010]" || cellgrid.CheckBinary(rows, '1', colours, false) != nil {
		t.Fatalf("columns %v", cols)
	}
	for want, lines := range map[string][]string{"rows 1 and 3 are the same": rows, "row 1 has 3 black cells of 4": {"1101"},
		"row 1 has three white in a row from position 2": {"100011"}} {
		if err := cellgrid.CheckBinary(lines, '1', colours, true); err == nil || err.Error() != want {
			t.Errorf("%v: %v, want %s", lines, err, want)
		}
	}
}

func TestGenSize(t *testing.T) {
	check := cellgrid.GenSize(2, 30)
	for size, want := range map[[2]int]string{{1, 1}: "a 1x1 board is too small: it needs 2 cells", {31, 2}: "generated boards are at most 30x30, not 2x31", {0, 2}: "size"} {
		if err := check(size[0], size[1]); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%v: %v, want %s", size, err, want)
		}
	}
	if check(1, 2) != nil {
		t.Error("refuses 2x1")
	}
}

// TestSkipRunRefuses: a character no value has is refused.
func TestSkipRunRefuses(t *testing.T) {
	r := cellgrid.SkipRun{Letters: map[int]string{1: "_abcdefghijklmnopqrstuvwxyz"}, Final: 1}
	if _, err := r.Read("a1", 2, 2); err == nil || err.Error() != "game ID: unexpected '1' in the description" {
		t.Errorf("%v", err)
	}
}
