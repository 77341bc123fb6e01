package creek

import (
	"math/rand/v2"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

func shaded(rows ...string) *Answer { return &Answer{Grid: rows} }

// TestBruteForce compares solution counts with a count over every
// shading, on random boards up to 3x3 cells with a few clues.
func TestBruteForce(t *testing.T) {
	puzzlestest.PicturesMatch(t, 11, 80, func(rng *rand.Rand, i int) *Puzzle {
		p, _ := New(1+i%3, 1+i/3%3)
		puzzlestest.Scatter(rng, p.Cells, 4, func() int { return rng.IntN(3) })
		return p
	}, '#', '.', 20)
}

// TestPlayOnCells: the entries, Diff and a partial answer's dots are on
// the cells between the points (cellgrid.CellKind), not on the points.
func TestPlayOnCells(t *testing.T) {
	p := kit.Parse(t, "#creek\n...\n.1.\n...\n")
	two := puzzlestest.SeveralSolutions(t, p, 4, 2)
	if d := p.Diff(two[0], two[1]); d[0].Kind != cellgrid.CellKind {
		t.Errorf("Diff %v, want cells", d)
	}
	dec, _ := p.Encode(sat.NewModel())
	es, err := dec.(puzzles.Enterer).Entries(shaded("#?", "?."))
	if err != nil || len(es) != 2 || es[0].Part != (puzzles.Target{R: 0, C: 0, Kind: cellgrid.CellKind}) || es[1].Part.R != 1 {
		t.Errorf("entries %v (%v), want cells 0,0 and 1,1", es, err)
	}
	var marks []draw.Item // the fill of cell 0,0 and the dot of cell 1,1
	for _, it := range p.Draw(shaded("#?", "?.")).Items {
		if it.Fill == draw.Black || it.R == draw.DotRadius {
			marks = append(marks, it)
		}
	}
	if len(marks) != 2 || marks[0].X != 0.5 || marks[0].Y != 0.5 || marks[1].X != 2 || marks[1].Y != 2 {
		t.Errorf("the partial answer's marks %+v, want a fill at 0.5, 0.5 and a dot at 2, 2", marks)
	}
}
