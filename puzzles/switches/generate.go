package switches

import (
	"fmt"
	"math/rand"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// Generate implements puzzles.Generator. Variants: "lightsout" (the
// default: every switch toggles its cross, goal all off), "flip" (Tatham's
// random kind: each switch toggles its own cell and random cells among its
// eight neighbours, one-sided, as many toggles in all as the crosses have;
// goal all off) and "picture" (the seed's: random connections between
// neighbours, goal all on). The lights start from the goal with random
// switches pressed, so every puzzle has a solution; it is never solved
// already unless no switch changes anything. The default size is 5x5.
func (Type) Generate(o puzzles.GenerateOptions) (puzzles.Instance, error) {
	rows, cols := o.Size(5, 5)
	if err := puzzles.CheckSize(rows, cols); err != nil {
		return nil, err
	}
	r := rand.New(rand.NewSource(o.Seed))
	var p *Puzzle
	switch o.Variant {
	case "", "lightsout":
		p, _ = NewLightsOut(rows, cols)
	case "flip":
		if rows*cols > MaxFlipCells {
			return nil, fmt.Errorf("a Flip board of %d cells is too large for a game ID; the limit is %d", rows*cols, MaxFlipCells)
		}
		p = randomFlip(rows, cols, r)
	case "picture":
		p = randomPicture(rows, cols, r)
	default:
		return nil, fmt.Errorf("unknown variant %q (lightsout, flip or picture)", o.Variant)
	}
	scramble(p, r)
	return p, nil
}

// randomFlip makes Tatham-like random toggle patterns with distinct rows.
func randomFlip(rows, cols int, r *rand.Rand) *Puzzle {
	p := gridPuzzle(rows, cols, "off")
	slots := 0
	for i := range p.Toggles {
		slots += len(p.kingNeighbours(i))
	}
	// The crosses have 4wh - 2(w+h) toggles besides the cells' own.
	prob := float64(4*rows*cols-2*(rows+cols)) / float64(max(slots, 1))
	for try := 0; try < 50; try++ {
		for i := range p.Toggles {
			p.Toggles[i] = []int{i}
			for _, j := range p.kingNeighbours(i) {
				if r.Float64() < prob {
					p.setToggle(i, j, true)
				}
			}
		}
		if distinctRows(p.Toggles) {
			break
		}
	}
	return p
}

func distinctRows(rows [][]int) bool {
	seen := map[string]bool{}
	for _, t := range rows {
		k := fmt.Sprint(t)
		if seen[k] {
			return false
		}
		seen[k] = true
	}
	return true
}

// kingNeighbours returns the up to eight cells around cell i.
func (p *Puzzle) kingNeighbours(i int) []int {
	var out []int
	r, c := i/p.Cols, i%p.Cols
	for dr := -1; dr <= 1; dr++ {
		for dc := -1; dc <= 1; dc++ {
			if rr, cc := r+dr, c+dc; (dr != 0 || dc != 0) && rr >= 0 && rr < p.Rows() && cc >= 0 && cc < p.Cols {
				out = append(out, rr*p.Cols+cc)
			}
		}
	}
	return out
}

// randomPicture joins about three quarters of the neighbour pairs.
func randomPicture(rows, cols int, r *rand.Rand) *Puzzle {
	p := gridPuzzle(rows, cols, "on")
	for i := range p.Toggles {
		for _, j := range []int{i + 1, i + cols} {
			if j < p.N() && p.adjacent(i, j) && r.Intn(4) > 0 {
				p.setToggle(i, j, true)
				p.setToggle(j, i, true)
			}
		}
	}
	return p
}

// scramble sets the lights to the goal with random switches pressed.
func scramble(p *Puzzle, r *rand.Rand) {
	for try := 0; try < 20; try++ {
		p.Lit = slices.Clone(p.Target)
		for _, t := range p.Toggles {
			if r.Intn(2) == 0 {
				for _, j := range t {
					p.Lit[j] = !p.Lit[j]
				}
			}
		}
		if !p.Done() {
			return
		}
	}
}
