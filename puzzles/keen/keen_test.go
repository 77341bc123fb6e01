package keen

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// small is Tatham's 4x4 Easy example, one solution.
const small = "4:b_a__a_ab_a__a__,a8s1m6d2d2s1m4"

func TestCheckRejects(t *testing.T) {
	p := kit.Parse(t, small)
	good := func() *Answer { return &Answer{Grid: [][]int{{4, 3, 1, 2}, {1, 4, 2, 3}, {2, 1, 3, 4}, {3, 2, 4, 1}}} }
	puzzlestest.Accepts(t, p, good())
	puzzlestest.Rejects(t, p, puzzlestest.Broken(t, good(), map[string]func(a *Answer){
		"the answer has 3 rows, the board 4": func(a *Answer) { a.Grid = a.Grid[:3] },
		"cell 0,0 holds 5, outside 1 to 4":   func(a *Answer) { a.Grid[0][0] = 5 },
		"4 is in cells 0,0 and 0,3":          func(a *Answer) { a.Grid[0][3] = 4 },
		"cage A: 4 + 3 + 2 is not 8":         func(a *Answer) { a.Grid = [][]int{{4, 3, 2, 1}, {2, 4, 1, 3}, {1, 2, 3, 4}, {3, 1, 4, 2}} },
		"cage B: 4 - 2 is not 1":             func(a *Answer) { a.Grid = [][]int{{3, 4, 1, 2}, {1, 3, 2, 4}, {2, 1, 4, 3}, {4, 2, 3, 1}} },
		"cage F: 4 - 1 is not 1":             func(a *Answer) { a.Grid[2], a.Grid[3] = a.Grid[3], a.Grid[2] },
	}))
	for text, want := range map[string]string{
		"#keen\nAA\nBC\nA 3\n":         "cage A's clue 3 has no operation (+, -, x or /)",
		"#keen\nAAA\nBBB\nCCC\nA 2/\n": "cage A's clue 2/: subtraction and division cages have exactly two cells, not 3",
		"#keen\nAB\nBA\n":              "cage A is not connected",
		"#keen\nA.\nAA\n":              "cell r1c2 belongs to no cage",
	} {
		if err := kit.Parse(t, text).Check(&Answer{Grid: [][]int{{1, 2}, {2, 1}}}); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: Check says %v, want %q", text, err, want)
		}
	}
	q := kit.Parse(t, "#keen\nAB\nAB\n")
	q.Cells[1][0] = 3
	q.Op[1][0] = Add
	q.Cells[0][0] = 2
	if err := q.Validate(); err == nil || !strings.Contains(err.Error(), "cage A has two clues, at row 1, column 1 and row 2, column 1") {
		t.Errorf("two clues: %v", err)
	}
}

// TestBruteForce compares solution counts with a count over every Latin
// square on random 3x3 and 4x4 boards of random cages, some clues
// dropped or changed.
func TestBruteForce(t *testing.T) {
	puzzlestest.RandomCountsMatch(t, 7, 60, func(rng *rand.Rand, _ int) *Puzzle {
		n := 3 + rng.IntN(2)
		sol := puzzlestest.RandomLatin(rng, n)
		p, _ := New(n)
		var seeds [][]grid.Pos
		for range n + 1 {
			seeds = append(seeds, []grid.Pos{{R: rng.IntN(n), C: rng.IntN(n)}})
		}
		p.Region = cellgrid.GrowRegions(rng, p.Size(), seeds)
		p.Region = cellgrid.Enclosed(p.Size(), func(a, b grid.Pos) bool { return p.Of(a) == p.Of(b) })
		for _, k := range p.cages() {
			var vals []int
			for _, pos := range k.cells {
				vals = append(vals, sol[pos.R][pos.C])
			}
			op, first := pick(rng.IntN(4), vals), k.cells[0]
			if target, ok := apply(op, vals); ok && rng.IntN(4) > 0 {
				if rng.IntN(10) == 0 {
					target = max(1, target+rng.IntN(3)-1)
				}
				p.Cells[first.R][first.C], p.Op[first.R][first.C] = target, op
			}
		}
		return p
	}, func(p *Puzzle) int {
		return puzzlestest.CountLatins(p, p.Size().Rows, func(g [][]int) puzzles.Answer { return &Answer{Grid: g} })
	}, 20)
}

func TestImpossible(t *testing.T) {
	puzzlestest.Unsolvable(t, Type, map[string]string{
		"#keen\nAB\nAB\nA 5x\nB 3+\n": "prime factor above 2",
		"#keen\nAB\nAB\nA 2-\nB 3+\n": "",
	})
}

func TestEditing(t *testing.T) {
	p, _ := New(2)
	at := puzzles.Target{R: 0, C: 0}
	puzzlestest.EditCases(t, p,
		puzzlestest.EditCase{Name: "cage and clue", At: at, Keys: []string{"A", "1", "2", "*"}, Want: "A.\n..\nA 12x"},
		puzzlestest.EditCase{Name: "operation retyped", At: at, Keys: []string{"A", "3", "-", "/"}, Want: "A 3/"},
		puzzlestest.EditCase{Name: "target cleared, then the cage", At: at, Keys: []string{"A", "3", "+", "Delete", "Delete"}, Want: "#keen\n..\n..\n"},
		puzzlestest.EditCase{Name: "x is a cage", At: at, Keys: []string{"x"}, Want: "x.\n.."},
		puzzlestest.EditCase{Name: "zero", At: at, Keys: []string{"0"}, Want: "number 0 is less than 1"},
		puzzlestest.EditCase{Name: "off the board", At: puzzles.Target{R: 5, C: 5}, Keys: []string{"+"}},
	)
}
