package hidato

import (
	"encoding/json"
	"fmt"
	"math"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/golden"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

func solve(t testing.TB, p *Puzzle, limit int) *puzzles.Result {
	t.Helper()
	res, err := puzzles.Solve(p, limit)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

func TestSeeds(t *testing.T) {
	for _, c := range []struct {
		typ        *Type
		file, gold string
	}{
		{Hidato, "hidato_hi_002.txt", "hidato_hi_002"},
		{KnightsTour, "ktour_003.txt", "ktour_003"},
	} {
		p := mustParse(t, c.typ, golden.Read(t, "testdata/"+c.file))
		res := solve(t, p, 2)
		if !res.Unique() {
			t.Fatalf("%s: %d solutions (complete %v), want exactly 1", c.file, len(res.Answers), res.Complete)
		}
		a := res.Answers[0].(*Answer)
		js, _ := json.Marshal(a)
		golden.Check(t, c.gold, p.String()+"\n"+a.Text()+"\n"+string(js)+"\n")
	}
}

// The seed's puzzles in testdata: its Hidato, the same with a clue broken
// (no solution), and its knight's tour.
func hidatoSeed(t testing.TB) *Puzzle {
	return mustParse(t, Hidato, golden.Read(t, "testdata/hidato_hi_002.txt"))
}

func hidatoBroken(t testing.TB) *Puzzle {
	return mustParse(t, Hidato, golden.Read(t, "testdata/hidato_hi_002XBroken.txt"))
}

func tourSeed(t testing.TB) *Puzzle {
	return mustParse(t, KnightsTour, golden.Read(t, "testdata/ktour_003.txt"))
}

// TestSeedHidatoAsPrinted compares the answer with the solution printed in
// the seed document, whose rows run the numbers together without spaces.
func TestSeedHidatoAsPrinted(t *testing.T) {
	printed := []string{"1311107", "151412896", "181624135", "171925232444", "30312022264543", "322921274246", "332835364041", "34373839"}
	p := hidatoSeed(t)
	a := solve(t, p, 1).Answers[0].(*Answer)
	for r, row := range a.Grid {
		var b strings.Builder
		for _, v := range row {
			if v > 0 {
				b.WriteString(jsonInt(v))
			}
		}
		if b.String() != printed[r] {
			t.Errorf("row %d reads %s, the seed prints %s", r+1, b.String(), printed[r])
		}
	}
}

func jsonInt(v int) string { b, _ := json.Marshal(v); return string(b) }

func TestBrokenSeed(t *testing.T) {
	p := hidatoBroken(t)
	res := solve(t, p, 2)
	if res.Status != puzzles.Unsat || !res.Complete {
		t.Fatalf("status %s, want unsat", res.Status)
	}
	want := "9 at row 2, column 6 and 10 at row 4, column 5 are more than 1 king move apart"
	if res.Reason != want {
		t.Errorf("reason %q, want %q", res.Reason, want)
	}
}

// TestExplainBroken runs the deletion-based explanation the drivers use:
// drop each clue in turn and keep it dropped while the rest has no solution.
// What is left must be small and include a moved clue (10 or 23).
func TestExplainBroken(t *testing.T) {
	p := hidatoBroken(t)
	clues := p.Clues()
	var dropped []int
	for i := range clues {
		res := solve(t, p.Without(append(dropped, i)).(*Puzzle), 1)
		if res.Status == puzzles.Unsat {
			dropped = append(dropped, i)
		}
	}
	var left []string
	for i, c := range clues {
		if !slices.Contains(dropped, i) {
			left = append(left, c.Value)
		}
	}
	if len(left) > 8 || !(slices.Contains(left, "10") || slices.Contains(left, "23")) {
		t.Fatalf("conflict %v: want a small set with 10 or 23", left)
	}
	t.Logf("conflict: %v", left)
}

// TestParseFormats: a closed knight's tour writes its CSV, and the seed's
// CSV reads back (testdata/forms*.txt has the rest).
func TestParseFormats(t *testing.T) {
	p := mustParse(t, KnightsTour, "#ktour demo 10x10 closed\n1,0\n0,0\n")
	if !p.Closed || p.String() != "#knightstour closed\n1 .\n. .\n" {
		t.Errorf("closed knight's tour parsed as\n%s", p)
	}
	if got := p.CSV(); got != "#ktour closed\n1,0\n0,0\n" {
		t.Errorf("CSV() = %q", got)
	}
	seed := hidatoSeed(t)
	if again := mustParse(t, Hidato, seed.CSV()); !again.Equal(seed) {
		t.Errorf("CSV does not round-trip:\n%s", seed.CSV())
	}
}

func TestTypes(t *testing.T) {
	if Hidato.Name() != "hidato" || KnightsTour.Name() != "knightstour" || KnightsTour.Title() != "Knight's tour" {
		t.Error("names")
	}
	for _, typ := range []*Type{Hidato, KnightsTour} {
		for _, ex := range typ.Examples() {
			inst, err := typ.Parse(ex.Text)
			if err != nil {
				t.Fatalf("%s example %q: %v", typ.Name(), ex.Name, err)
			}
			if !typ.Detect(inst.String()) || inst.TypeName() != typ.Name() {
				t.Errorf("%s example %q: not detected from its canonical text", typ.Name(), ex.Name)
			}
			if res := solve(t, inst.(*Puzzle), 2); !res.Unique() {
				t.Errorf("%s example %q: %d solutions", typ.Name(), ex.Name, len(res.Answers))
			}
		}
	}
	if _, err := Hidato.New(0, 3); err == nil {
		t.Error("New(0, 3) should fail")
	}
}

// TestGeneratedUnique checks that the generator's Hidato benchmark
// puzzles have one solution each (the knight's tours take seconds; their
// benchmarks check them).
func TestGeneratedUnique(t *testing.T) {
	files, _ := filepath.Glob("testdata/generated/hidato*.txt")
	sparse, _ := filepath.Glob("testdata/sparse/*.txt")
	if len(files) != 4 || len(sparse) != 8 {
		t.Fatalf("%d generated Hidato and %d sparse puzzles, want 4 and 8", len(files), len(sparse))
	}
	for _, f := range files {
		if res := solve(t, mustParse(t, Hidato, golden.Read(t, f)), 2); !res.Unique() {
			t.Errorf("%s: %d solutions", f, len(res.Answers))
		}
	}
}

func TestCheckRejects(t *testing.T) {
	p := hidatoSeed(t)
	good := solve(t, p, 1).Answers[0].(*Answer)
	clone := func() *Answer {
		var a Answer
		b, _ := json.Marshal(good)
		if err := json.Unmarshal(b, &a); err != nil {
			t.Fatal(err)
		}
		return &a
	}
	swap := func(a *Answer, x, y int) {
		var px, py [2]int
		for r, row := range a.Grid {
			for c, v := range row {
				switch v {
				case x:
					px = [2]int{r, c}
				case y:
					py = [2]int{r, c}
				}
			}
		}
		a.Grid[px[0]][px[1]], a.Grid[py[0]][py[1]] = y, x
	}
	breakers := map[string]func(a *Answer){
		"wrong type":      nil,
		"missing row":     func(a *Answer) { a.Grid = a.Grid[1:] },
		"short row":       func(a *Answer) { a.Grid[2] = a.Grid[2][1:] },
		"blocked filled":  func(a *Answer) { a.Grid[0][0] = 47 },
		"open left empty": func(a *Answer) { a.Grid[0][2] = 0 },
		"above N":         func(a *Answer) { a.Grid[0][2] = 47 },
		"repeated":        func(a *Answer) { a.Grid[0][2] = a.Grid[0][3] },
		"clue changed":    func(a *Answer) { swap(a, 10, 11) },
		"not a move":      func(a *Answer) { swap(a, 2, 3) }, // neither is a clue
	}
	for name, f := range breakers {
		var ans puzzles.Answer = &Partial{}
		if f != nil {
			a := clone()
			f(a)
			ans = a
		}
		if err := p.Check(ans); err == nil {
			t.Errorf("%s: Check accepted a broken answer", name)
		} else {
			t.Logf("%s: %v", name, err)
		}
	}
	if err := p.Check(good); err != nil {
		t.Fatalf("valid answer rejected: %v", err)
	}
	closed := p.clone()
	closed.Closed = true
	if err := closed.Check(good); err == nil || !strings.Contains(err.Error(), "closed") {
		t.Errorf("an open path passed as closed: %v", err)
	}
}

func TestClues(t *testing.T) {
	p := mustParse(t, Hidato, "1 . #\n. 5 .\n")
	clues := p.Clues()
	want := []puzzles.Clue{{Cell: [2]int{0, 0}, Value: "1"}, {Cell: [2]int{1, 1}, Value: "5"}}
	if len(clues) != 2 || clues[0] != want[0] || clues[1] != want[1] {
		t.Fatalf("Clues() = %v", clues)
	}
	q := p.Without([]int{1, 7, -1}).(*Puzzle)
	if q.String() != "#hidato\n1 . #\n. . .\n" || p.At(cellPos(1, 1)) != 5 {
		t.Errorf("Without(1) =\n%s(original changed: %v)", q, p.At(cellPos(1, 1)) != 5)
	}
}

func TestDecodePartial(t *testing.T) {
	p := mustParse(t, Hidato, "1 . .\n. . .\n")
	m, dec, s := puzzlestest.Solved(t, p)
	full := dec.Decode(s).(*Answer)
	// Pretend only the variables about cell r1c3 are known (as their values
	// in this model); the given 1 is always known.
	part := dec.DecodePartial(func(l sat.Lit) (bool, bool) {
		return s.Value(l), strings.HasSuffix(m.Name(l), " at r1c3")
	}).(*Partial)
	js, _ := json.Marshal(part)
	want := fmt.Sprintf(`{"grid":[[1,null,%d],[null,null,null]]}`, full.Grid[0][2])
	if string(js) != want {
		t.Errorf("partial JSON %s, want %s", js, want)
	}
	if part.Text() != fmt.Sprintf("1 ? %d\n? ? ?\n", full.Grid[0][2]) {
		t.Errorf("partial text %q", part.Text())
	}
	if err := p.Check(part); err == nil {
		t.Error("Check accepted a partial answer")
	}
	if sc := p.Draw(part); countText(sc, draw.Solved) != 1 {
		t.Errorf("a partial answer with one found number draws %d solved numbers", countText(sc, draw.Solved))
	}
	for _, l := range dec.Vars() {
		if l <= 0 {
			t.Fatalf("Vars() has a negative literal %d", l)
		}
	}
}

func cellPos(r, c int) grid.Pos { return grid.Pos{R: r, C: c} }

func countText(s draw.Scene, colour string) int {
	n := 0
	for _, it := range s.Items {
		if it.Kind == draw.Text && it.Fill == colour {
			n++
		}
	}
	return n
}

func TestDraw(t *testing.T) {
	p := tourSeed(t)
	bare := p.Draw(nil)
	if bare.W != 10 || bare.H != 10 || countText(bare, draw.Ink) != len(p.Clues()) || countText(bare, draw.Solved) != 0 {
		t.Errorf("unsolved drawing: %vx%v, %d ink numbers", bare.W, bare.H, countText(bare, draw.Ink))
	}
	a := solve(t, p, 1).Answers[0]
	sc := p.Draw(a)
	if given := len(p.Clues()); countText(sc, draw.Ink) != given || countText(sc, draw.Solved) != 100-given {
		t.Errorf("solved drawing: %d given, %d solved numbers", countText(sc, draw.Ink), countText(sc, draw.Solved))
	}
	var lines []draw.Item
	for _, it := range sc.Items {
		if it.Kind == draw.Line && it.Stroke == draw.Faint && it.Width > 0.05 {
			lines = append(lines, it)
		}
	}
	if len(lines) != 99 {
		t.Fatalf("want 99 path segments between 100 centres, got %d lines", len(lines))
	}
	// 1 is at (2.5, 6.5) and 2 at (0.5, 5.5): the first segment lies
	// between them, stopping gap short of both numbers.
	pts := lines[0].Points
	if len(pts) != 4 || math.Abs((pts[0]+pts[2])/2-1.5) > 1e-9 || math.Abs((pts[1]+pts[3])/2-6) > 1e-9 ||
		math.Abs(math.Hypot(pts[0]-2.5, pts[1]-6.5)-gap) > 1e-9 || math.Abs(math.Hypot(pts[2]-0.5, pts[3]-5.5)-gap) > 1e-9 {
		t.Errorf("the first path segment is %v, want from 1 at (2.5, 6.5) to 2 at (0.5, 5.5), %g short of each", pts, gap)
	}
	var svg strings.Builder
	if err := sc.WriteSVG(&svg, 40); err != nil {
		t.Fatal(err)
	}
	golden.Check(t, "ktour_003_solved.svg", svg.String())
	h := hidatoSeed(t)
	blocked := 0
	for _, it := range h.Draw(nil).Items {
		if it.Kind == draw.Rect && it.Fill == draw.Black {
			blocked++
		}
	}
	if blocked != 64-46 {
		t.Errorf("%d blocked cells drawn, want %d", blocked, 64-46)
	}
}

func TestClosedPath(t *testing.T) {
	p := mustParse(t, KnightsTour, "#knightstour closed\n"+strings.Repeat(". . . . . .\n", 6))
	p.Cells[0][0] = 1
	res := solve(t, p, 1)
	if res.Status != puzzles.Solved {
		t.Fatalf("6x6 closed tour: %s %s", res.Status, res.Reason)
	}
	a := res.Answers[0].(*Answer)
	sc := p.Draw(a)
	segments := 0
	for _, it := range sc.Items {
		if it.Kind == draw.Line && it.Stroke == draw.Faint && it.Width > 0.05 {
			segments++
		}
	}
	if segments != 36 {
		t.Errorf("a closed 36-cell path has %d segments, want 36 (back to 1)", segments)
	}
}
