package hidato

import (
	"math/rand"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// brutePaths lists the numberings of the puzzle's open cells that obey the
// rules, by depth-first search over paths, with no SAT; it stops after limit.
func brutePaths(p *Puzzle, limit int) [][]grid.Pos {
	open := p.Open()
	n := len(open)
	clued := p.Clued()
	used := map[grid.Pos]bool{}
	path := make([]grid.Pos, 0, n)
	var out [][]grid.Pos
	var extend func(pos grid.Pos)
	extend = func(pos grid.Pos) {
		k := len(path) + 1
		if used[pos] || len(out) >= limit {
			return
		}
		if v := p.At(pos); v > 0 && v != k {
			return
		}
		if at, ok := clued[k]; ok && at != pos {
			return
		}
		used[pos] = true
		path = append(path, pos)
		if k == n {
			if !p.Closed || p.isMove(pos, path[0]) {
				out = append(out, append([]grid.Pos(nil), path...))
			}
		} else {
			for _, q := range p.Size().Neighbours(pos, p.typ.moves) {
				if p.At(q) != Blocked {
					extend(q)
				}
			}
		}
		path = path[:len(path)-1]
		delete(used, pos)
	}
	for _, start := range open {
		extend(start)
	}
	return out
}

// randomPuzzle makes a small board with random blocked cells and clues:
// usually taken from one of its paths (sometimes with one clue moved), so
// that both solvable and unsolvable puzzles come up.
func randomPuzzle(r *rand.Rand) *Puzzle {
	typ := []*Type{Hidato, KnightsTour}[r.Intn(2)]
	for {
		rows, cols := 1+r.Intn(4), 1+r.Intn(4)
		if typ == KnightsTour {
			rows, cols = 3+r.Intn(2), 3+r.Intn(2)
		}
		if rows*cols > 12 {
			continue
		}
		p, _ := typ.NewPuzzle(rows, cols)
		p.Closed = r.Intn(4) == 0
		for _, pos := range p.Size().Cells() {
			if r.Intn(6) == 0 {
				p.Cells[pos.R][pos.C] = Blocked
			}
		}
		n := p.N()
		if n == 0 {
			continue
		}
		paths := brutePaths(p, 200)
		if len(paths) == 0 || r.Intn(5) == 0 {
			for _, pos := range p.Open() {
				if r.Intn(4) == 0 {
					p.Cells[pos.R][pos.C] = 1 + r.Intn(n)
				}
			}
			if p.validate() != nil {
				continue
			}
			return p
		}
		path := paths[r.Intn(len(paths))]
		for i, pos := range path {
			if r.Intn(3) == 0 {
				p.Cells[pos.R][pos.C] = i + 1
			}
		}
		if r.Intn(4) == 0 {
			open := p.Open()
			a, b := open[r.Intn(len(open))], open[r.Intn(len(open))]
			p.Cells[a.R][a.C], p.Cells[b.R][b.C] = p.At(b), p.At(a)
		}
		return p
	}
}

func TestCountAgainstBruteForce(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	const limit = 30
	var solvable, unique, impossible int
	for i := 0; i < 400; i++ {
		p := randomPuzzle(r)
		want := len(brutePaths(p, limit+1))
		res := solve(t, p, limit)
		got := len(res.Answers)
		if !res.Complete {
			got = limit + 1
		}
		if got != want {
			t.Fatalf("%s: %d solutions (complete %v), brute force %d", p, len(res.Answers), res.Complete, want)
		}
		switch {
		case want == 1:
			unique++
			fallthrough
		case want > 1:
			solvable++
		case res.Reason != "":
			impossible++
		}
	}
	t.Logf("%d solvable (%d unique), %d found impossible before search", solvable, unique, impossible)
	if solvable < 100 || unique < 30 || impossible < 20 {
		t.Fatalf("the random puzzles do not cover enough cases")
	}
}

func TestGenerate(t *testing.T) {
	for _, c := range []struct {
		typ        *Type
		rows, cols int
		variant    string
	}{
		{Hidato, 5, 5, ""}, {Hidato, 1, 7, ""}, {Hidato, 4, 6, "holes"}, {Hidato, 4, 4, "closed"},
		{KnightsTour, 5, 5, ""}, {KnightsTour, 6, 6, "closed"}, {KnightsTour, 3, 4, ""}, {Hidato, 1, 1, ""},
	} {
		o := puzzles.GenerateOptions{Rows: c.rows, Cols: c.cols, Seed: 3, Variant: c.variant}
		inst, err := c.typ.Generate(o)
		if err != nil {
			t.Fatalf("%s %dx%d %s: %v", c.typ.name, c.cols, c.rows, c.variant, err)
		}
		p := inst.(*Puzzle)
		if res := solve(t, p, 2); !res.Unique() {
			t.Errorf("%s: %d solutions", p, len(res.Answers))
		}
		if p.Closed != (c.variant == "closed") {
			t.Errorf("%s %s: closed = %v", c.typ.name, c.variant, p.Closed)
		}
		again, _ := c.typ.Generate(o)
		if again.String() != p.String() {
			t.Errorf("the same options gave two puzzles:\n%s\n%s", p, again)
		}
		clued := p.Clued()
		_, ok1 := clued[1]
		_, okN := clued[p.N()]
		if !ok1 || !okN {
			t.Errorf("1 and N should stay given:\n%s", p)
		}
		if again, _ := c.typ.Parse(p.String()); again.String() != p.String() {
			t.Errorf("generated puzzle does not round-trip")
		}
	}
	for _, o := range []puzzles.GenerateOptions{{Rows: 16, Cols: 15}, {Rows: -1, Cols: 3}, {Rows: 4, Cols: 4, Variant: "twisted"}} {
		if _, err := Hidato.Generate(o); err == nil {
			t.Errorf("Generate(%+v) should fail", o)
		}
	}
	if _, err := KnightsTour.Generate(puzzles.GenerateOptions{Rows: 13, Cols: 12}); err == nil || !strings.Contains(err.Error(), "1 to 144 cells") {
		t.Errorf("a 12x13 knight's tour: %v", err)
	}
	if _, err := KnightsTour.Generate(puzzles.GenerateOptions{Rows: 3, Cols: 3}); err == nil || !strings.Contains(err.Error(), "found no knight's path") {
		t.Errorf("a 3x3 knight's tour: %v", err)
	}
	inst, err := Hidato.Generate(puzzles.GenerateOptions{Seed: 1})
	if err != nil || inst.(*Puzzle).Size() != (grid.Size{Rows: 8, Cols: 8}) {
		t.Errorf("default size: %v", err)
	}
}
