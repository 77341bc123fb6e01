package nonogram

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

func TestParseEmptyAndUnknownLines(t *testing.T) {
	p := mustParse(t, "#nonogram 2x2\n0\n?\n-\n1\n0\n")
	if p.Rows[0] == nil || len(p.Rows[0]) != 0 || p.Rows[1] != nil {
		t.Errorf("rows %v: want an empty then an unknown line", p.Rows)
	}
	if q := mustParse(t, "2x2:1//1/"); q.Cols[1] == nil || len(q.Rows[1]) != 0 {
		t.Errorf("game ID empty lines: %v %v", q.Cols, q.Rows)
	}
}

// TestBruteForce compares solution counts with a count over every picture
// on tiny random puzzles, some with unknown lines.
func TestBruteForce(t *testing.T) {
	puzzlestest.RandomCountsMatch(t, 3, 60, randomPuzzle, bruteCount, 60)
}

// randomPuzzle is the puzzle of a random picture of 1 to 3 rows and 1 to 4
// columns, a third of the time with one row's clue unknown.
func randomPuzzle(rng *rand.Rand, _ int) *Puzzle {
	rows, cols := 1+rng.IntN(3), 1+rng.IntN(4)
	pic, _ := puzzles.NewGrid(rows, cols, false)
	puzzlestest.Scatter(rng, pic, 2, func() bool { return true })
	p := FromPicture(pic)
	if rng.IntN(3) == 0 {
		p.Rows[rng.IntN(rows)] = Unknown
	}
	return p
}

// bruteCount counts the pictures that pass Check.
func bruteCount(p *Puzzle) int {
	rows, cols := len(p.Rows), len(p.Cols)
	return puzzlestest.CountSubsets(rows*cols, func(in func(int) bool) bool {
		return p.Check(&Answer{Grid: puzzlestest.Picture(rows, cols, in, Filled, Empty)}) == nil
	})
}

func TestImpossibleTotals(t *testing.T) {
	if res := puzzlestest.Solve(t, mustParse(t, "#nonogram 2x2\n1\n1\n-\n2\n0\n"), 2); res.Status != puzzles.Solved {
		t.Errorf("equal totals: %+v", res)
	}
	puzzlestest.Unsolvable(t, Type, map[string]string{"#nonogram 2x2\n1\n1\n-\n2\n1\n": "row clues fill 2 cells, the column clues 3"})
}

func TestDiff(t *testing.T) {
	puzzlestest.SeveralSolutions(t, mustParse(t, "#nonogram 2x1\n1\n-\n?\n?\n"), 2, 2)
}

// enter types want on a blank puzzle with pad keys alone (see
// TestEnterByPad).
func enter(ty *puzzlestest.Typist, want puzzles.Instance) {
	p := want.(*Puzzle)
	ty.New(len(p.Rows), len(p.Cols))
	for r, c := range p.Rows {
		ty.Press(puzzles.Target{R: r, Kind: KindRow}, clueKeys(c)...)
	}
	for col, c := range p.Cols {
		ty.Press(puzzles.Target{C: col, Kind: KindCol}, clueKeys(c)...)
	}
}

// clueKeys are the keys that type a clue: its numbers' digits, a space
// between two numbers.
func clueKeys(clue []int) []string {
	var keys []string
	for i, n := range clue {
		if i > 0 {
			keys = append(keys, " ")
		}
		keys = append(keys, strings.Split(strconv.Itoa(n), "")...)
	}
	return keys
}

func TestEditKeys(t *testing.T) {
	p, _ := New(3, 20)
	row := puzzles.Target{R: 1, Kind: KindRow}
	read := func(inst puzzles.Instance) string { return clueText(inst.(*Puzzle).Rows[1]) }
	inst := puzzlestest.Steps(t, p, row, read, []puzzlestest.Step[string]{
		{Key: "1", Want: "1"}, {Key: "2", Want: "12"}, {Key: "3", Want: "12 3"}, // 123 does not fit 20 cells: a new number
		{Key: "Backspace", Want: "12"}, {Key: " ", Want: "12"}, {Key: "Backspace", Want: "12"}, {Key: "Backspace", Want: "1"},
		{Key: " ", Want: "1"}, {Key: "5", Want: "1 5"}, {Key: "Delete", Want: "0"}, {Key: "?", Want: "?"}, {Key: "4", Want: "4"},
		{Key: "Click", Want: "4"}, {Key: "x", Want: "4"}}...)
	inst = puzzlestest.Steps(t, inst, row, read, []puzzlestest.Step[string]{
		{Key: "Delete", Want: "0"}, {Key: "2", Want: "2"}, {Key: "0", Want: "20"}, {Key: " ", Want: "20"}}...)
	puzzlestest.Refuses(t, inst, row, map[string]string{"1": "clue 20 1 needs 22 cells, the line has 20"})
}

func TestHitBoxMove(t *testing.T) {
	p := mustParse(t, puzzlestest.ExampleText(t, Type, "Clue text 5x5")) // strips: 2 wide (row 0 is "1 1"), 1 high
	puzzlestest.Hits(t, p, []puzzlestest.HitCase{
		{X: 0.5, Y: 1.5, Want: puzzles.Target{R: 0, Kind: KindRow}, OK: true},
		{X: 1.9, Y: 5.5, Want: puzzles.Target{R: 4, Kind: KindRow}, OK: true},
		{X: 2.5, Y: 0.5, Want: puzzles.Target{C: 0, Kind: KindCol}, OK: true},
		{X: 6.5, Y: 0.2, Want: puzzles.Target{C: 4, Kind: KindCol}, OK: true},
		{X: 3, Y: 3}, {X: 0.5, Y: 0.5}, {X: 7.5, Y: 0.5},
	}...)
	if x, y, w, h := p.Box(puzzles.Target{R: 2, Kind: KindRow}); x != 0 || y != 3 || w != 2 || h != 1 {
		t.Errorf("Box(row 2) = %v %v %v %v", x, y, w, h)
	}
	row0 := puzzles.Target{Kind: KindRow}
	puzzlestest.Moves(t, p, []puzzlestest.MoveCase{
		{From: row0, Arrow: "ArrowUp", Want: puzzles.Target{Kind: KindCol}},
		{From: row0, Arrow: "ArrowDown", Want: puzzles.Target{R: 1, Kind: KindRow}},
		{From: puzzles.Target{Kind: KindCol}, Arrow: "ArrowLeft", Want: row0},
	}...)
}

// written are the forms a puzzle writes, its URL and its game ID, when
// every clue is given (neither can keep an unknown line).
func written(inst puzzles.Instance) []string {
	p := inst.(*Puzzle)
	if p.hasUnknown() {
		return nil
	}
	return puzzlestest.URLAndGameID(p)
}

// TestUnknownCluesWriteNoForm: a puzzle with an unknown clue has no URL
// and no game ID, as both would read back with an empty line instead.
func TestUnknownCluesWriteNoForm(t *testing.T) {
	p := mustParse(t, "#nonogram 2x2\n1\n?\n-\n1\n0\n")
	if u, g := p.URL(), p.GameID(); u != "" || g != "" {
		t.Errorf("URL %q, GameID %q: want none", u, g)
	}
	q := mustParse(t, "#nonogram 2x2\n1\n0\n-\n1\n0\n")
	if q.URL() == "" || q.GameID() == "" {
		t.Error("a puzzle with every clue given writes no URL or game ID")
	}
}

// FuzzParse: whatever parses round-trips and the forms it writes read
// back; the texts of testdata/forms.txt seed it.
func FuzzParse(f *testing.F) {
	puzzlestest.FuzzFormats(f, Type, "testdata/forms.txt", written, "#nonogram\n1 2\n?\n-\n0\n3\n")
}
