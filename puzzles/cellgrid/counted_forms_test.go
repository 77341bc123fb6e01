package cellgrid_test

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/tatham"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// plots is a toy Tents: 'T' a tree, counts of at most half a line.
type plots struct {
	cellgrid.Counted
	stubs
}

func (p *plots) Draw(puzzles.Answer) draw.Scene { return p.Scene() }
func (p *plots) Written() []puzzles.Written     { return p.CountedWritten() }

var plotCounts = &cellgrid.CountRule{Noun: "tents", Most: func(n int) int { return (n + 1) / 2 }}

var plotSpec = &cellgrid.Spec[*plots]{
	Name: "plots", Title: "Plots",
	Symbols: cellgrid.Alphabet{
		{Value: 1, Text: "T", URL: cellgrid.URLNumber(1), Label: "Tree", Keys: []string{"t", "#"}, Word: "a tree"},
		{Value: 0, Text: ".", URL: cellgrid.URLEmpty, Label: "Delete", Keys: []string{"Delete"}, Word: "empty"},
	},
	Make: func(g cellgrid.Grid) *plots { return &plots{Counted: plotCounts.For(g)} },
	Own: cellgrid.CountedOwn(plotCounts, &cellgrid.CountedForms{
		Key: "plots", Cells: cellgrid.Gaps("trees"), Letters: tatham.Lower,
		Game: cellgrid.SkipRun{Letters: map[int]string{1: "_abcdefghijklmnopqrstuvwxyz"}, Final: 1},
	}, &cellgrid.Own[*plots]{}),
}

var plotType = plotSpec.Type()

// TestCountedForms: the URL and the game ID read back, the game ID only
// with every count given; long gaps take several letters.
func TestCountedForms(t *testing.T) {
	p, _ := plotSpec.New(7, 40)
	p.Cells[0][0], p.Cells[6][39], p.Cells[3][20] = 1, 1, 1
	p.Rows[2], p.Cols[30], p.Cols[0] = 17, 4, 3
	if w := p.Written(); len(w) != 1 {
		t.Errorf("written with counts missing: %v", w)
	}
	puzzlestest.ReadBack(t, plotType, p, puzzlestest.URL)
	clear(p.Rows)
	clear(p.Cols)
	puzzlestest.ReadBack(t, plotType, p, puzzlestest.URLAndGameID)
}

func TestCountedEdit(t *testing.T) {
	p, _ := plotSpec.New(3, 24)
	pad := []puzzles.Key{{Label: "Tree", Key: "t"}}
	for _, d := range "0123456789" {
		pad = append(pad, puzzles.Key{Label: string(d), Key: string(d)})
	}
	puzzlestest.Pad(t, p, append(pad, puzzles.Key{Label: "Delete", Key: "Delete"})...)
	row, col := puzzles.Target{R: 1, Kind: cellgrid.KindRow}, puzzles.Target{C: 2, Kind: cellgrid.KindCol}
	cell := puzzles.Target{R: 2, C: 5}
	puzzlestest.EditCases(t, p, []puzzlestest.EditCase{
		{Name: "tree", At: cell, Keys: []string{"t"}, Want: ".....T.................. ?"},
		{Name: "tree by #, then cleared", At: cell, Keys: []string{"#", "Delete"}, Want: "........................ ?"},
		{Name: "two digits", At: row, Keys: []string{"1", "2"}, Want: "........................ 12"},
		{Name: "too long starts again", At: row, Keys: []string{"1", "2", "3"}, Want: "........................ 3"},
		{Name: "backspace", At: row, Keys: []string{"1", "2", "Backspace"}, Want: "........................ 1"},
		{Name: "backspace to none", At: row, Keys: []string{"1", "Backspace"}, Want: "........................ ?"},
		{Name: "delete", At: row, Keys: []string{"5", "Delete"}, Want: "........................ ?"},
		{Name: "zero then digit", At: row, Keys: []string{"0", "7"}, Want: "........................ 7"},
		{Name: "column", At: col, Keys: []string{"2"}, Want: "??2?????????????????????"},
		{Name: "column too big", At: col, Keys: []string{"3"}, Want: "3 tents do not fit a column of 3 cells (at most 2)"},
		{Name: "digit on a cell", At: cell, Keys: []string{"5"}},
		{Name: "tree on a count", At: row, Keys: []string{"t"}},
		{Name: "click", At: cell, Keys: []string{"Click", "AltClick"}},
	}...)
}

func TestCountedTargets(t *testing.T) {
	p, _ := plotSpec.New(2, 3)
	rowT, colT := puzzles.Target{R: 1, Kind: cellgrid.KindRow}, puzzles.Target{C: 1, Kind: cellgrid.KindCol}
	puzzlestest.Hits(t, p, []puzzlestest.HitCase{
		{X: 0.5, Y: 0.5, Want: puzzles.Target{}, OK: true},
		{X: 2.5, Y: 1.5, Want: puzzles.Target{R: 1, C: 2}, OK: true},
		{X: 3.5, Y: 1.5, Want: rowT, OK: true},
		{X: 1.5, Y: 2.5, Want: colT, OK: true},
		{X: 3.5, Y: 2.5}, {X: -0.5, Y: 0.5},
	}...)
	if x, y, w, h := p.Box(rowT); x != 3 || y != 1 || w != 1 || h != 1 {
		t.Errorf("Box(row 1) = %g %g %g %g", x, y, w, h)
	}
	puzzlestest.Moves(t, p, []puzzlestest.MoveCase{
		{From: puzzles.Target{R: 1, C: 2}, Arrow: "ArrowRight", Want: rowT},
		{From: puzzles.Target{R: 1, C: 2}, Arrow: "ArrowDown", Want: puzzles.Target{C: 2, Kind: cellgrid.KindCol}},
		{From: rowT, Arrow: "ArrowDown", Want: rowT},
		{From: rowT, Arrow: "ArrowLeft", Want: puzzles.Target{R: 1, C: 2}},
		{From: puzzles.Target{C: 0, Kind: cellgrid.KindCol}, Arrow: "ArrowUp", Want: puzzles.Target{R: 1, C: 0}},
		{From: puzzles.Target{}, Arrow: "ArrowUp", Want: puzzles.Target{}},
	}...)
}
