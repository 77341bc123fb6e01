package nurikabe

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

// TestPuzzLink solves pzprjs's own nurikabe example and compares the
// answer with the one its test script accepts.
func TestPuzzLink(t *testing.T) {
	p := mustParse(t, "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g")
	if want := "#nurikabe\n.5...\n..2..\n.....\n..1..\n...3.\n"; p.String() != want {
		t.Errorf("parsed\n%s\nwant\n%s", p, want)
	}
	if got := p.URL(); got != "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g" {
		t.Errorf("URL() = %s", got)
	}
	res := puzzlestest.Solve(t, p, 2)
	if !res.Unique() {
		t.Fatalf("%d solutions", len(res.Answers))
	}
	js, _ := json.Marshal(res.Answers[0])
	if string(js) != `{"grid":["..###",".#..#",".####",".#.#.","###.."]}` {
		t.Errorf("answer %s", js)
	}
}

// TestSeveralSolutions: cspuz's test puzzle has several solutions; they
// are counted, and Diff names the cells where two differ.
func TestSeveralSolutions(t *testing.T) {
	p := mustParse(t, "https://puzz.link/p?nurikabe/6/6/m8n8i9u")
	res := puzzlestest.Solve(t, p, 100)
	if !res.Complete || len(res.Answers) < 2 {
		t.Fatalf("%d solutions, complete %v", len(res.Answers), res.Complete)
	}
	var out strings.Builder
	for _, a := range res.Answers {
		out.WriteString(a.Text() + "\n")
	}
	golden.Check(t, "several_answers", out.String())
	if d := p.Diff(res.Answers[0], res.Answers[1]); len(d) == 0 {
		t.Error("Diff of two solutions is empty")
	}
	d, err := puzzles.Deduce(p, nil)
	if err != nil {
		t.Fatal(err)
	}
	// The facts agree with those cspuz's own test expects for this puzzle.
	golden.Check(t, "several_partial", d.Partial.Text())
}

func TestParseFormats(t *testing.T) {
	for _, c := range []struct{ name, in, want string }{
		{"text", "#nurikabe\n1.\n.?\n", "#nurikabe\n1.\n.?\n"},
		{"no header, spaces", "1 . .\n. . 3\n", "#nurikabe\n1..\n..3\n"},
		{"two digits", "#Nurikabe\r\n10 . .\r\n. . .\r\n. . .\r\n. . .\r\n", "#nurikabe\n10  .  .\n .  .  .\n .  .  .\n .  .  .\n"},
		{"one column, two digits", "12\n.\n.\n.\n.\n.\n.\n.\n.\n.\n.\n.\n", ""},
		{"URL", "https://puzz.link/p?nurikabe/3/2/1h.h", "#nurikabe\n1..\n?..\n"},
		{"URL, wide numbers", "http://pzv.jp/p.html?nurikabe/30/30/-10+100", ""},
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
			if q := mustParse(t, p.URL()); !q.Equal(p) {
				t.Errorf("URL %s does not round-trip", p.URL())
			}
		})
	}
	if p := mustParse(t, "http://pzv.jp/p.html?nurikabe/30/30/-10+100"); p.Cells[0][0] != 16 || p.Cells[0][1] != 256 {
		t.Errorf("wide numbers read as %d, %d", p.Cells[0][0], p.Cells[0][1])
	}
}

func TestParseErrors(t *testing.T) {
	puzzlestest.Errors(t, Type{}, map[string]string{
		"":                                      "empty input",
		"#tents\n1.\n":                          `header "#tents": expected #nurikabe`,
		"#nurikabe\n":                           "no grid rows",
		"#nurikabe\n1.\n...\n":                  "line 3, column 1: row has 3 cells, the first row 2",
		"#nurikabe\n1x\n":                       `line 2, column 2: unexpected "x"`,
		"#nurikabe\n1 0\n":                      "line 2, column 3: island size 0",
		"#nurikabe\n5.\n..\n":                   "the 5 at 0,0 is larger than the board's 4 cells",
		"https://puzz.link/p?nurikabe/2":        "expected nurikabe/COLS/ROWS/BODY",
		"https://puzz.link/p?nurikabe/2/a/":     "is not two numbers",
		"https://puzz.link/p?nurikabe/0/2/":     "size 0x2 is outside",
		"https://puzz.link/p?nurikabe/2/2/-":    "needs 2 hex digits",
		"https://puzz.link/p?nurikabe/2/2/+1x0": "is not a hex number",
		"https://puzz.link/p?nurikabe/2/2/!":    "unexpected '!' at 1",
		"https://puzz.link/p?nurikabe/2/2/0":    "island size 0 at 1",
		"https://puzz.link/p?nurikabe/2/2/5":    "the 5 at 0,0 is larger than the board's 4 cells",
	})
}

func TestCheckRejects(t *testing.T) {
	p := mustParse(t, "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g")
	if err := p.Check(&Answer{Grid: []string{"..###", ".#..#", ".####", ".#.#.", "###.."}}); err != nil {
		t.Fatalf("valid answer rejected: %v", err)
	}
	small := func(text string) *Puzzle { return mustParse(t, "#nurikabe\n"+text) }
	for _, c := range []struct {
		name string
		p    *Puzzle
		grid []string
		want string
	}{
		{"rows", p, []string{"..###", ".#..#"}, "the answer has 2 rows, the board 5"},
		{"columns", p, []string{"..###", "#..#", ".####", ".#.#.", "###.."}, "row 1 of the answer has 4 cells"},
		{"character", p, []string{"..###", ".#x.#", ".####", ".#.#.", "###.."}, `cell 1,2 of the answer is 'x'`},
		{"number shaded", p, []string{".####", ".#..#", ".####", ".#.#.", "###.."}, "the number at 0,1 is shaded"},
		{"2x2 block", p, []string{"..###", ".#..#", ".####", ".###.", "###.."}, "the 2x2 block at 2,1 is all shaded"},
		{"sea apart", p, []string{"..##.", ".#..#", ".####", ".#.#.", "###.."}, "the shaded cells form 2 separate regions"},
		{"island without number", small("1...\n....\n"), []string{".#.#", "####"}, "the island at 0,2 has no number"},
		{"two numbers", small("1.1.\n....\n"), []string{"...#", "####"}, "the numbers at 0,0 and 0,2 are on one island"},
		{"wrong size", small("2...\n....\n"), []string{"...#", "####"}, "the island of the 2 at 0,0 has 3 cells"},
	} {
		err := c.p.Check(&Answer{Grid: c.grid})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want %q", c.name, err, c.want)
		}
	}
	if err := p.Check(nil); err == nil {
		t.Error("nil answer passed")
	}
}

// TestBruteForce compares the solver's solution count with the count of
// shadings that pass Check, on small random boards.
func TestBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	ps := make([]*Puzzle, 80)
	for i := range ps {
		ps[i] = randomPuzzle(rng)
	}
	puzzlestest.CountsMatch(t, ps, bruteCount, 20)
}

// randomPuzzle is a board of 2 to 3 rows and 2 to 4 columns, a sixth of
// its cells numbers 1 to 4 and a sixth '?'.
func randomPuzzle(rng *rand.Rand) *Puzzle {
	rows, cols := 2+rng.IntN(2), 2+rng.IntN(3)
	p, _ := New(rows, cols)
	for _, row := range p.Cells {
		for c := range row {
			switch rng.IntN(6) {
			case 0:
				row[c] = 1 + rng.IntN(4)
			case 1:
				row[c] = Unknown
			}
		}
	}
	return p
}

func bruteCount(p *Puzzle) int {
	size := p.Size()
	n := 0
	for mask := 0; mask < 1<<(size.Rows*size.Cols); mask++ {
		a := &Answer{Grid: make([]string, size.Rows)}
		for r := range size.Rows {
			b := []byte(strings.Repeat(".", size.Cols))
			for c := range size.Cols {
				if mask&(1<<(r*size.Cols+c)) != 0 {
					b[c] = '#'
				}
			}
			a.Grid[r] = string(b)
		}
		if p.Check(a) == nil {
			n++
		}
	}
	return n
}

func TestImpossible(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"#nurikabe\n2.1\n.1.\n", "the 2 at 0,0 can reach only 1 cells"},
		{"#nurikabe\n4.\n.4\n", "the numbers add up to 4 more cells than the board has"},
	} {
		res := puzzlestest.Solve(t, mustParse(t, c.in), 2)
		if res.Status != puzzles.Unsat || !strings.Contains(res.Reason, c.want) {
			t.Errorf("%s: %s %q, want %q", c.in, res.Status, res.Reason, c.want)
		}
	}
	e, err := puzzles.Explain(mustParse(t, "#nurikabe\n2..\n...\n..4\n"), nil)
	if err != nil {
		t.Fatal(err)
	}
	if e.Status != puzzles.Unsat || len(e.Conflict) == 0 {
		t.Errorf("explain: %+v", e)
	}
}

// TestGolden records the canonical text and the answers of the examples,
// and one drawing.
func TestGolden(t *testing.T) {
	var text, answers strings.Builder
	for _, ex := range (Type{}).Examples() {
		if strings.Contains(ex.Name, "slow") { // in the benchmarks
			continue
		}
		p := mustParse(t, ex.Text)
		res := puzzlestest.Solve(t, p, 2)
		js, _ := json.Marshal(res.Answers[0])
		text.WriteString(p.String())
		answers.WriteString(ex.Name + "\n" + string(js) + "\n")
	}
	golden.Check(t, "examples_text", text.String())
	golden.Check(t, "examples_answers", answers.String())
	p := mustParse(t, "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g")
	var svg strings.Builder
	if err := p.Draw(puzzlestest.Solve(t, p, 1).Answers[0]).WriteSVG(&svg, 20); err != nil {
		t.Fatal(err)
	}
	golden.Check(t, "puzzlink5_svg", svg.String())
}
