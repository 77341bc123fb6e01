package hidato

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

var _ puzzles.Witnesser = (*Puzzle)(nil)

// TestWitness: the search's answers pass Check, agree with the solver
// about which puzzles have a solution, and are found for the puzzles an
// explanation of the broken seed asks about (one clue left).
func TestWitness(t *testing.T) {
	broken := hidatoBroken(t)
	clues := broken.Clues()
	cases := map[string]*Puzzle{
		"seed":       hidatoSeed(t),
		"broken":     broken,
		"knight":     tourSeed(t),
		"closed":     mustParse(t, Hidato, "#hidato closed\n1 . .\n. . .\n"),
		"4x4 knight": mustParse(t, KnightsTour, "#knightstour\n1 . . .\n. . . .\n. . . .\n. . . .\n"),
	}
	for i, c := range clues {
		if c.Value == "9" || c.Value == "10" {
			var others []int
			for j := range clues {
				if j != i {
					others = append(others, j)
				}
			}
			cases["only "+c.Value] = broken.Without(others).(*Puzzle)
		}
	}
	for name, p := range cases {
		a := p.Witness()
		if a != nil {
			if err := p.Check(a); err != nil {
				t.Errorf("%s: the witness breaks the rules: %v\n%s", name, err, a.Text())
			}
		}
		res := solve(t, p, 1)
		switch {
		case a != nil && res.Status != puzzles.Solved:
			t.Errorf("%s: a witness for a puzzle without solution", name)
		case a == nil && name != "broken" && name != "4x4 knight":
			t.Errorf("%s: no witness (solver: %s)", name, res.Status)
		}
	}
}
