package tracks

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestEnterByPad: every example can be typed on a blank board with pad
// keys alone, its counts included.
func TestEnterByPad(t *testing.T) {
	keys := puzzlestest.LabelKeys[*Puzzle](spec.Label)
	puzzlestest.Enters(t, Type, func(ty *puzzlestest.Typist, p *Puzzle) {
		ty.Cells(p.Size(), func(pos grid.Pos) []string { return keys(ty, p, pos) })
		for r, n := range p.Rows {
			ty.Press(puzzles.Target{R: r, Kind: cellgrid.KindRow}, puzzlestest.Digits(n)...)
		}
		for c, n := range p.Cols {
			ty.Press(puzzles.Target{C: c, Kind: cellgrid.KindCol}, puzzlestest.Digits(n)...)
		}
	})
}

// TestPad: the pad has the six pieces, the count digits and Delete.
func TestPad(t *testing.T) {
	p, _ := New(4, 4)
	pad := []puzzles.Key{{Label: "━", Key: "-"}, {Label: "┃", Key: "|"}, {Label: "┏", Key: "q"}, {Label: "┓", Key: "e"}, {Label: "┗", Key: "z"}, {Label: "┛", Key: "c"}}
	for _, d := range "0123456789" {
		pad = append(pad, puzzles.Key{Label: string(d), Key: string(d)})
	}
	puzzlestest.Pad(t, p, append(pad, puzzles.Key{Label: "Delete", Key: "Delete"})...)
	q := puzzlestest.Edit(t, puzzlestest.Edit(t, p, puzzles.Target{R: 1, C: 0}, "J"), puzzles.Target{R: 3, Kind: cellgrid.KindRow}, "3")
	if got := q.String(); got != "#tracks\n????\n.... ?\n┛... ?\n.... ?\n.... 3\n" {
		t.Errorf("after J and 3:\n%s", got)
	}
}
