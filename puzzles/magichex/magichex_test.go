package magichex

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/golden"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// The seed document's answer, V1..V19.
var seedAnswer = []int{9, 14, 15, 11, 6, 8, 13, 18, 1, 5, 4, 10, 17, 7, 2, 12, 3, 19, 16}

func answerOf(side int, cells []int) *Answer {
	a := &Answer{}
	for _, n := range Rows(side) {
		a.Rows = append(a.Rows, append([]int(nil), cells[:n]...))
		cells = cells[n:]
	}
	return a
}

func TestSeed(t *testing.T) {
	p := hex38(t)
	if p.String() != "#magichex side=3\n  . . .\n . . . .\n. . . . .\n . . . .\n  . . .\n" {
		t.Errorf("canonical form:\n%s", p)
	}
	res := solveAll(t, p)
	if len(res.Answers) != 12 || res.Status != puzzles.Solved {
		t.Fatalf("%d arrangements (%s), want 12", len(res.Answers), res.Status)
	}
	seed := answerOf(3, seedAnswer)
	if err := p.Check(seed); err != nil {
		t.Fatalf("the seed's answer is rejected: %v", err)
	}
	found := false
	for _, a := range res.Answers {
		found = found || a.(*Answer).String() == seed.String()
	}
	if !found {
		t.Error("the seed's answer is not among the 12 arrangements")
	}
	a := res.Answers[0].(*Answer)
	js, _ := json.Marshal(a)
	golden.Check(t, "seed", a.Text()+string(js)+"\n"+a.String()+"\n"+p.Summary(res)+"\n")
}

// hex38 parses the seed's empty Hex38, testdata/magichex_empty.txt.
func hex38(t testing.TB) *Puzzle { return mustParse(t, golden.Read(t, "testdata/magichex_empty.txt")) }

func TestImpossible(t *testing.T) {
	cases := map[string]string{
		"#magichex side=2":                                            "the 3 rows must share the total 28 of the values 1..7 equally, and 28/3 is not an integer",
		"#magichex side=4":                                            "the 7 rows must share the total 703 of the values 1..37 equally, and 703/7 is not an integer",
		"#magichex side=5":                                            "the 9 rows must share the total 1891 of the values 1..61 equally, and 1891/9 is not an integer",
		"#magichex side=3 sum=40":                                     "every line sums to 190/5, not 40",
		"#magichex side=3 values=1..18 sum=38":                        "19 cells need 19 distinct values, and 1..18 has only 18",
		"#magichex side=3 values=1..30 sum=80":                        "the 5 rows would hold 400 in total, but all 19 cells sum to between 190 and 399",
		"#magichex side=2 values=1..3 distinct=no sum=7":              "a line of 2 cells sums to between 2 and 6, never 7",
		"#magichex side=3\n1 2 3\n. . . .\n. . . . .\n. . . .\n. . .": "row 1 is full and sums to 6, not 38",
	}
	puzzlestest.Unsolvable(t, Type, cases)
	for text := range cases {
		if res := puzzlestest.Solve(t, mustParse(t, text), 2); res.Stats.Solves != 0 {
			t.Errorf("%q: %d solver calls, want none", text, res.Stats.Solves)
		}
	}
}

func TestContradictoryGivens(t *testing.T) {
	// 19 and 18 on one short line leave 1 for its third cell, which is given elsewhere.
	p := mustParse(t, "#magichex side=3\n19 18 .\n. . . .\n. . 1 . .\n. . . .\n. . .\n")
	res := solveAll(t, p)
	if res.Status != puzzles.Unsat {
		t.Fatalf("status %s, want unsat", res.Status)
	}
}

func TestGivensHonoured(t *testing.T) {
	p := mustParse(t, "#magichex side=3\n9 14 .\n. . . .\n. . . . .\n. . . .\n. . .\n")
	res := solveAll(t, p)
	if !res.Unique() {
		t.Fatalf("%d solutions, want 1", len(res.Answers))
	}
	if got := res.Answers[0].(*Answer).Values(); got[0] != 9 || got[1] != 14 {
		t.Errorf("givens not kept: %v", got)
	}
	if p.Summary(res) != "1 solution" {
		t.Errorf("Summary = %q", p.Summary(res))
	}
}

func TestInvalidForSolving(t *testing.T) {
	for text, want := range map[string]string{
		"#magichex side=3\n5 . .\n. . . .\n. . 5 . .\n. . . .\n. . .": "5 is given twice (row 1, cell 1 (V1) and row 3, cell 3 (V10))",
		"#magichex side=3 values=1..25":                               "the line sum is not determined",
	} {
		p := mustParse(t, text)
		if _, err := puzzles.Solve(p, 1); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Solve(%q) error = %v, want %q", text, err, want)
		}
	}
}

func TestCheckRejects(t *testing.T) {
	p := mustParse(t, "#magichex side=3\n9 . .\n. . . .\n. . . . .\n. . . .\n. . .\n")
	good := answerOf(3, seedAnswer)
	puzzlestest.Accepts(t, p, good)
	puzzlestest.Rejects(t, p, puzzlestest.Broken(t, good, map[string]func(a *Answer){
		"row 1 sums to 35, not 38":            func(a *Answer) { a.Rows[0][1], a.Rows[1][0] = a.Rows[1][0], a.Rows[0][1] }, // swap two cells
		"1 is used twice":                     func(a *Answer) { a.Rows[2][2] = a.Rows[2][1] },
		"20 at row 1, cell 1 (V1) is outside": func(a *Answer) { a.Rows[0][0] = 20 },
		"4 rows, a hexagon of side 3 has 5":   func(a *Answer) { a.Rows = a.Rows[1:] },
		"row 3 has 4 cells, want 5":           func(a *Answer) { a.Rows[2] = a.Rows[2][:4] },
		"holds 16, but 9 is given there":      func(a *Answer) { a.Rows[0][0], a.Rows[4][2] = a.Rows[4][2], a.Rows[0][0] },
		"down-left line 3 sums to 54":         func(a *Answer) { a.Rows[4] = []int{a.Rows[4][1], a.Rows[4][2], a.Rows[4][0]} }, // shift a row
	}))
	if p.Check(&Partial{}) == nil {
		t.Error("Check accepted a partial answer")
	}
}

func TestParseFormats(t *testing.T) {
	want := "#magichex side=3\n  . . 3\n . . . .\n. . . . .\n . . . .\n  . . .\n"
	puzzlestest.Forms(t, Type, want,
		". . 3\n. . . .\n. . . . .\n. . . .\n. . .\n",                                                 // the seed's format
		"  . . 3\n . . . .\n. . . . .\n . . . .\n  . . .",                                             // indented
		"#magichex\n. . 3\n. . . .\n. . . . .\n. . . .\n. . .\n",                                      // header
		"#MagicHex side=3 values=1..19 distinct=yes\n\n. . 3\n. . . .\n. . . . .\n. . . .\n. . .\n\n", // defaults named
		". . 3\r\n. . . .\r\n. . . . .\r\n. . . .\r\n. . .\r\n",                                       // CRLF
		"\n\n. . 3\n\n. . . .\n. . . . .\n. . . .\n. . .\n")                                           // blank lines
	p := mustParse(t, "#magichex side=4 values=3..39 sum=111 distinct=no")
	if len(p.Givens) != 0 || p.Side != 4 || p.Lo != 3 || p.Hi != 39 || p.Sum != 111 || p.Distinct {
		t.Errorf("header-only puzzle: %+v", p)
	}
	if got := p.String(); !strings.HasPrefix(got, "#magichex side=4 sum=111 values=3..39 distinct=no\n   . . . .\n  . . . . .\n") {
		t.Errorf("canonical form:\n%s", got)
	}
	q := mustParse(t, "#magichex side=2 values=-9..9 sum=0 distinct=no\n-9 9\n. -1 .\n. .\n")
	if got := q.String(); got != "#magichex side=2 sum=0 values=-9..9 distinct=no\n  -9   9\n .  -1   .\n   .   .\n" {
		t.Errorf("negative values:\n%q", got)
	}
}

func TestExamples(t *testing.T) {
	for _, ex := range Type.Examples() {
		p := mustParse(t, ex.Text)
		if !Type.Detect(p.String()) {
			t.Errorf("%s: its canonical text is not detected", ex.Name)
		}
		res := solveAll(t, p)
		if res.Status != puzzles.Solved {
			t.Errorf("%s: %s", ex.Name, res.Status)
		}
		t.Logf("%s: %s", ex.Name, p.Summary(res))
	}
}

func TestDecodePartial(t *testing.T) {
	p := hex38(t)
	e, err := p.encodeWith(sat.NewModel(), defaultOptions)
	if err != nil {
		t.Fatal(err)
	}
	// Only "the centre holds 5" is known (it holds in every arrangement);
	// every symmetry keeps the centre, so the answer's centre is known.
	centre := e.x[9][5-p.Lo]
	part := e.DecodePartial(func(l sat.Lit) (bool, bool) { return true, l == centre }).(*Partial)
	if got := part.Text(); got != "  ? ? ?\n ? ? ? ?\n? ? 5 ? ?\n ? ? ? ?\n  ? ? ?\n" {
		t.Errorf("partial text:\n%s", got)
	}
	js, _ := json.Marshal(part)
	if string(js) != `{"rows":[[null,null,null],[null,null,null,null],[null,null,5,null,null],[null,null,null,null],[null,null,null]]}` {
		t.Errorf("partial JSON: %s", js)
	}
	var buf bytes.Buffer
	if err := p.Draw(part).WriteSVG(&buf, 40); err != nil || !strings.Contains(buf.String(), ">5</text>") {
		t.Errorf("drawing a partial answer: %v", err)
	}
	if len(e.Vars()) != 19*19+12 {
		t.Errorf("%d answer variables, want 361 + 12", len(e.Vars()))
	}
	// Only "the answer's top left holds 3": that cell is known.
	part = e.DecodePartial(func(l sat.Lit) (bool, bool) { return true, l == e.y[0][3-p.Lo] }).(*Partial)
	if got := part.Text(); got != "  3 ? ?\n ? ? ? ?\n? ? ? ? ?\n ? ? ? ?\n  ? ? ?\n" {
		t.Errorf("partial text of an answer cell:\n%s", got)
	}
}

// TestDetectFiles: the texts in testdata are detected (TestDetect has
// the rest).
func TestDetectFiles(t *testing.T) {
	puzzlestest.Detects(t, Type, map[string]bool{
		golden.Read(t, "testdata/magichex_empty.txt"): true,
	})
}
