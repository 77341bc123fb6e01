package tents

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/golden"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// mustParse parses a puzzle or fails the test.
var mustParse = puzzlestest.Parser[*Puzzle](Type{})

// tathamIDs returns the game IDs made with Tatham's generator.
func tathamIDs(t testing.TB) []string {
	var ids []string
	for _, line := range strings.Split(golden.Read(t, "testdata/tatham_ids.txt"), "\n") {
		if line != "" && !strings.HasPrefix(line, "#") {
			ids = append(ids, line)
		}
	}
	return ids
}

// TestTathamIDs: every ID made by Tatham's generator solves uniquely, and
// GameID writes it back.
func TestTathamIDs(t *testing.T) {
	var out strings.Builder
	for _, id := range tathamIDs(t) {
		p := mustParse(t, id)
		if p.GameID() != id {
			t.Errorf("GameID() = %s, want %s", p.GameID(), id)
		}
		res := puzzlestest.Solve(t, p, 2)
		if !res.Unique() {
			t.Errorf("%s: %d solutions", id, len(res.Answers))
			continue
		}
		out.WriteString(id + "\n" + res.Answers[0].Text())
	}
	golden.Check(t, "tatham_answers", out.String())
}

// TestPuzzLink solves pzprjs's own tents example and compares the answer
// with the one its test script accepts.
func TestPuzzLink(t *testing.T) {
	p := mustParse(t, "https://puzz.link/p?tents/5/5/2g0h1i1j82323")
	want := "#tents\n2?0??\n..T.. 1\n..... ?\n.T..T ?\n...T. ?\n.T... 1\n"
	if p.String() != want {
		t.Errorf("parsed\n%s\nwant\n%s", p, want)
	}
	if got := p.URL(); got != "https://puzz.link/p?tents/5/5/2g0h1i1j82323" {
		t.Errorf("URL() = %s", got)
	}
	res := puzzlestest.Solve(t, p, 2)
	if !res.Unique() {
		t.Fatalf("%d solutions", len(res.Answers))
	}
	js, _ := json.Marshal(res.Answers[0])
	if string(js) != `{"tents":[[0,1],[1,4],[2,0],[3,4],[4,0]]}` {
		t.Errorf("answer %s", js)
	}
}

func TestParseFormats(t *testing.T) {
	for _, c := range []struct{ name, in, want string }{
		{"text", "#tents\n1 0\nT. 1\n.. 0\n", "#tents\n10\nT. 1\n.. 0\n"},
		{"no header, spaces, unknown counts", "1 .\nT . 1\n. . ?\n", "#tents\n1?\nT. 1\n.. ?\n"},
		{"count joined to the row", "10\nT.1\n..0\n", "#tents\n10\nT. 1\n.. 0\n"},
		{"CRLF, lower-case tree", "#Tents\r\n10\r\nt. 1\r\n.. -\r\n", "#tents\n10\nT. 1\n.. ?\n"},
		{"one column, two digits", "#tents\n10\n" + strings.Repeat("T 1\n. 0\n", 10), ""},
		{"game ID", "2x2:_c,1,0,1,0", "#tents\n10\nT. 1\n.. 0\n"},
		{"game ID with difficulty", "2x2dt:_c,1,0,1,0", "#tents\n10\nT. 1\n.. 0\n"},
		{"game ID, square size", "2:_c,1,0,1,0", "#tents\n10\nT. 1\n.. 0\n"},
		{"game ID, z skips 25", "5x6:ze,0,0,0,0,0,0,0,0,0,0,0", "#tents\n00000\n..... 0\n..... 0\n..... 0\n..... 0\n..... 0\n..... 0\n"},
		{"URL", "https://puzz.link/p?tents/2/2/1g1g0", "#tents\n1?\nT. 1\n.. ?\n"},
		{"URL, gaps", "http://pzv.jp/p.html?tents/2/2/h1gk0", "#tents\n??\n.. 1\n.T ?\n"},
	} {
		t.Run(c.name, func(t *testing.T) {
			p, err := Parse(c.in)
			if err != nil {
				t.Fatal(err)
			}
			if c.want != "" && p.String() != c.want {
				t.Errorf("got\n%s\nwant\n%s", p, c.want)
			}
			if q := mustParse(t, p.String()); !q.Equal(p) {
				t.Errorf("canonical text does not round-trip:\n%s", q)
			}
		})
	}
}

func TestParseErrors(t *testing.T) {
	puzzlestest.Errors(t, Type{}, map[string]string{
		"":                                  "empty input",
		"#lightup\n1\nT 1\n":                `header "#lightup": expected #tents`,
		"#tents\n1\n":                       "a line of column counts and at least one row",
		"#tents\n1 0\nT. 1\n... 0\n":        "line 4, column 1: row has 3 cells, the first row 2",
		"#tents\n1 0\nTx 1\n.. 0\n":         `line 3, column 2: unexpected 'x'`,
		"#tents\n1 0\nT.\n.. 0\n":           "line 3, column 2: expected the row's tent count",
		"#tents\n1 0 1\nT. 1\n.. 0\n":       "line 2, column 1: 3 column counts for 2 columns",
		"#tents\n1 a\nT. 1\n.. 0\n":         `column 1: count "a" is not a number`,
		"#tents\n1 0\nT. 2\n.. 0\n":         "row 0: 2 tents do not fit a row of 2 cells (at most 1)",
		"#tents\n3 0\nT. 1\n.. 0\n":         "column 0: 3 tents do not fit a column of 2 cells (at most 1)",
		"2x2dq:_c,1,0,1,0":                  `difficulty "q" is not e or t`,
		"2x2:_c,1,0,1":                      "3 counts after the grid, the 2x2 board needs 4",
		"2x2:_c":                            "0 counts after the grid",
		"2x2:_a,1,0,1,0":                    "the grid ends after 3 of the 4 cells",
		"2x2:_d,1,0,1,0":                    "the grid covers more than the 2x2 board",
		"2x2:_c_,1,0,1,0":                   "the grid goes on past the 2x2 board",
		"2x2:_!c,1,0,1,0":                   "given tents and non-tents ('!') are not supported",
		"2x2:_C,1,0,1,0":                    `unexpected 'C' in the grid`,
		"2x2:_c,1,0,x,0":                    `count "x" is not a number`,
		"0x2:_,1":                           "size 0x2 is outside",
		"https://puzz.link/p?tents/2":       "expected tents/COLS/ROWS/BODY",
		"https://puzz.link/p?tents/2/a/":    "is not two numbers",
		"https://puzz.link/p?tents/2/2/-":   "needs two hex digits",
		"https://puzz.link/p?tents/2/2/-x1": "is not a hex number",
		"https://puzz.link/p?tents/2/2/!":   "unexpected '!' at 1 among the counts",
		"https://puzz.link/p?tents/2/2/j!":  "unexpected '!' at 1 among the trees",
		"https://puzz.link/p?tents/2/2/5":   "column 0: 5 tents do not fit",
	})
}

// TestURLRoundTrip: URL and GameID write what the parsers read, on
// generated boards with trees far apart.
func TestURLRoundTrip(t *testing.T) {
	p, _ := New(7, 40)
	p.Trees[0][0], p.Trees[6][39], p.Trees[3][20] = true, true, true
	p.Rows[2], p.Cols[30], p.Cols[0] = 17, 4, 3
	for _, s := range []string{p.URL(), p.String()} {
		if q := mustParse(t, s); !q.Equal(p) {
			t.Errorf("%s reads back as\n%s", s, q)
		}
	}
	if p.GameID() != "" {
		t.Errorf("GameID of a puzzle with missing counts = %q", p.GameID())
	}
	clear(p.Rows)
	clear(p.Cols)
	if q := mustParse(t, p.GameID()); !q.Equal(p) {
		t.Errorf("%s reads back as\n%s", p.GameID(), q)
	}
}

func TestCheckRejects(t *testing.T) {
	q := mustParse(t, "#tents\n1?1\n.T. 1\n... 0\n.T. 1\n")
	if err := q.Check(&Answer{Tents: [][2]int{{0, 0}, {2, 2}}}); err != nil {
		t.Fatalf("valid answer rejected: %v", err)
	}
	for _, c := range []struct {
		name  string
		p     *Puzzle
		tents [][2]int
		want  string
	}{
		{"off the board", q, [][2]int{{0, 0}, {3, 2}}, "tent 3,2 is off the board"},
		{"on a tree", q, [][2]int{{0, 1}, {2, 2}}, "tent 0,1 stands on a tree"},
		{"twice", q, [][2]int{{0, 0}, {0, 0}}, "tent 0,0 is given twice"},
		{"touching", q, [][2]int{{0, 0}, {1, 1}}, "tents 0,0 and 1,1 touch"},
		{"row count", q, [][2]int{{0, 0}, {1, 2}}, "row 1 has 1 tents, not 0"},
		{"column count", q, [][2]int{{0, 0}, {2, 0}}, "column 0 has 2 tents, not 1"},
		{"too few", mustParse(t, "#tents\n???\n.T. ?\n... ?\n.T. ?\n"), [][2]int{{0, 0}}, "1 tents for 2 trees"},
		{"no tent of its own", mustParse(t, "#tents\n???\nT.. ?\n... ?\n..T ?\n"), [][2]int{{0, 1}, {2, 0}}, "has no tent of its own"},
		{"not beside a tree", mustParse(t, "#tents\n???\nT.. ?\n... ?\n... ?\n"), [][2]int{{2, 2}}, "has no tent of its own"},
	} {
		err := c.p.Check(&Answer{Tents: c.tents})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want %q", c.name, err, c.want)
		}
	}
	if err := q.Check(nil); err == nil {
		t.Error("nil answer passed")
	}
}

// TestMatchingShared: a tent may stand beside a tree that is not its own,
// as long as every tree has its own tent (Tatham's rule).
func TestMatchingShared(t *testing.T) {
	p := mustParse(t, "#tents\n????\nTT.. ?\n.... ?\n.... ?\n")
	if err := p.Check(&Answer{Tents: [][2]int{{1, 0}, {0, 2}}}); err != nil {
		t.Errorf("valid matching rejected: %v", err)
	}
}

// TestBruteForce compares the solver's solution count with the count of
// tent sets that pass Check, on small random boards.
func TestBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	ps := make([]*Puzzle, 60)
	for i := range ps {
		ps[i] = randomPuzzle(rng)
	}
	puzzlestest.CountsMatch(t, ps, bruteCount, 8)
}

// randomPuzzle is a board of 2 to 4 rows and columns, a quarter of it
// trees, about half of the counts given.
func randomPuzzle(rng *rand.Rand) *Puzzle {
	rows, cols := 2+rng.IntN(3), 2+rng.IntN(3)
	p, _ := New(rows, cols)
	for _, row := range p.Trees {
		for c := range row {
			row[c] = rng.IntN(4) == 0
		}
	}
	for i := range p.Rows {
		if rng.IntN(2) == 0 {
			p.Rows[i] = rng.IntN(Most(cols) + 1)
		}
	}
	for i := range p.Cols {
		if rng.IntN(2) == 0 {
			p.Cols[i] = rng.IntN(Most(rows) + 1)
		}
	}
	return p
}

func bruteCount(p *Puzzle) int {
	cells := p.Size().Cells()
	n := 0
	for mask := 0; mask < 1<<len(cells); mask++ {
		a := &Answer{Tents: [][2]int{}}
		for i, pos := range cells {
			if mask&(1<<i) != 0 {
				a.Tents = append(a.Tents, [2]int{pos.R, pos.C})
			}
		}
		if p.Check(a) == nil {
			n++
		}
	}
	return n
}

func TestImpossible(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"#tents\n??\nTT ?\nTT ?\n", "the tree at 0,0 has no empty cell beside it"},
		{"#tents\n??\nT. 1\n.. 1\n", "the rows' counts add up to 2, and there are 1 trees"},
		{"#tents\n10\nT. ?\n.T ?\n", "the columns' counts add up to 1, and there are 2 trees"},
	} {
		res := puzzlestest.Solve(t, mustParse(t, c.in), 2)
		if res.Status != puzzles.Unsat || !strings.Contains(res.Reason, c.want) {
			t.Errorf("%s: %s %q, want %q", c.in, res.Status, res.Reason, c.want)
		}
	}
	e, err := puzzles.Explain(mustParse(t, "#tents\n1?1\n.T. 1\n... 1\n.T. ?\n"), nil)
	if err != nil {
		t.Fatal(err)
	}
	if e.Status != puzzles.Unsat || len(e.Conflict) == 0 {
		t.Errorf("explain: %+v", e)
	}
}

// TestSeveralSolutions: a puzzle with two placements is counted as such
// and Diff names the cells that differ.
func TestSeveralSolutions(t *testing.T) {
	p := mustParse(t, "#tents\n???\n.T. ?\n... ?\n")
	res := puzzlestest.Solve(t, p, 5)
	if len(res.Answers) != 3 || !res.Complete {
		t.Fatalf("%d solutions, complete %v", len(res.Answers), res.Complete)
	}
	if d := p.Diff(res.Answers[0], res.Answers[1]); len(d) != 2 {
		t.Errorf("Diff = %v", d)
	}
	d, err := puzzles.Deduce(p, nil)
	if err != nil {
		t.Fatal(err)
	}
	if a := d.Partial.(*Answer); len(a.Tents) != 0 || len(a.grass) != 2 {
		t.Errorf("partial answer: tents %v, grass %v", a.Tents, a.grass)
	}
}

// TestGolden records the canonical text, the drawing and the answer of
// each example.
func TestGolden(t *testing.T) {
	var text, answers strings.Builder
	for _, ex := range (Type{}).Examples() {
		p := mustParse(t, ex.Text)
		res := puzzlestest.Solve(t, p, 2)
		js, _ := json.Marshal(res.Answers[0])
		text.WriteString(p.String())
		answers.WriteString(ex.Name + "\n" + res.Answers[0].Text() + string(js) + "\n")
	}
	golden.Check(t, "examples_text", text.String())
	golden.Check(t, "examples_answers", answers.String())
	p := mustParse(t, text8)
	res := puzzlestest.Solve(t, p, 2)
	var svg strings.Builder
	if err := p.Draw(res.Answers[0]).WriteSVG(&svg, 20); err != nil {
		t.Fatal(err)
	}
	golden.Check(t, "text8_svg", svg.String())
}
