package battleship

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestEnterByPad: every example can be typed on a blank board: the
// fleet, the given cells, the counts.
func TestEnterByPad(t *testing.T) {
	puzzlestest.Enters(t, Type, func(ty *puzzlestest.Typist, p *Puzzle) {
		ty.Press(puzzles.Target{}, ty.Key(fleetLabel(p.Fleet)))
		ty.Cells(p.Size(), func(pos grid.Pos) []string {
			if v := p.At(pos); v != Unknown {
				return []string{ty.Key(spec.Label(v))}
			}
			return nil
		})
		for i, n := range append(p.Rows, p.Cols...) {
			tg := puzzles.Target{R: i, Kind: cellgrid.KindRow}
			if i >= len(p.Rows) {
				tg = puzzles.Target{C: i - len(p.Rows), Kind: cellgrid.KindCol}
			}
			if n != cellgrid.NoCount {
				ty.Press(tg, puzzlestest.Digits(n)...)
			}
		}
	})
}

// kit holds the type to what the kit checks: its files in testdata, its
// pad entry and its fuzzing.
var kit = puzzlestest.Kit[*Puzzle, puzzles.Picture]{Type: Type, Forms: puzzlestest.Written}

func TestKit(t *testing.T) { kit.Test(t) }

func FuzzParse(f *testing.F) { kit.Fuzz(f) }
