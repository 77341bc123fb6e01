package magichex

import (
	"fmt"
	"math"
	"math/rand"
	"sort"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// bruteCount counts the arrangements of p by backtracking, with no SAT.
// The givens are placed first, then the other cells ring by ring from the
// outside, clockwise, so that short lines are completed early; a partial
// line must leave room for its remaining cells.
func bruteCount(p *Puzzle) int {
	b := p.board()
	t, ok, _ := p.Target()
	if !ok {
		return 0
	}
	var order []int // the givens first, then the spiral
	for _, c := range spiral(b) {
		if _, ok := p.Givens[c]; ok {
			order = append(order, c)
		}
	}
	for _, c := range spiral(b) {
		if _, ok := p.Givens[c]; !ok {
			order = append(order, c)
		}
	}
	through := make([][]int, len(b.cells)) // the lines through each cell
	for li, l := range b.lines {
		for _, c := range l.Cells {
			through[c] = append(through[c], li)
		}
	}
	used := make([]bool, p.Hi-p.Lo+1)
	sum := make([]int, len(b.lines))  // of the filled cells of each line
	left := make([]int, len(b.lines)) // unfilled cells of each line
	for li, l := range b.lines {
		left[li] = len(l.Cells)
	}
	var place func(i int) int
	place = func(i int) int {
		if i == len(order) {
			return 1
		}
		c, count := order[i], 0
		for v := p.Lo; v <= p.Hi; v++ {
			if g, ok := p.Givens[c]; (ok && g != v) || (p.Distinct && used[v-p.Lo]) {
				continue
			}
			fits := true
			for _, li := range through[c] {
				s, k := sum[li]+v, left[li]-1
				fits = fits && s+k*p.Lo <= t && s+k*p.Hi >= t
			}
			if !fits {
				continue
			}
			for _, li := range through[c] {
				sum[li], left[li] = sum[li]+v, left[li]-1
			}
			used[v-p.Lo] = true
			count += place(i + 1)
			used[v-p.Lo] = false
			for _, li := range through[c] {
				sum[li], left[li] = sum[li]-v, left[li]+1
			}
		}
		return count
	}
	return place(0)
}

// spiral lists the cells ring by ring from the outside, each ring clockwise.
func spiral(b *board) []int {
	var out []int
	for ring := b.side - 1; ring >= 0; ring-- {
		var cells []int
		for c, h := range b.cells {
			if h.dist() == ring {
				cells = append(cells, c)
			}
		}
		// clockwise from the top-left: sort by angle around the centre
		angle := func(c int) float64 {
			x, y := b.centre(b.cells[c])
			cx, cy := b.centre(hex{})
			return math.Mod(math.Atan2(y-cy, x-cx)+2.5*math.Pi, 2*math.Pi)
		}
		sort.Slice(cells, func(i, j int) bool { return angle(cells[i]) < angle(cells[j]) })
		out = append(out, cells...)
	}
	return out
}

func solveAll(t *testing.T, p *Puzzle) *puzzles.Result {
	t.Helper()
	res, err := puzzles.Solve(p, 10000)
	if err != nil {
		t.Fatalf("%s: %v", p, err)
	}
	if !res.Complete {
		t.Fatalf("%s: count incomplete", p)
	}
	return res
}

func TestEmptyHex38AgainstBruteForce(t *testing.T) {
	p := hex38(t)
	if got := bruteCount(p); got != 12 {
		t.Fatalf("brute force found %d arrangements, want 12", got)
	}
}

// TestSymmetricGivens exercises the recovery of the count under every kind
// of symmetry group: all 12 (the centre given), the two reflections of a
// given on a mirror axis, and none.
func TestSymmetricGivens(t *testing.T) {
	for _, c := range []struct {
		text       string
		symmetries int
	}{
		{"#magichex side=3\n. . .\n. . . .\n. . 5 . .\n. . . .\n. . .\n", 12},
		{"#magichex side=3\n3 . .\n. . . .\n. . . . .\n. . . .\n. . .\n", 2}, // a corner: its mirror axis
		{"#magichex side=3\n. 17 .\n. . . .\n. . . . .\n. . . .\n. . .\n", 2},
		{"#magichex side=3\n. . .\n. . . .\n. . . . .\n. . . .\n. 13 .\n", 2},
		{"#magichex side=3\n3 17 .\n. . . .\n. . . . .\n. . . .\n. . .\n", 1},
		{"#magichex side=3 sum=38 values=1..20\n. . .\n. . . .\n. . 5 . .\n. . . .\n. . .\n", 12}, // one value unused
	} {
		p := mustParse(t, c.text)
		if got := p.Symmetries(); got != c.symmetries {
			t.Errorf("%s: %d symmetries, want %d", c.text, got, c.symmetries)
		}
		res := solveAll(t, p)
		if want := bruteCount(p); len(res.Answers) != want {
			t.Errorf("%s: %d solutions, brute force %d", c.text, len(res.Answers), want)
		}
	}
}

// randomPuzzle makes a small puzzle. Side 2: a random range, sum,
// distinctness and givens. Side 3: one to three givens from an image of
// the Hex38 arrangement under a random symmetry, one of them sometimes
// replaced by a random value.
func randomPuzzle(r *rand.Rand) *Puzzle {
	if r.Intn(2) == 0 {
		p, _ := New(2)
		p.Distinct = r.Intn(3) == 0
		p.Lo = r.Intn(5) - 2
		p.Hi = p.Lo + 1 + r.Intn(3)
		if p.Distinct {
			p.Hi = p.Lo + 6 + r.Intn(3)
		}
		p.Sum, p.HasSum = 2*p.Lo+r.Intn(2*(p.Hi-p.Lo)+1), true
		for i := r.Intn(3); i > 0; i-- {
			p.Givens[r.Intn(7)] = p.Lo + r.Intn(p.Hi-p.Lo+1)
		}
		return p
	}
	p, _ := New(3)
	sol := []int{3, 17, 18, 19, 7, 1, 11, 16, 2, 5, 6, 9, 12, 4, 8, 14, 10, 13, 15}
	perm := p.board().syms[r.Intn(12)]
	for i := 1 + r.Intn(3); i > 0; i-- {
		c := r.Intn(19)
		p.Givens[perm[c]] = sol[c]
	}
	if r.Intn(3) == 0 {
		for c := range p.Givens {
			p.Givens[c] = 1 + r.Intn(19)
			break
		}
	}
	return p
}

// TestCountAgainstBruteForce compares exact solution counts on random
// small puzzles, some with symmetries left to break.
func TestCountAgainstBruteForce(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	var insts []*Puzzle
	for range 60 {
		// An invalid puzzle or an undetermined sum is an input error.
		if p := randomPuzzle(r); p.Validate() == nil {
			if _, ok, _ := p.Target(); ok {
				insts = append(insts, p)
			}
		}
	}
	symmetric := 0
	spread := puzzlestest.CountsSpread(t, insts, func(p *Puzzle) int {
		n := bruteCount(p)
		if n > 0 && p.Distinct && p.Symmetries() > 1 {
			symmetric++
		}
		return n
	}, 10000)
	spread.AtLeast(t, 20, 0)
	if symmetric < 3 {
		t.Errorf("only %d solvable random puzzles with symmetries", symmetric)
	}
	t.Logf("%d solvable, %d of them with symmetry breaking", spread.Solvable, symmetric)
}

func TestSymmetryClasses(t *testing.T) {
	p := hex38(t)
	res := solveAll(t, p)
	if n := p.SymmetryClasses(res.Answers); n != 1 {
		t.Errorf("%d classes, want 1", n)
	}
	seen := map[string]bool{}
	for _, a := range res.Answers {
		seen[fmt.Sprint(a.(*Answer).Rows)] = true
	}
	if len(seen) != 12 {
		t.Errorf("%d distinct answers, want 12", len(seen))
	}
	q := p.clone()
	q.Givens[9] = 5 // the centre of every arrangement: all 12 symmetries stay
	if got := q.Summary(solveAll(t, q)); got != "1 solution up to symmetry (12 arrangements)" {
		t.Errorf("Summary = %q", got)
	}
}
