package nurikabe

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/grid"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/golden"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestPuzzLink solves pzprjs's own nurikabe example and compares the
// answer with the one its test script accepts.
func TestPuzzLink(t *testing.T) {
	const url = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"
	p, _ := puzzlestest.SolvesAs(t, Type, url, "#nurikabe\n.5...\n..2..\n.....\n..1..\n...3.\n",
		`{"grid":["..###",".#..#",".####",".#.#.","###.."]}`)
	if got, _ := p.(*Puzzle).URL(); got != url {
		t.Errorf("URL() = %s", got)
	}
}

// TestSeveralSolutions: cspuz's test puzzle has several solutions; they
// are counted, and Diff names the cells where two differ.
func TestSeveralSolutions(t *testing.T) {
	p := mustParse(t, "https://puzz.link/p?nurikabe/6/6/m8n8i9u")
	var out strings.Builder
	for _, a := range puzzlestest.SeveralSolutions(t, p, 3, 14) {
		out.WriteString(a.Text() + "\n")
	}
	golden.Check(t, "several_answers", out.String())
	d, err := puzzles.Deduce(p, nil)
	if err != nil {
		t.Fatal(err)
	}
	// The facts agree with those cspuz's own test expects for this puzzle.
	golden.Check(t, "several_partial", d.Partial.Text())
}

// TestWideNumbers: pzv.jp's numbers of two and three hexadecimal digits
// are read, and written back.
func TestWideNumbers(t *testing.T) {
	url := "http://pzv.jp/p.html?nurikabe/30/30/-10+100" + strings.Repeat("z", 44) + "x" // 2 numbers, 898 blanks
	if p := mustParse(t, url); p.Cells[0][0] != 16 || p.Cells[0][1] != 256 {
		t.Errorf("wide numbers read as %d, %d", p.Cells[0][0], p.Cells[0][1])
	}
	puzzlestest.ReadsBack(t, Type, written, url)
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
	puzzlestest.RandomCountsMatch(t, 3, 80, randomPuzzle, bruteCount, 20)
}

// randomPuzzle is a board of 2 to 3 rows and 2 to 4 columns, a sixth of
// its cells numbers 1 to 4 and a sixth '?'.
func randomPuzzle(rng *rand.Rand, _ int) *Puzzle {
	rows, cols := 2+rng.IntN(2), 2+rng.IntN(3)
	p, _ := New(rows, cols)
	puzzlestest.Scatter(rng, p.Cells, 3, func() int {
		if rng.IntN(2) == 0 {
			return 1 + rng.IntN(4)
		}
		return Unknown
	})
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
	puzzlestest.Unsolvable(t, Type, map[string]string{
		"#nurikabe\n2.1\n.1.\n": "the 2 at row 1, column 1 can reach only 1 cell",
		"#nurikabe\n4.\n.4\n":   "the numbers add up to 4 more cells than the board has",
	})
	puzzlestest.Explains(t, mustParse(t, "#nurikabe\n2..\n...\n..4\n"), 1)
}

// cellKeys are the pad keys that type cell pos of p (see TestEnterByPad).
func cellKeys(ty *puzzlestest.Typist, p *Puzzle, pos grid.Pos) []string {
	switch v := p.At(pos); v {
	case Empty:
		return nil
	case Unknown:
		return []string{"?"}
	default:
		return puzzlestest.Digits(v)
	}
}

func TestEdit(t *testing.T) {
	p, _ := New(4, 5)
	at := puzzles.Target{R: 1, C: 2}
	puzzlestest.EditCases(t, p, []puzzlestest.EditCase{
		{Name: "digit", At: at, Keys: []string{"3"}, Want: "..3.."},
		{Name: "two digits", At: at, Keys: []string{"1", "2"}, Want: " .  . 12  .  ."},
		{Name: "too long starts again", At: at, Keys: []string{"1", "2", "3"}, Want: "..3.."},
		{Name: "backspace", At: at, Keys: []string{"1", "2", "Backspace"}, Want: "..1.."},
		{Name: "unknown", At: at, Keys: []string{"?"}, Want: "..?.."},
		{Name: "delete", At: at, Keys: []string{"4", "Delete"}, Want: "....."},
		{Name: "zero", At: at, Keys: []string{"0"}, Want: "number 0: an island has at least 1 cell"},
		{Name: "too big", At: at, Keys: []string{"2", "1"}, Want: "..1.."},
		{Name: "click", At: at, Keys: []string{"Click", "AltClick", "x"}},
		{Name: "off the board", At: puzzles.Target{R: 9, C: 9}, Keys: []string{"1"}},
	}...)
}

// TestGenerate: the generator makes the same unique puzzle of the asked
// size for the same seed.
func TestGenerate(t *testing.T) {
	inst := puzzlestest.Generates(t, Type, puzzles.GenerateOptions{Rows: 7, Cols: 8, Seed: 2})[0]
	if s := inst.(*Puzzle).Size(); s.Rows != 7 || s.Cols != 8 {
		t.Errorf("size %v", s)
	}
	puzzlestest.GenerateErrors(t, Type, map[puzzles.GenerateOptions]string{
		{Rows: 41, Cols: 5, Seed: 1}: "generated boards are 2 to 40x40 cells",
	})
}

// TestGenerated10: the generated example is what Generate(10, 10, 1) makes.
func TestGenerated10(t *testing.T) {
	if testing.Short() {
		t.Skip("generates a 10x10 board")
	}
	p, err := Generate(10, 10, 1)
	if err != nil {
		t.Fatal(err)
	}
	again, err := Generate(10, 10, 1)
	if err != nil || again.String() != p.String() {
		t.Errorf("the same seed gave another puzzle (%v):\n%s\nthen\n%s", err, p, again)
	}
	puzzlestest.Unique(t, p)
}

// written is the form a puzzle writes: its URL.
var written = puzzlestest.URL

// TestParseFormats: the texts of testdata/forms.txt parse as it says, and
// the forms that puzzles write read back.
func TestParseFormats(t *testing.T) {
	puzzlestest.Formats(t, Type, "testdata/forms.txt", written)
}

// FuzzParse: whatever parses round-trips and the forms it writes read
// back; the texts of testdata/forms.txt seed it.
func FuzzParse(f *testing.F) {
	puzzlestest.FuzzFormats(f, Type, "testdata/forms.txt", written, "#nurikabe\n12\n.\n.\n", "nurikabe/2/2/-10", "#nurikabe\n10 . .\n. . ?\n")
}
