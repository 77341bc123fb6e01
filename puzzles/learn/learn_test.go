package learn

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/all"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/lightup"
)

// Small Light Up boards, brute-forced over every set of lights.
var small = []string{
	"#lightup\n..1.\n#...\n...0\n.2..\n",
	"#lightup\n.1..\n....\n..2.\n#...\n",
	"#lightup\n...\n.1.\n...\n",
	"#lightup\n2...\n..#.\n.#..\n...1\n",
}

// valid lists every answer of inst: each set of lights on white cells
// that Check accepts.
func valid(t *testing.T, inst puzzles.Instance, size grid.Size) [][][2]int {
	t.Helper()
	n := size.Rows * size.Cols
	var out [][][2]int
	for mask := 0; mask < 1<<n; mask++ {
		var on [][2]int
		for i := range n {
			if mask&(1<<i) != 0 {
				on = append(on, [2]int{i / size.Cols, i % size.Cols})
			}
		}
		if inst.Check(&lightup.Answer{On: on}) == nil {
			out = append(out, on)
		}
	}
	return out
}

// holds reports whether answer on agrees with entry e ("lights" or "dark" at its cell).
func holds(on [][2]int, e puzzles.Entry) bool {
	lit := slices.Contains(on, [2]int{e.Part.R, e.Part.C})
	return lit == (e.Value == "lights")
}

func parse(t *testing.T, text string) (puzzles.Instance, grid.Size) {
	t.Helper()
	inst, err := lightup.Type.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	return inst, inst.(*lightup.Puzzle).Size()
}

// TestReasonsSound brute-forces each step of each path: every answer of
// the puzzle with only the step's clues that agrees with its known parts
// has its fact; and the path ends with the solution.
func TestReasonsSound(t *testing.T) {
	for _, text := range small {
		inst, size := parse(t, text)
		all := valid(t, inst, size)
		p, err := Solve(context.Background(), inst, Options{})
		if len(all) == 0 {
			if err == nil {
				t.Errorf("%q has no solution, but Solve gives %d steps", text, len(p.Steps))
			}
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		clues := inst.Clues()
		for k, s := range p.Steps {
			var drop []int
			for i, c := range clues {
				if !slices.Contains(s.Clues, c) {
					drop = append(drop, i)
				}
			}
			for _, on := range valid(t, inst.Without(drop), size) {
				ok := true
				for _, e := range s.Known {
					ok = ok && holds(on, e)
				}
				if ok && !holds(on, s.Fact) {
					t.Errorf("%q step %d (%s) is not forced: answer %v", text, k+1, s.Words, on)
				}
			}
		}
		if p.Complete != (len(all) == 1) || p.Complete && len(p.Steps) != size.Rows*size.Cols-len(clues)-countBlack(text) {
			t.Errorf("%q: %d solutions, complete %v, %d steps", text, len(all), p.Complete, len(p.Steps))
		}
		for _, s := range p.Steps {
			for _, on := range all {
				if !holds(on, s.Fact) {
					t.Errorf("%q: step %s is not in answer %v", text, s.Words, on)
				}
			}
		}
	}
}

// TestReasonsMinimal brute-forces each step of each path: without any
// one of its clues or known parts, some answer of the rest lacks its fact.
func TestReasonsMinimal(t *testing.T) {
	for _, text := range small {
		inst, size := parse(t, text)
		p, err := Solve(context.Background(), inst, Options{})
		if err != nil {
			continue
		}
		for k, s := range p.Steps {
			for c := range s.Clues {
				if forcedBrute(t, inst, size, slices.Delete(slices.Clone(s.Clues), c, c+1), s.Known, s.Fact) {
					t.Errorf("%q step %d (%s) holds without clue %v", text, k+1, s.Words, s.Clues[c])
				}
			}
			for e := range s.Known {
				if forcedBrute(t, inst, size, s.Clues, slices.Delete(slices.Clone(s.Known), e, e+1), s.Fact) {
					t.Errorf("%q step %d (%s) holds without %s", text, k+1, s.Words, s.Known[e].Words)
				}
			}
		}
	}
}

// forcedBrute reports whether every answer of inst with only clues that
// agrees with known has fact.
func forcedBrute(t *testing.T, inst puzzles.Instance, size grid.Size, clues []puzzles.Clue, known []puzzles.Entry, fact puzzles.Entry) bool {
	var drop []int
	for i, c := range inst.Clues() {
		if !slices.Contains(clues, c) {
			drop = append(drop, i)
		}
	}
	for _, on := range valid(t, inst.Without(drop), size) {
		ok := true
		for _, e := range known {
			ok = ok && holds(on, e)
		}
		if ok && !holds(on, fact) {
			return false
		}
	}
	return true
}

func countBlack(text string) int {
	n := 0
	for _, r := range text {
		if r == '#' {
			n++
		}
	}
	return n - 1 // the header's
}

// TestCheckAgreesWithBruteForce enters random parts and compares Check
// with every answer: completable exactly when some answer agrees with
// all entries; a conflict cannot be completed, but without any one of
// its entries it can; wrong entries are those the unique answer refutes.
func TestCheckAgreesWithBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, text := range small {
		inst, size := parse(t, text)
		answers := valid(t, inst, size)
		agrees := func(es []puzzles.Entry) bool {
			for _, on := range answers {
				ok := true
				for _, e := range es {
					ok = ok && holds(on, e)
				}
				if ok {
					return true
				}
			}
			return false
		}
		for range 12 {
			var on, off [][2]int
			for _, pos := range size.Cells() {
				if inst.(*lightup.Puzzle).At(pos) != inst.(*lightup.Puzzle).At(grid.Pos{}) && pos != (grid.Pos{}) {
					continue // keep to cells of the kind of the top left, a white cell on these boards
				}
				switch rng.IntN(4) {
				case 0:
					on = append(on, [2]int{pos.R, pos.C})
				case 1:
					off = append(off, [2]int{pos.R, pos.C})
				}
			}
			r, err := Check(context.Background(), inst, &lightup.Answer{On: on, Off: off})
			if err != nil {
				t.Fatal(err)
			}
			var es []puzzles.Entry
			for _, c := range on {
				es = append(es, puzzles.Entry{Part: puzzles.Target{R: c[0], C: c[1]}, Value: "lights"})
			}
			for _, c := range off {
				es = append(es, puzzles.Entry{Part: puzzles.Target{R: c[0], C: c[1]}, Value: "dark"})
			}
			if r.Completable != agrees(es) {
				t.Errorf("%q on %v off %v: completable %v, brute force %v", text, on, off, r.Completable, !r.Completable)
			}
			if !r.Completable {
				if agrees(r.Conflict) {
					t.Errorf("%q: conflict %v can be completed", text, r.Conflict)
				}
				for i := range r.Conflict {
					if !agrees(slices.Delete(slices.Clone(r.Conflict), i, i+1)) {
						t.Errorf("%q: conflict %v is not minimal", text, r.Conflict)
					}
				}
			}
			if r.Unique != (len(answers) == 1) {
				t.Errorf("%q: unique %v, %d answers", text, r.Unique, len(answers))
			}
			for _, e := range es {
				if len(answers) != 1 {
					break
				}
				wrong := !holds(answers[0], e)
				if wrong != slices.ContainsFunc(r.Wrong, func(w puzzles.Entry) bool { return w.Key() == e.Key() }) {
					t.Errorf("%q: entry %v wrong %v, Check's wrong list %v", text, e, wrong, r.Wrong)
				}
			}
		}
	}
}

func TestHint(t *testing.T) {
	inst, size := parse(t, small[0])
	answers := valid(t, inst, size)
	s, err := Hint(context.Background(), inst, &lightup.Answer{On: [][2]int{{3, 0}}}, Options{})
	if err != nil || s == nil {
		t.Fatal(s, err)
	}
	if !holds(answers[0], s.Fact) || s.Fact.Part == (puzzles.Target{R: 3}) {
		t.Errorf("hint %s", s.Words)
	}
	if s.Size != len(s.Clues)+len(s.Known) || s.Size > 2 {
		t.Errorf("hint %s: reason of %d", s.Words, s.Size)
	}
	// A wrong entry is left out: the hint still follows from the rest.
	s, err = Hint(context.Background(), inst, &lightup.Answer{On: [][2]int{{2, 3}}}, Options{})
	if err != nil || s == nil || !holds(answers[0], s.Fact) {
		t.Errorf("hint beside a wrong entry: %v %v", s, err)
	}
}

func TestSudokuGivensAsClues(t *testing.T) {
	inst, err := parseSudoku("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
	if err != nil {
		t.Fatal(err)
	}
	s, err := Hint(context.Background(), inst, nil, Options{})
	if err != nil || s == nil {
		t.Fatal(s, err)
	}
	if len(s.Known) != 0 || len(s.Clues) == 0 || s.Split {
		t.Errorf("first hint %s: %d clues, %d known", s.Words, len(s.Clues), len(s.Known))
	}
}

// TestSudokuPathComplete: a unique Sudoku's path fills every empty cell
// and is complete (a cell's digit is one fact of nine variables).
func TestSudokuPathComplete(t *testing.T) {
	inst, err := parseSudoku("#sudoku 4 box=2x2\n1...\n..2.\n.3..\n...4\n")
	if err != nil {
		t.Fatal(err)
	}
	p, err := Solve(context.Background(), inst, Options{})
	if err != nil || !p.Complete || len(p.Steps) != 12 {
		t.Errorf("path: %v, complete %v, %d steps, want 12", err, p != nil && p.Complete, len(p.Steps))
	}
}

func TestCancel(t *testing.T) {
	inst, _ := parse(t, small[0])
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Solve(ctx, inst, Options{}); !errors.Is(err, context.Canceled) {
		t.Errorf("Solve after cancel: %v", err)
	}
}

func TestProgress(t *testing.T) {
	inst, _ := parse(t, small[0])
	var calls []string
	_, err := Solve(context.Background(), inst, Options{Progress: func(done, total int) { calls = append(calls, fmt.Sprint(done, "/", total)) }})
	if err != nil || len(calls) == 0 || calls[len(calls)-1] != "12/12" {
		t.Errorf("progress %v, %v", calls, err)
	}
}

func TestNoEntries(t *testing.T) {
	typ, _ := all.Lookup("switches")
	inst, err := typ.Parse(typ.Examples()[0].Text)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Solve(context.Background(), inst, Options{}); !errors.Is(err, ErrNoEntries) {
		t.Errorf("switches: %v", err)
	}
	if _, err := ReadEntries(inst, []byte(`{}`)); !errors.Is(err, ErrNoEntries) {
		t.Errorf("switches entries: %v", err)
	}
}

func TestBadEntries(t *testing.T) {
	inst, _ := parse(t, small[0])
	for _, js := range []string{`[`, `{"lights": [[9, 9]]}`, `{"lights": [[0, 0]], "dark": [[0, 0]]}`} {
		a, err := ReadEntries(inst, []byte(js))
		if err == nil {
			_, err = Check(context.Background(), inst, a)
		}
		if err == nil {
			t.Errorf("%s: no error", js)
		}
	}
}

// TestRate: the mean of the ten largest reasons plus ten times the
// steps' mean depth, and the labels' bounds.
func TestRate(t *testing.T) {
	steps := func(sizes, depths []int) []Step {
		var out []Step
		for k, n := range sizes {
			d := 0
			if k < len(depths) {
				d = depths[k]
			}
			out = append(out, Step{Size: n, Split: n > DefaultSmall, Direct: d == 0, Depth: d})
		}
		return out
	}
	repeat := func(n, times int) []int { return slices.Repeat([]int{n}, times) }
	for _, c := range []struct {
		sizes, depths  []int
		rating         float64
		label          string
		indirect, deep int
	}{
		{[]int{1, 2, 3}, nil, 2, "easy", 0, 0},
		{repeat(1, 10), []int{1, 1, 1, 1, 1}, 6, "easy", 5, 0},                           // 1 + 10 * 5/10
		{repeat(1, 10), []int{2, 2, 1, 1, 1}, 8, "medium", 5, 2},                         // 1 + 10 * 7/10
		{slices.Concat(repeat(9, 10), repeat(1, 10)), []int{1, 1}, 10, "hard", 2, 0},     // 9 + 10 * 2/20
		{slices.Concat([]int{2}, repeat(9, 9), repeat(1, 10)), nil, 8.3, "medium", 0, 0}, // (2 + 81) / 10
		{[]int{20, 13, 2, 2, 2, 1, 1, 1, 1, 1}, nil, 4.4, "easy", 0, 0},
		{slices.Concat(repeat(20, 10), repeat(1, 10)), repeat(2, 20), 40, "fiendish", 20, 20},
		{nil, nil, 0, "easy", 0, 0},
	} {
		r := Rate(steps(c.sizes, c.depths), DefaultSmall)
		if math.Abs(r.Rating-c.rating) > 1e-9 || r.Label != c.label || r.Indirect != c.indirect || r.Deep != c.deep {
			t.Errorf("%v with depths %v: %.2f %s (%d indirect, %d deep), want %.2f %s (%d, %d)", c.sizes, c.depths,
				r.Rating, r.Label, r.Indirect, r.Deep, c.rating, c.label, c.indirect, c.deep)
		}
	}
	if r := Rate(steps([]int{20, 13, 2}, nil), DefaultSmall); r.Splits != 2 || r.Max != 20 || r.Steps != 3 {
		t.Errorf("splits %d, max %d, steps %d; want 2, 20, 3", r.Splits, r.Max, r.Steps)
	}
}

// TestDirect: the first step of a path (one clue with its places left)
// follows by propagation alone; a path of Tatham's hard Light Up has
// steps that do not; a step is Direct exactly at Depth 0; the rating
// counts them.
func TestDirect(t *testing.T) {
	for _, c := range []struct {
		text        string
		anyIndirect bool
	}{
		{"#lightup\n..1.\n#...\n...0\n.2..\n", false},
		{"10x10:Bd1hBb2c2bBc2bBa1c11b0pBbBBc2a0b1c1b1c3b0hBdB", true}, // lightup_10x10d2.txt, first ID
	} {
		inst, err := all.Parse("lightup", c.text)
		if err != nil {
			t.Fatal(err)
		}
		p, err := Solve(context.Background(), inst, Options{})
		if err != nil {
			t.Fatal(err)
		}
		indirect, deep := 0, 0
		for _, s := range p.Steps {
			if !s.Direct {
				indirect++
			}
			if s.Depth == 2 {
				deep++
			}
			if s.Direct != (s.Depth == 0) || s.Depth < 0 || s.Depth > 2 {
				t.Errorf("%q: step %q direct %v at depth %d", c.text, s.Words, s.Direct, s.Depth)
			}
		}
		if !p.Steps[0].Direct {
			t.Errorf("%q: first step %q not direct", c.text, p.Steps[0].Words)
		}
		if c.anyIndirect && indirect == 0 || p.Rating.Indirect != indirect || p.Rating.Deep != deep {
			t.Errorf("%q: %d indirect steps (%d deep), rating counts %d (%d)", c.text, indirect, deep,
				p.Rating.Indirect, p.Rating.Deep)
		}
	}
}
