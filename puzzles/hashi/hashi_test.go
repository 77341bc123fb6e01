package hashi

import (
	"encoding/json"
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/golden"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// mustParse parses a puzzle or fails the test.
var mustParse = puzzlestest.Parser[*Puzzle](Type{})

func TestConformance(t *testing.T) { puzzlestest.Conformance(t, Type{}) }

func FuzzParse(f *testing.F) {
	puzzlestest.FuzzRoundTrip(f, Type{}, nil, "3.3\n...\n2.?\n", "#hashi max=4 loops=no\nG.G\n", "5x5m1L:1a1", "hashikake/3/3/1h.")
}

func TestParseFormats(t *testing.T) {
	const want = "#hashi max=2 loops=yes\n2.3\n...\n1.2\n"
	for _, text := range []string{
		want,
		"2.3\n...\n1.2\n",
		"#bridges\n2 . 3\n. . .\n1 . 2\n",
		"3x3:2a3c1a2",
		"3x3m2:2a3c1a2",
		"3x3i30e10m2d2:2a3c1a2",
		"https://puzz.link/p?hashikake/3/3/2g3i1g2",
		"hashikake/3/3/2g3i1g2",
	} {
		p, err := Parse(text)
		if err != nil {
			t.Errorf("Parse(%q): %v", text, err)
			continue
		}
		if p.String() != want {
			t.Errorf("Parse(%q) =\n%s\nwant\n%s", text, p, want)
		}
	}
	for text, want := range map[string]string{
		"3x3m4L:2a3c1a2":               "#hashi max=4 loops=no\n2.3\n...\n1.2\n",
		"#hashi max=1 loops=no\n1.1\n": "#hashi max=1 loops=no\n1.1\n",
		"hashikake/3/1/h.":             "#hashi max=2 loops=yes\n..?\n",
		"3x1:2a3":                      "#hashi max=2 loops=yes\n2.3\n",
		"#hashi max=4\nG.?\n":          "#hashi max=4 loops=yes\nG.?\n",
	} {
		if p, err := Parse(text); err != nil || p.String() != want {
			t.Errorf("Parse(%q) = %v (%v), want\n%s", text, p, err, want)
		}
	}
}

func TestParseErrors(t *testing.T) {
	puzzlestest.Errors(t, Type{}, map[string]string{
		"":                                     "empty input",
		"2.3\n...3\n":                          "line 2, column 1: row has 4 cells, the first row 3",
		"2.0\n":                                "line 1, column 3: island 0",
		"2.x\n":                                `line 1, column 3: unexpected 'x'`,
		"#sudoku\n1.1\n":                       "expected #hashi",
		"#hashi max=5\n1.1\n":                  "max=5: expected 1 to 4",
		"#hashi loops=maybe\n1.1\n":            "loops=maybe: expected yes or no",
		"#hashi size=3\n1.1\n":                 `unknown parameter "size=3"`,
		"9.1\n":                                "island 9 at 0,0: an island has 1 to 8 bridges",
		"#hashi max=1\n5.1\n":                  "island 5 at 0,0: an island has 1 to 4 bridges",
		"12.\n...\n":                           "islands at 0,0 and 0,1 touch",
		"1..\n2..\n":                           "islands at 0,0 and 1,0 touch",
		"3x3:2a3c1a":                           "covers 8 cells, the 3x3 board has 9",
		"3x3:2a3c1a2a":                         "longer than the 3x3 board",
		"3x3:2a3c1aV":                          `unexpected 'V'`,
		"3x3m5:2a3c1a2":                        "m5: expected 1 to 4",
		"3x3q:2a3c1a2":                         "unexpected 'x'",
		"#hashi\nG.1\n":                        "island 16 at 0,0",
		"3x3i:2a3c1a2":                         `"i" needs a number`,
		"0x3:a":                                "size 0x3 is outside",
		"https://puzz.link/p?hashikake/3/x/2":  "is not two numbers",
		"https://puzz.link/p?hashikake/3/3/2!": "unexpected character '!' at 2",
		"https://puzz.link/p?hashikake/3/3/0":  "cell (0, 0): island 0",
		"https://puzz.link/p?hashikake/3/3/9":  "island 9 at 0,0",
		"https://puzz.link/p?hashikake/3":      "expected hashikake/COLS/ROWS/BODY",
		strings.Repeat(".", 101) + "\n":        "size 101x1 is outside",
	})
}

func TestRoundTrips(t *testing.T) {
	for _, ex := range (Type{}).Examples() {
		p := mustParse(t, ex.Text)
		forms := []string{p.GameID()}
		if p.Max == 2 && p.Loops {
			forms = append(forms, p.URL())
		}
		for _, form := range forms {
			if q := mustParse(t, form); q.String() != p.String() {
				t.Errorf("%s: %s reads back as\n%s", ex.Name, form, q)
			}
		}
	}
	if id := mustParse(t, "1.?\n").GameID(); id != "" {
		t.Errorf("GameID of a puzzle with an unknown number = %q, want \"\"", id)
	}
}

// TestGolden: the canonical text, the answer and its JSON, and the drawing
// of each example.
func TestGolden(t *testing.T) {
	for i, ex := range (Type{}).Examples() {
		p := mustParse(t, ex.Text)
		res, err := puzzles.Solve(p, 2)
		if err != nil || !res.Unique() {
			t.Fatalf("%s: %v %v", ex.Name, res.Summary(), err)
		}
		a := res.Answers[0]
		js, _ := json.Marshal(a)
		golden.Check(t, fmt.Sprintf("example%d", i), p.String()+"\n"+a.Text()+"\n"+string(js)+"\n")
		if i == 0 {
			var svg strings.Builder
			if err := p.Draw(a).WriteSVG(&svg, 30); err != nil {
				t.Fatal(err)
			}
			golden.Check(t, "example0.svg", svg.String())
		}
	}
}

// TestCheckRejects breaks every rule once on the 3x3 puzzle
//
//	2.3
//	...
//	1.2
//
// whose solution is 2=3, 3-2 down the right and 1-2 along the bottom.
func TestCheckRejects(t *testing.T) {
	p := mustParse(t, "2.3\n...\n1.2\n")
	br := func(r1, c1, r2, c2, n int) Bridge { return Bridge{From: [2]int{r1, c1}, To: [2]int{r2, c2}, Count: n} }
	good := []Bridge{br(0, 0, 0, 2, 2), br(0, 2, 2, 2, 1), br(2, 0, 2, 2, 1)}
	if err := p.Check(&Answer{Bridges: good}); err != nil {
		t.Fatalf("the solution fails: %v", err)
	}
	for want, bridges := range map[string][]Bridge{
		"does not join two islands":  {br(0, 0, 2, 2, 1)},
		"3 bridges, expected 1 to 2": {br(0, 0, 0, 2, 3)},
		"is given twice":             {br(0, 0, 0, 2, 1), br(0, 2, 0, 0, 1)},
		"the 2 at 0,0 has 1 bridges": {br(0, 0, 0, 2, 1), br(0, 2, 2, 2, 2), br(2, 0, 2, 2, 1)},
		"the 1 at 2,0 has 0 bridges": {br(0, 0, 0, 2, 2), br(0, 2, 2, 2, 1)},
	} {
		if err := p.Check(&Answer{Bridges: bridges}); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Check(%v) = %v, want %q", bridges, err, want)
		}
	}
	cross := mustParse(t, ".1.\n1.1\n.1.\n")
	if err := cross.Check(&Answer{Bridges: []Bridge{br(1, 0, 1, 2, 1), br(0, 1, 2, 1, 1)}}); err == nil || !strings.Contains(err.Error(), "bridges cross near 1,1") {
		t.Errorf("crossing bridges: %v", err)
	}
	apart := mustParse(t, "1.1\n...\n1.1\n")
	if err := apart.Check(&Answer{Bridges: []Bridge{br(0, 0, 0, 2, 1), br(2, 0, 2, 2, 1)}}); err == nil || !strings.Contains(err.Error(), "2 separate groups") {
		t.Errorf("two groups: %v", err)
	}
	ring := mustParse(t, "#hashi loops=no\n2.2\n...\n2.2\n")
	loop := []Bridge{br(0, 0, 0, 2, 1), br(0, 0, 2, 0, 1), br(0, 2, 2, 2, 1), br(2, 0, 2, 2, 1)}
	if err := ring.Check(&Answer{Bridges: loop}); err == nil || !strings.Contains(err.Error(), "loops are not allowed") {
		t.Errorf("a loop without loops: %v", err)
	}
	unknown := mustParse(t, "2.?\n...\n?..\n")
	if err := unknown.Check(&Answer{Bridges: []Bridge{br(0, 0, 0, 2, 2)}}); err == nil || !strings.Contains(err.Error(), "the island at 2,0 has no bridge") {
		t.Errorf("an unknown island without a bridge: %v", err)
	}
	if err := p.Check(nil); err == nil {
		t.Error("Check(nil) passed")
	}
}

// TestBruteForce compares the solver's count with a brute-force count
// (every assignment of 0..Max bridges to the pairs, kept if Check passes)
// on small random boards, with and without loops.
func TestBruteForce(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	tried := 0
	for tried < 60 {
		p := randomBoard(rng, 3+rng.Intn(2), 3+rng.Intn(3))
		b := p.board()
		if len(b.pairs) == 0 || len(b.pairs) > 8 {
			continue
		}
		tried++
		want := brute(p, b)
		res, err := puzzles.Solve(p, 1000)
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Answers) != want || !res.Complete {
			t.Fatalf("%s: %d solutions (complete %v), brute force %d", p, len(res.Answers), res.Complete, want)
		}
	}
}

// randomBoard scatters islands that do not touch, with random numbers
// (some unknown) and random rules.
func randomBoard(rng *rand.Rand, rows, cols int) *Puzzle {
	p, _ := New(rows, cols)
	p.Max, p.Loops = 1+rng.Intn(2), rng.Intn(2) == 0
	for _, pos := range p.Size().Cells() {
		if rng.Intn(3) > 0 || p.At(pos.Add(grid.Delta{R: -1})) != Water || p.At(pos.Add(grid.Delta{C: -1})) != Water {
			continue
		}
		p.Cells[pos.R][pos.C] = 1 + rng.Intn(3)
		if rng.Intn(6) == 0 {
			p.Cells[pos.R][pos.C] = Unknown
		}
	}
	return p
}

func brute(p *Puzzle, b *board) int {
	counts := make([]int, len(b.pairs))
	n := 0
	var rec func(k int)
	rec = func(k int) {
		if k == len(counts) {
			a := &Answer{}
			for i, c := range counts {
				if c > 0 {
					from, to := b.islands[b.pairs[i][0]], b.islands[b.pairs[i][1]]
					a.Bridges = append(a.Bridges, Bridge{From: [2]int{from.R, from.C}, To: [2]int{to.R, to.C}, Count: c})
				}
			}
			if p.Check(a) == nil {
				n++
			}
			return
		}
		for c := 0; c <= p.Max; c++ {
			counts[k] = c
			rec(k + 1)
		}
	}
	rec(0)
	return n
}

func TestImpossible(t *testing.T) {
	for text, want := range map[string]string{
		"5.1\n...\n1..\n":    "the island at 0,0 can have at most 4 bridges",
		"1.1\n...\n1.1\n":    "",
		"1...\n....\n..1.\n": "",
	} {
		res, err := puzzles.Solve(mustParse(t, text), 2)
		if err != nil || res.Status != puzzles.Unsat || !strings.Contains(res.Reason, want) {
			t.Errorf("%q: %v (%v), want no solution %q", text, res.Summary(), err, want)
		}
	}
}

func TestGenerate(t *testing.T) {
	for _, noLoops := range []bool{false, true} {
		p, err := Generate(7, 7, 3, noLoops)
		if err != nil {
			t.Fatal(err)
		}
		res, err := puzzles.Solve(p, 2)
		if err != nil || !res.Unique() || p.Loops == noLoops {
			t.Errorf("generated (no loops %v):\n%s%v %v", noLoops, p, res.Summary(), err)
		}
	}
	if _, err := Generate(2, 5, 1, false); err == nil {
		t.Error("Generate(2, 5) made a puzzle")
	}
}

// TestDiff runs the conformance checks on puzzles with several solutions,
// so that Diff is compared with the drawings.
func TestDiff(t *testing.T) {
	for _, text := range []string{"?.?\n...\n?.?\n", "#hashi max=3\n?.?.2\n.....\n?...?\n"} {
		p := mustParse(t, text)
		if res, _ := puzzles.Solve(p, 2); len(res.Answers) != 2 {
			t.Fatalf("%s: %s, want several solutions", text, res.Summary())
		}
		puzzlestest.Example(t, Type{}, p)
	}
}
