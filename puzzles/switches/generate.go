package switches

import (
	"fmt"
	"math/rand"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// generator is generate with the sizes it offers (puzzles.Offering).
var generator = puzzles.Offer(slices.Concat(puzzles.Squares("", 3, 6, 7, 8, 10),
	puzzles.Squares("flip", 3, 4, 5, 6, 7), puzzles.Squares("picture", 3, 4, 5, 6, 8, 10)), generate)

// generate is the type's generator. Variants: "lightsout" (the
// default: every switch toggles its cross, goal all off), "flip" (Tatham's
// random kind: each switch toggles its own cell and random cells among its
// eight neighbours, one-sided, as many toggles in all as the crosses have;
// goal all off) and "picture" (the seed's: random connections between
// neighbours, goal all on). The lights start from the goal with random
// switches pressed, so every puzzle has a solution; it is never solved
// already unless no switch changes anything. The default size is 6x6.
//
// Every puzzle has exactly one solution: the presses are independent (no
// set of switches pressed together changes nothing). The flip and picture
// variants draw their toggles again until they are; a Lights Out board
// whose crosses are not independent (such as 4x4, 5x5 and 9x9) has
// 2^k solutions whenever it has one, so the generator refuses it and
// says so, naming the sizes near it that work.
func generate(o puzzles.GenerateOptions) (puzzles.Instance, error) {
	rows, cols := o.Size(6, 6)
	if err := puzzles.CheckSize(rows, cols); err != nil {
		return nil, err
	}
	if rows*cols > genMaxCells {
		return nil, fmt.Errorf("generated boards have at most %d switches, not %d (%dx%d)", genMaxCells, rows*cols, cols, rows)
	}
	r := rand.New(rand.NewSource(o.Seed))
	var p *Puzzle
	switch o.Variant {
	case "", "lightsout":
		p, _ = NewLightsOut(rows, cols)
		if k := nullity(p.Toggles, p.N()); k > 0 {
			return nil, fmt.Errorf("every %dx%d Lights Out puzzle with a solution has %d (some sets of switches, pressed together, change nothing); "+
				"sizes such as %s have one, and so does -variant flip", cols, rows, uint64(1)<<min(k, 63), invertibleNear(rows, cols))
		}
	case "flip":
		if rows*cols > MaxFlipCells {
			return nil, fmt.Errorf("a Flip board of %d cells is too large for a game ID; the limit is %d", rows*cols, MaxFlipCells)
		}
		p = independent(func() *Puzzle { return randomFlip(rows, cols, r) })
	case "picture":
		p = independent(func() *Puzzle { return randomPicture(rows, cols, r) })
	default:
		return nil, fmt.Errorf("unknown variant %q (lightsout, flip or picture)", o.Variant)
	}
	if p == nil {
		return nil, fmt.Errorf("no %dx%d %s board with independent switches found in %d tries", cols, rows, o.Variant, genTries)
	}
	scramble(p, r)
	return p, nil
}

// The generator's limits.
const (
	genMaxCells = 900 // the most switches of a generated board
	genTries    = 200 // random boards drawn for independent switches
)

// independent returns the first of up to genTries boards that next draws
// whose switches are independent, or nil.
func independent(next func() *Puzzle) *Puzzle {
	for range genTries {
		if p := next(); nullity(p.Toggles, p.N()) == 0 {
			return p
		}
	}
	return nil
}

// nullity is the number of switches that are not independent: n minus the
// rank over GF(2) of the rows of toggles (switch i toggles the bulbs
// toggles[i] of n), so that a solvable puzzle has 2^nullity solutions.
func nullity(toggles [][]int, n int) int {
	words := (n + 63) / 64
	rows := make([][]uint64, len(toggles))
	for i, t := range toggles {
		rows[i] = make([]uint64, words)
		for _, j := range t {
			rows[i][j/64] ^= 1 << (j % 64)
		}
	}
	rank := 0
	for col := 0; col < n && rank < len(rows); col++ {
		w, bit := col/64, uint64(1)<<(col%64)
		pivot := -1
		for i := rank; i < len(rows); i++ {
			if rows[i][w]&bit != 0 {
				pivot = i
				break
			}
		}
		if pivot < 0 {
			continue
		}
		rows[rank], rows[pivot] = rows[pivot], rows[rank]
		for i := range rows {
			if i != rank && rows[i][w]&bit != 0 {
				for k := w; k < words; k++ {
					rows[i][k] ^= rows[rank][k]
				}
			}
		}
		rank++
	}
	return len(toggles) - rank
}

// invertibleNear names up to three square Lights Out sizes near rows x
// cols whose crosses are independent: "6x6, 7x7, 8x8".
func invertibleNear(rows, cols int) string {
	var found []puzzles.GenerateOptions
	for n := max(2, min(rows, cols)-1); len(found) < 3 && n <= 30; n++ {
		p, _ := NewLightsOut(n, n)
		if nullity(p.Toggles, p.N()) == 0 {
			found = append(found, puzzles.GenerateOptions{Rows: n, Cols: n})
		}
	}
	return puzzles.OfferText(found)
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
