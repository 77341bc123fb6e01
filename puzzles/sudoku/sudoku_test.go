package sudoku

import (
	"encoding/json"
	"errors"
	"math/rand"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
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
	puzzlestest.Forms(t, Type, want,
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
	p := mustParse(t, (Type).Examples()[3].Text)
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
		{"11..............", "1 is given twice in row 1, at row 1, column 1 and row 1, column 2", [][2]int{{0, 0}, {0, 1}}},
		{"#sudoku 4\n1...\n....\n....\n....\ncages:\n3: r1c1 r1c2\n7: r1c3 r1c4\n", "", nil},
		{"#sudoku 4\n1...\n....\n....\n....\ncages:\n7: r1c1 r1c2\n", "the cage 7 at row 1, column 1 cannot make its sum", [][2]int{{0, 0}, {0, 1}}},
		{"12...34.........", "no digit fits row 2, column 1", nil},
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

// A JSON answer read back can be checked.
func TestAnswerJSON(t *testing.T) {
	p := mustParse(t, (Type).Examples()[0].Text)
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
		inst, err := (Type).Generate(puzzles.GenerateOptions{Rows: 6, Seed: 3, Variant: v})
		if err != nil {
			t.Fatal(err)
		}
		p := inst.(*Puzzle)
		solveUnique(t, p)
		if v == "x" && !p.X {
			t.Error("x variant without diagonals")
		}
	}
	if _, err := (Type).Generate(puzzles.GenerateOptions{Variant: "nosuch"}); err == nil {
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
	p := mustParse(t, (Type).Examples()[8].Text)
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

// written is the Solo game ID, for the puzzles that have one.
func written(inst puzzles.Instance) []string {
	if id := inst.(*Puzzle).GameID(); id != "" {
		return []string{id}
	}
	return nil
}

// FuzzParse: the shared round trip, and a Solo ID written back parses to
// the same puzzle.
func FuzzParse(f *testing.F) {
	puzzlestest.FuzzForms(f, Type, written, "2x2:a1e2_3e3a", "4j:p,aaaaaaa", ".1.....23.....3.")
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

// press applies keys at a cell, failing on refused edits.
func press(t *testing.T, inst puzzles.Instance, r, c int, keys ...string) puzzles.Instance {
	t.Helper()
	for _, k := range keys {
		inst = puzzlestest.Edit(t, inst, puzzles.Target{R: r, C: c}, k)
	}
	return inst
}

// enter types want on a blank puzzle with pad keys alone (see
// TestEnterByPad).
func enter(ty *puzzlestest.Typist, want puzzles.Instance) {
	p := want.(*Puzzle)
	ty.New(p.N, p.N)
	enterPuzzle(ty, p)
}

// enterPuzzle types want's regions, cages, rule and givens using pad keys.
func enterPuzzle(ty *puzzlestest.Typist, want *Puzzle) {
	at := func(r, c int) puzzles.Target { return puzzles.Target{R: r, C: c} }
	if want.X {
		ty.Press(at(0, 0), KeyX)
	}
	ty.Press(at(0, 0), KeyMode) // regions: a region's key paints the cell
	if want.Jigsaw() {
		for r := 0; r < want.N; r++ {
			for c := 0; c < want.N; c++ {
				ty.Press(at(r, c), keyBrush+regionName(want.Regions[r][c]))
				ty.Inst = puzzlestest.Edit(ty.T, ty.Inst, at(r, c), regionName(want.Regions[r][c]))
			}
		}
	}
	ty.Press(at(0, 0), KeyMode) // cages: digits type the cage's sum
	for _, k := range want.Cages {
		first := at(k.Cells[0][0], k.Cells[0][1])
		ty.Press(first, KeyCage)
		growCage(ty, k)
		if k.Sum != 0 {
			ty.Press(first, digitsOf(k.Sum)...)
		}
	}
	ty.Press(at(0, 0), KeyMode) // givens
	for r, row := range want.Grid {
		for c, v := range row {
			if v != 0 {
				ty.Press(at(r, c), digitName(v))
			}
		}
	}
}

func digitsOf(v int) []string { return strings.Split(itoa(v), "") }

func itoa(v int) string {
	if v < 10 {
		return digitName(v)
	}
	return itoa(v/10) + string(rune('0'+v%10))
}

func TestEditKeys(t *testing.T) {
	p, _ := New(16)
	inst := press(t, p, 0, 0, "1", "6")
	if got := inst.(*Puzzle).Grid[0][0]; got != 16 {
		t.Errorf("1 then 6 = %d, want 16", got)
	}
	inst = press(t, inst, 0, 0, "Delete", "G")
	if got := inst.(*Puzzle).Grid[0][0]; got != 16 {
		t.Errorf("G = %d, want 16", got)
	}
	if _, err := inst.(*Puzzle).Edit(puzzles.Target{}, "H"); err == nil || !strings.Contains(err.Error(), "H is above 16") {
		t.Errorf("H on 16x16: %v", err)
	}
	same, _ := p.Edit(puzzles.Target{}, "Click")
	if same != puzzles.Instance(p) || p.Grid[0][0] != 0 {
		t.Error("a click changed the puzzle")
	}
	q, _ := New(4)
	if _, err := q.Edit(puzzles.Target{}, "5"); err == nil {
		t.Error("5 on a 4x4 accepted")
	}
	inst = press(t, q, 0, 0, KeyMode, KeyMode) // cages
	if _, err := inst.(*Puzzle).Edit(puzzles.Target{}, "3"); err == nil || !strings.Contains(err.Error(), "in no cage") {
		t.Errorf("sum outside a cage: %v", err)
	}
	inst = press(t, inst, 0, 0, KeyCage, "9", "9")
	if got := inst.(*Puzzle).Cages[0].Sum; got != 9 {
		t.Errorf("9 then 9 as the sum of one cell of a 4x4 gives %d, want 9", got)
	}
	inst = press(t, inst, 0, 0, KeyJoinLeft, "3")
	if got := inst.(*Puzzle).Cages[0].Sum; got != 3 {
		t.Errorf("3 typed after 9 in one cell: %d", got)
	}
	inst = press(t, inst, 0, 0, KeyCage)
	if inst.(*Puzzle).Killer() {
		t.Error("Cage twice left a cage")
	}
	if got := len(q.Keys()); got != 4+3 {
		t.Errorf("4x4 pad has %d keys", got)
	}
	puzzlestest.Moves(t, q, puzzlestest.MoveCase{Arrow: "ArrowLeft"}, puzzlestest.MoveCase{Arrow: "ArrowRight", Want: puzzles.Target{C: 1}})
	puzzlestest.Hits(t, q, puzzlestest.HitCase{X: 3.5, Y: 0.2, Want: puzzles.Target{R: 0, C: 3}, OK: true})
}

// growCage adds the cells of k to the cage at its first cell, each joined
// to a neighbour already in it: Join ← or Join ↑ at the cell itself, or
// at the neighbour when that lies right of or below it.
func growCage(ty *puzzlestest.Typist, k Cage) {
	for {
		q := ty.Inst.(*Puzzle)
		id := q.cageOf(k.Cells[0])
		in := func(r, c int) bool { return q.cageOf([2]int{r, c}) == id }
		added := false
		for _, c := range k.Cells {
			switch {
			case in(c[0], c[1]):
				continue
			case in(c[0], c[1]-1):
				ty.Press(puzzles.Target{R: c[0], C: c[1]}, KeyJoinLeft)
			case in(c[0]-1, c[1]):
				ty.Press(puzzles.Target{R: c[0], C: c[1]}, KeyJoinUp)
			case in(c[0], c[1]+1):
				ty.Press(puzzles.Target{R: c[0], C: c[1] + 1}, KeyJoinLeft)
			case in(c[0]+1, c[1]):
				ty.Press(puzzles.Target{R: c[0] + 1, C: c[1]}, KeyJoinUp)
			default:
				continue
			}
			added = true
			break
		}
		if !added {
			return
		}
	}
}

// TestPaint: regions are painted with the chosen region's key and taps,
// cages by strokes that grow the cage of the cell they start from, in any
// direction; the board shows each region's letter, the names the
// messages use.
func TestPaint(t *testing.T) {
	p, _ := New(4)
	at := func(r, c int) puzzles.Target { return puzzles.Target{R: r, C: c} }
	if p.Painting() || p.Paint(at(0, 0), at(0, 0)) != puzzles.Instance(p) {
		t.Fatal("the givens mode paints")
	}
	inst := press(t, p, 0, 0, KeyMode)
	if inst.(*Puzzle).Painting() {
		t.Fatal("the regions mode paints before a region is chosen")
	}
	letters := func(inst puzzles.Instance) string {
		var b strings.Builder
		for _, it := range inst.Draw(nil).Items {
			if it.Kind == draw.Text && it.Size < 0.3 {
				b.WriteString(it.Text)
			}
		}
		return b.String()
	}
	if got := letters(inst); got != "AABBAABBCCDDCCDD" {
		t.Errorf("region letters %q on the blank board", got)
	}
	// A region key chooses the brush, with or without a selection.
	inst = puzzlestest.Edit(t, inst, puzzles.Target{R: -1, C: -1}, keyBrush+"C")
	inst = press(t, inst, 3, 3, keyBrush+"B")
	if got := letters(inst); got != "AABBAABBCCDDCCDD" {
		t.Errorf("region letters %q after choosing brushes", got)
	}
	q := inst.(*Puzzle)
	if !q.Painting() || !slices.ContainsFunc(q.Keys(), func(k puzzles.Key) bool { return k.Label == "B" && k.On }) {
		t.Fatalf("B chosen: painting %v, keys %v", q.Painting(), q.Keys())
	}
	inst = q.Paint(at(0, 0), at(0, 0))
	inst = inst.(*Puzzle).Paint(at(0, 0), at(1, 0))
	// The regions are named by their first cells, as in the text: the
	// painted region is now A, and the brush (B) follows it.
	if got := letters(inst); got != "ABAAABAACCDDCCDD" {
		t.Errorf("region letters %q after painting two cells B", got)
	}
	if !slices.ContainsFunc(inst.Keys(), func(k puzzles.Key) bool { return k.Label == "A" && k.On }) {
		t.Errorf("the brush did not follow its region: %v", inst.Keys())
	}
	if _, err := puzzles.Solve(inst, 1); err == nil || !strings.Contains(err.Error(), "region A has 6 cells, want 4") {
		t.Errorf("solving unequal regions: %v", err)
	}
	if !strings.Contains(inst.String(), "jigsaw") || !strings.Contains(inst.String(), "regions:\nABAA\nABAA\n") {
		t.Errorf("painted regions make no jigsaw or other letters:\n%s", inst)
	}
	// Typed letters paint the selected cell (either case).
	inst = puzzlestest.Edit(t, inst, at(0, 0), "B")
	if got := letters(inst); got != "AABBBABBCCDDCCDD" {
		t.Errorf("region letters %q after B at row 1, column 1", got)
	}
	inst = puzzlestest.Edit(t, inst, at(1, 0), "a")
	if got := letters(inst); got != "AABBAABBCCDDCCDD" {
		t.Errorf("region letters %q after a at row 2, column 1", got)
	}

	// Cages: a stroke from a free cell makes a cage and grows it down,
	// then left and up; a tap on a caged cell only selects it.
	inst = press(t, inst, 0, 0, KeyMode)
	q = inst.(*Puzzle)
	steps := []puzzles.Target{at(1, 1), at(2, 1), at(2, 0), at(1, 0)}
	for _, tg := range steps {
		inst = inst.(*Puzzle).Paint(steps[0], tg)
	}
	if got := inst.(*Puzzle).Cages; len(got) != 1 || len(got[0].Cells) != 4 {
		t.Fatalf("one stroke over 4 cells made cages %v", got)
	}
	if same := inst.(*Puzzle).Paint(at(2, 0), at(2, 0)); same != inst {
		t.Error("a tap on a caged cell changed the puzzle")
	}
	inst = press(t, inst, 2, 0, "1", "0")
	// A second stroke, from a free cell, goes right and down and takes a
	// cell from the first cage.
	for _, tg := range []puzzles.Target{at(0, 0), at(0, 1), at(1, 1)} {
		inst = inst.(*Puzzle).Paint(at(0, 0), tg)
	}
	if _, cages, _ := strings.Cut(inst.String(), "cages:\n"); cages != "?: r1c1 r1c2 r2c2\n10: r2c1 r3c1 r3c2\n" {
		t.Errorf("cages after the second stroke:\n%s", cages)
	}
	if !q.Painting() {
		t.Error("the cages mode does not paint")
	}
}
