package sudoku

import (
	"encoding/json"
	"errors"
	"math/rand"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/golden"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// solveUnique solves p, failing unless it has one solution.
func solveUnique(t testing.TB, p *Puzzle) *Answer {
	t.Helper()
	return puzzlestest.Unique(t, p).(*Answer)
}

// tathamIDs reads testdata/tatham_ids.txt.
func tathamIDs(t testing.TB) []string { return puzzlestest.IDs(t, "testdata/tatham_ids.txt") }

// Every Solo ID made by Tatham's generator solves uniquely, passes Check,
// and GameID writes the ID back.
func TestTathamIDs(t *testing.T) {
	for _, id := range tathamIDs(t) {
		p := mustParse(t, id)
		if testing.Short() && p.N > 9 {
			continue
		}
		solveUnique(t, p)
		if got := p.GameID(); got != id {
			t.Errorf("GameID:\n got %s\nwant %s", got, id)
		}
	}
}

// The formats of one 4x4 puzzle all parse to the same puzzle.
func TestFormats(t *testing.T) {
	want := "#sudoku 4 box=2x2\n.1..\n...2\n3...\n..3.\n"
	puzzlestest.Forms(t, Type{}, want,
		".1.....23.....3.",
		"0100000230000030",
		".1..\n...2\n3...\n..3.\n",
		"0 1 0 0\n0 0 0 2\n3 . . .\n. . 3 .\n",
		".1|..\n..|.2\n--+--\n3.|..\n..|3.\n",
		"https://puzz.link/p?sudoku/4/4/g1k23k3g",
		"http://pzv.jp/p.html?sudoku/4/4/g1k23k3g",
		"2x2:a1e2_3e3a",
		"2x2dtr2:a1e2_3e3a",
		want,
		"#Sudoku 4\n.1..\n...2\n3...\n..3.\n")
	p := mustParse(t, want)
	if got := p.URL(); got != "https://puzz.link/p?sudoku/4/4/g1k23k3g" {
		t.Errorf("URL() = %s", got)
	}
	if got := p.GameID(); got != "2x2:a1e2_3e3a" {
		t.Errorf("GameID() = %s", got)
	}
}

// 16x16: letters, tokens and Solo numbers name the same digits.
func TestSixteen(t *testing.T) {
	line := "G" + strings.Repeat(".", 254) + "A"
	p := mustParse(t, line)
	if p.N != 16 || p.BoxRows != 4 || p.Grid[0][0] != 16 || p.Grid[15][15] != 10 {
		t.Fatalf("one line: %+v", p.Grid[0])
	}
	q := mustParse(t, p.String())
	if q.String() != p.String() || !strings.Contains(p.String(), "16  .") {
		t.Errorf("tokens do not round-trip:\n%s", p)
	}
	if got := p.GameID(); got != "4x4:16z"+strings.Repeat("z", 8)+"t10" {
		t.Errorf("GameID() = %s", got)
	}
}

// TestKillerDrawing: the drawing of a killer sudoku (cages, sums) with its
// answer.
func TestKillerDrawing(t *testing.T) {
	p := mustParse(t, (Type{}).Examples()[3].Text)
	var svg strings.Builder
	if err := p.Draw(solveUnique(t, p)).WriteSVG(&svg, 40); err != nil {
		t.Fatal(err)
	}
	golden.Check(t, "killer.svg", svg.String())
}

func TestImpossible(t *testing.T) {
	for _, tc := range []struct {
		in, want string
		cells    [][2]int
	}{
		{"11..............", "1 is given twice in row 1, at r1c1 and r1c2", [][2]int{{0, 0}, {0, 1}}},
		{"#sudoku 4\n1...\n....\n....\n....\ncages:\n3: r1c1 r1c2\n7: r1c3 r1c4\n", "", nil},
		{"#sudoku 4\n1...\n....\n....\n....\ncages:\n7: r1c1 r1c2\n", "the cage 7 at r1c1 r1c2 cannot make its sum", [][2]int{{0, 0}, {0, 1}}},
		{"12...34.........", "no digit fits r2c1", nil},
	} {
		p := mustParse(t, tc.in)
		res, err := puzzles.Solve(p, 2)
		if err != nil {
			t.Fatal(err)
		}
		if tc.want == "" {
			if res.Status != puzzles.Solved {
				t.Errorf("%q: %s", tc.in, res.Summary())
			}
			continue
		}
		if res.Status != puzzles.Unsat || !strings.Contains(res.Reason, tc.want) {
			t.Errorf("%q: %s, want %q", tc.in, res.Summary(), tc.want)
		}
		if tc.cells != nil && !equalCells(res.Blamed, tc.cells) {
			t.Errorf("%q blames %v, want %v", tc.in, res.Blamed, tc.cells)
		}
	}
}

func equalCells(a, b [][2]int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// Check rejects every broken rule once.
func TestCheckRejects(t *testing.T) {
	p := mustParse(t, (Type{}).Examples()[4].Text) // killer X
	good := solveUnique(t, p)
	puzzlestest.Accepts(t, p, good)
	mutate := func(f func(g [][]int)) *Answer {
		a := &Answer{Grid: cloneGrid(good.Grid)}
		f(a.Grid)
		return a
	}
	swapCols := func(c0, c1 int) func(g [][]int) {
		return func(g [][]int) {
			for r := range g {
				g[r][c0], g[r][c1] = g[r][c1], g[r][c0]
			}
		}
	}
	puzzlestest.Rejects(t, p, map[string]puzzles.Answer{
		"not a sudoku answer":              (*Answer)(nil),
		"8 rows, want 9":                   &Answer{Grid: good.Grid[:8]},
		"row 4 has 5 cells":                mutate(func(g [][]int) { g[3] = g[3][:5] }),
		"r3c3 holds 10, outside 1 to 9":    mutate(func(g [][]int) { g[2][2] = 10 }),
		"appears twice in row 5":           mutate(func(g [][]int) { g[4][4] = g[4][5] }),
		"appears twice in column 1":        mutate(func(g [][]int) { g[0][0], g[0][1] = g[0][1], g[0][0] }),
		"appears twice in the box at r1c1": mutate(swapCols(1, 4)),
		"appears twice in the":             mutate(func(g [][]int) { g[0], g[1] = g[1], g[0] }), // the diagonal or a cage
	})
	q := p.clone()
	q.Grid[0][0] = good.Grid[0][0]%9 + 1
	puzzlestest.Rejects(t, q, map[string]puzzles.Answer{"but": good}) // a given
	// Rows alone: a Latin square that breaks only a cage sum or the diagonal.
	puzzlestest.Rejects(t, mustParse(t, "#sudoku 4 box=1x4 x\n....\n....\n....\n....\ncages:\n4: r1c1 r1c2\n"), map[string]puzzles.Answer{
		"the cage 4 at r1c1 r1c2 adds up to 3": &Answer{Grid: [][]int{{1, 2, 3, 4}, {3, 4, 1, 2}, {4, 3, 2, 1}, {2, 1, 4, 3}}},
		"appears twice in the main diagonal":   &Answer{Grid: [][]int{{1, 2, 3, 4}, {3, 4, 1, 2}, {2, 1, 4, 3}, {4, 3, 2, 1}}},
	})
}

// A JSON answer read back can be checked.
func TestAnswerJSON(t *testing.T) {
	p := mustParse(t, (Type{}).Examples()[0].Text)
	a := solveUnique(t, p)
	js, err := json.Marshal(a)
	if err != nil || !strings.HasPrefix(string(js), `{"grid":[[`) {
		t.Fatalf("%s %v", js, err)
	}
	var back Answer
	if err := json.Unmarshal(js, &back); err != nil || p.Check(&back) != nil {
		t.Errorf("read back: %v %v", err, p.Check(&back))
	}
	if d := p.Diff(a, &back); len(d) != 0 {
		t.Errorf("Diff of equal answers: %v", d)
	}
}

// Brute force counts agree with the solver on random 4x4 puzzles of every
// variant.
func TestBruteForce(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	ps := make([]*Puzzle, 60)
	for i := range ps {
		ps[i] = randomSmall(rng, i)
	}
	puzzlestest.CountsMatchUpTo(t, ps, func(p *Puzzle) int { return brute(p, 3) }, 3, 10)
}

func randomSmall(rng *rand.Rand, i int) *Puzzle {
	p, _ := New(4)
	p.X = i%2 == 1
	if i%3 == 1 {
		p.BoxRows, p.BoxCols = 0, 0
		p.Regions = [][]int{{0, 0, 0, 1}, {2, 0, 1, 1}, {2, 2, 3, 1}, {2, 3, 3, 3}}
	}
	for k := 0; k < rng.Intn(5); k++ {
		p.Grid[rng.Intn(4)][rng.Intn(4)] = rng.Intn(4) + 1
	}
	if i%3 == 2 {
		p.Grid = square(4)
		p.Cages = []Cage{
			{Sum: 3 + rng.Intn(5), Cells: [][2]int{{0, 0}, {0, 1}}},
			{Sum: 6 + rng.Intn(4), Cells: [][2]int{{1, 1}, {1, 2}, {2, 2}}},
			{Sum: 3 + rng.Intn(5), Cells: [][2]int{{3, 2}, {3, 3}}},
		}
		p.Grid[rng.Intn(4)][rng.Intn(4)] = rng.Intn(4) + 1
	}
	return p
}

// brute counts up to limit solutions by plain backtracking and Check.
func brute(p *Puzzle, limit int) int {
	g := cloneGrid(p.Grid)
	n := 0
	var rec func(i int)
	rec = func(i int) {
		if n >= limit {
			return
		}
		if i == 16 {
			if p.Check(&Answer{Grid: g}) == nil {
				n++
			}
			return
		}
		if p.Grid[i/4][i%4] != 0 {
			rec(i + 1)
			return
		}
		for d := 1; d <= 4; d++ {
			g[i/4][i%4] = d
			if partialOK(p, g) {
				rec(i + 1)
			}
		}
		g[i/4][i%4] = 0
	}
	rec(0)
	return n
}

func TestGenerate(t *testing.T) {
	for _, v := range []string{"classic", "x"} {
		inst, err := (Type{}).Generate(puzzles.GenerateOptions{Rows: 6, Seed: 3, Variant: v})
		if err != nil {
			t.Fatal(err)
		}
		p := inst.(*Puzzle)
		solveUnique(t, p)
		if v == "x" && !p.X {
			t.Error("x variant without diagonals")
		}
	}
	if _, err := (Type{}).Generate(puzzles.GenerateOptions{Variant: "nosuch"}); err == nil {
		t.Error("unknown variant accepted")
	}
}

func TestPartial(t *testing.T) {
	p := mustParse(t, "#sudoku 4\n123.\n....\n....\n....\n")
	d, err := puzzles.Deduce(p, nil)
	if err != nil {
		t.Fatal(err)
	}
	if txt := d.Partial.Text(); !strings.HasPrefix(txt, "1 2 3 4\n? ?") {
		t.Errorf("partial:\n%s", txt)
	}
	if len(p.Draw(d.Partial).Items) <= len(p.Draw(nil).Items) {
		t.Error("drawing a partial answer adds nothing")
	}
}

func TestWithout(t *testing.T) {
	p := mustParse(t, (Type{}).Examples()[8].Text)
	clues := p.Clues()
	if len(clues) != 9 || clues[0].Value != "1" || clues[2].Value != "cage 4" {
		t.Fatalf("Clues() = %v", clues)
	}
	q := p.Without([]int{0, 2}).(*Puzzle)
	if q.Grid[0][0] != 0 || q.Cages[0].Sum != 0 || q.Cages[1].Sum != 5 || p.Grid[0][0] != 1 {
		t.Errorf("Without: %s", q)
	}
	var imp *puzzles.Impossible
	_, err := mustParse(t, "11..............").Encode(nil)
	if !errors.As(err, &imp) {
		t.Errorf("clashing givens: %v", err)
	}
}

// forms is the Solo game ID, for the puzzles that have one.
func forms(inst puzzles.Instance) []string {
	if id := inst.(*Puzzle).GameID(); id != "" {
		return []string{id}
	}
	return nil
}

// FuzzParse: the shared round trip, and a Solo ID written back parses to
// the same puzzle.
func FuzzParse(f *testing.F) {
	puzzlestest.FuzzForms(f, Type{}, forms, "2x2:a1e2_3e3a", "4j:p,aaaaaaa", ".1.....23.....3.")
}

// partialOK reports whether no unit of p repeats a digit of g (0 empty).
func partialOK(p *Puzzle, g [][]int) bool {
	for _, u := range p.units() {
		seen := 0
		for _, c := range u.cells {
			if v := g[c[0]][c[1]]; v != 0 {
				if seen&(1<<v) != 0 {
					return false
				}
				seen |= 1 << v
			}
		}
	}
	return true
}
