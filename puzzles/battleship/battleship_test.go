package battleship

import (
	"math/rand/v2"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestBruteForce: solution counts match every shading of tiny boards
// with random fleets, counts and givens.
func TestBruteForce(t *testing.T) {
	puzzlestest.PicturesMatch(t, 3, 40, func(rng *rand.Rand, _ int) *Puzzle {
		rows, cols := 2+rng.IntN(2), 3+rng.IntN(2)
		p, _ := New(rows, cols)
		p.Fleet = [][]int{{1}, {2, 1}, {3}, {2, 1, 1}, {3, 1}}[rng.IntN(5)]
		for _, pos := range p.Size().Cells() {
			if rng.IntN(10) == 0 {
				p.Cells[pos.R][pos.C] = rng.IntN(Ship + 1)
			}
		}
		for _, line := range [][]int{p.Rows, p.Cols} {
			for i := range line {
				if rng.IntN(4) == 0 {
					line[i] = rng.IntN(2)
				}
			}
		}
		return p
	}, '#', '.', 8)
}

// TestFleetKey: a Fleet key sets its fleet and keeps the board.
func TestFleetKey(t *testing.T) {
	p := kit.Parse(t, "#battleship\n1?\no. 1\n.. ?\n")
	q := puzzlestest.Edit(t, p, puzzles.Target{}, "fleet5").(*Puzzle)
	if fleetText(q.Fleet) != "5,4,4,3,3,3,2,2,2,2,1,1,1,1,1" || q.String() != "#battleship fleet=5,4,4,3,3,3,2,2,2,2,1,1,1,1,1\n1?\no. 1\n.. ?\n" {
		t.Errorf("after Fleet: %s", q)
	}
}

// TestWithout: the clues are the counts and the given cells.
func TestWithout(t *testing.T) {
	p := kit.Parse(t, "#battleship fleet=1\n1?\no. 1\n.. ?\n")
	if n := len(p.Clues()); n != 3 {
		t.Fatalf("%d clues, want 3", n)
	}
	if got := p.Without([]int{0, 2}).String(); got != "#battleship fleet=1\n1?\n.. ?\n.. ?\n" {
		t.Errorf("without the row count and the submarine:\n%s", got)
	}
}

// TestOffers: every offered size makes unique puzzles for seeds 1 to 20
// (with -short, 6x6 for seeds 1 to 5).
func TestOffers(t *testing.T) { puzzlestest.Offers(t, Type) }
