package kakuro

import (
	"math/rand/v2"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// small is the package documentation's board: 1 2 / 3 1.
const small = "#kakuro\n #  4\\ 3\\\n\\3   .  .\n\\4   .  .\n"

// TestBruteForce compares solution counts with a count over every
// filling of tiny random boards.
func TestBruteForce(t *testing.T) {
	puzzlestest.RandomCountsMatch(t, 7, 40, randomPuzzle, bruteCount, 5)
}

// randomPuzzle is a board of 1 to 3 rows and 2 to 3 columns, clue cells
// at random, half their sums none, at most 4 white cells.
func randomPuzzle(rng *rand.Rand, _ int) *Puzzle {
	for {
		p, _ := New(1+rng.IntN(3), 2+rng.IntN(2))
		sum := func() int { return rng.IntN(2) * (3 + rng.IntN(12)) }
		puzzlestest.Scatter(rng, p.Cells, 2, func() int { return Clue(sum(), sum()) })
		if len(p.Where(white)) <= 4 {
			return p
		}
	}
}

// bruteCount counts the fillings of the white cells with 1 to 9 that
// pass Check.
func bruteCount(p *Puzzle) int {
	whites, n := p.Where(white), 0
	a := puzzles.NewNumbers(p.Size())
	var walk func(i int)
	walk = func(i int) {
		if i == len(whites) {
			if p.Check(a) == nil {
				n++
			}
			return
		}
		for d := 1; d <= 9; d++ {
			a.Grid[whites[i].R][whites[i].C] = d
			walk(i + 1)
		}
	}
	walk(0)
	return n
}

func TestPartial(t *testing.T) {
	p := kit.Parse(t, small)
	dec, _ := p.Encode(sat.NewModel())
	part := dec.DecodePartial(func(sat.Lit) (bool, bool) { return false, false }).(*puzzles.PartialNumbers)
	if part.Grid[0][0] == nil || *part.Grid[0][0] != 0 || part.Grid[1][1] != nil {
		t.Errorf("partial answer %s", part.Text())
	}
}

func TestEditKeys(t *testing.T) {
	puzzlestest.CellSteps(t, Type, []puzzlestest.Step[int]{
		{Key: "1", Want: Clue(1, 0)}, {Key: "6", Want: Clue(16, 0)}, {Key: `\`, Want: Clue(16, 0) + typingAcross},
		{Key: "7", Want: Clue(16, 7) + typingAcross}, {Key: "Backspace", Want: Clue(16, 0) + typingAcross},
		{Key: "Backspace", Want: Clue(16, 0)}, {Key: "6", Want: Clue(6, 0)}, {Key: "Backspace", Want: Clue(0, 0)},
		{Key: "Backspace", Want: White}, {Key: `\`, Want: typingAcross}, {Key: "9", Want: Clue(0, 9) + typingAcross},
		{Key: `\`, Want: Clue(0, 9)}, {Key: "#", Want: 0}, {Key: "4", Want: Clue(4, 0)}, {Key: "5", Want: Clue(45, 0)},
		{Key: "Delete", Want: White}})
}
