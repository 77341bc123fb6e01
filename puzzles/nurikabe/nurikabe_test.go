package nurikabe

import (
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
	const url = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"
	p, _ := puzzlestest.SolvesAs(t, Type{}, url, "#nurikabe\n.5...\n..2..\n.....\n..1..\n...3.\n",
		`{"grid":["..###",".#..#",".####",".#.#.","###.."]}`)
	if got := p.(*Puzzle).URL(); got != url {
		t.Errorf("URL() = %s", got)
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
	puzzlestest.Canonical(t, Type{}, map[string]string{
		"#nurikabe\n1.\n.?\n": "#nurikabe\n1.\n.?\n",
		"1 . .\n. . 3\n":      "#nurikabe\n1..\n..3\n", // no header, spaces
		"#Nurikabe\r\n10 . .\r\n. . .\r\n. . .\r\n. . .\r\n": "#nurikabe\n10  .  .\n .  .  .\n .  .  .\n .  .  .\n",
		"https://puzz.link/p?nurikabe/3/2/1h.h":              "#nurikabe\n1..\n?..\n",
	})
	puzzlestest.ReadsBack(t, Type{}, puzzlestest.URL,
		"#nurikabe\n1.\n.?\n", "1 . .\n. . 3\n", "#Nurikabe\r\n10 . .\r\n. . .\r\n. . .\r\n. . .\r\n",
		"12\n.\n.\n.\n.\n.\n.\n.\n.\n.\n.\n.\n", // one column, two digits
		"https://puzz.link/p?nurikabe/3/2/1h.h", "http://pzv.jp/p.html?nurikabe/30/30/-10+100")
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
		"https://puzz.link/p?nurikabe/2/2/!":    "unexpected character '!' at 1",
		"https://puzz.link/p?nurikabe/2/2/0":    "cell (0, 0): island size 0",
		"https://puzz.link/p?nurikabe/2/2/5":    "the 5 at 0,0 is larger than the board's 4 cells",
	})
}

func TestCheckRejects(t *testing.T) {
	p := mustParse(t, "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g")
	puzzlestest.Accepts(t, p, &Answer{Grid: []string{"..###", ".#..#", ".####", ".#.#.", "###.."}})
	puzzlestest.Rejects(t, p, map[string]puzzles.Answer{
		"the answer has 2 rows, the board 5":       &Answer{Grid: []string{"..###", ".#..#"}},
		"row 1 of the answer has 4 cells":          &Answer{Grid: []string{"..###", "#..#", ".####", ".#.#.", "###.."}},
		`cell 1,2 of the answer is 'x'`:            &Answer{Grid: []string{"..###", ".#x.#", ".####", ".#.#.", "###.."}},
		"the number at 0,1 is shaded":              &Answer{Grid: []string{".####", ".#..#", ".####", ".#.#.", "###.."}},
		"the 2x2 block at 2,1 is all shaded":       &Answer{Grid: []string{"..###", ".#..#", ".####", ".###.", "###.."}},
		"the shaded cells form 2 separate regions": &Answer{Grid: []string{"..##.", ".#..#", ".####", ".#.#.", "###.."}},
	})
	for text, c := range map[string]struct{ want, grid0 string }{
		"1...\n....\n": {"the island at 0,2 has no number", ".#.#"},
		"1.1.\n....\n": {"the numbers at 0,0 and 0,2 are on one island", "...#"},
		"2...\n....\n": {"the island of the 2 at 0,0 has 3 cells", "...#"},
	} {
		puzzlestest.Rejects(t, mustParse(t, "#nurikabe\n"+text), map[string]puzzles.Answer{c.want: &Answer{Grid: []string{c.grid0, "####"}}})
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

// bruteCount counts the shadings that pass Check.
func bruteCount(p *Puzzle) int {
	size := p.Size()
	return puzzlestest.CountSubsets(size.Rows*size.Cols, func(in func(int) bool) bool {
		return p.Check(&Answer{Grid: puzzlestest.Picture(size.Rows, size.Cols, in, '#', '.')}) == nil
	})
}

func TestImpossible(t *testing.T) {
	puzzlestest.Unsolvable(t, Type{}, map[string]string{
		"#nurikabe\n2.1\n.1.\n": "the 2 at 0,0 can reach only 1 cells",
		"#nurikabe\n4.\n.4\n":   "the numbers add up to 4 more cells than the board has",
	})
	puzzlestest.Explains(t, mustParse(t, "#nurikabe\n2..\n...\n..4\n"), 1)
}

// TestGolden records the canonical text and the answers of the examples,
// and one drawing.
func TestGolden(t *testing.T) { puzzlestest.AnswersGolden(t, Type{}) }
