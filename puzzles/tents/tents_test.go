package tents

import (
	"math/rand/v2"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/grid"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestTathamIDs: every ID made by Tatham's generator solves uniquely, and
// GameID writes it back.
func TestTathamIDs(t *testing.T) {
	puzzlestest.SolvesIDs(t, Type, "testdata/tatham_ids.txt", "tatham_answers", nil)
}

// TestPuzzLink solves pzprjs's own tents example and compares the answer
// with the one its test script accepts.
func TestPuzzLink(t *testing.T) {
	const url = "https://puzz.link/p?tents/5/5/2g0h1i1j82323"
	p, _ := puzzlestest.SolvesAs(t, Type, url, "#tents\n2?0??\n..T.. 1\n..... ?\n.T..T ?\n...T. ?\n.T... 1\n",
		`{"tents":[[0,1],[1,4],[2,0],[3,4],[4,0]],"grid":[".AT..","....A","AT..T","...TA","AT..."]}`)
	if got := puzzlestest.URL(p); got[0] != url {
		t.Errorf("URL = %s", got)
	}
}

// TestURLRoundTrip: URL and GameID write what the parsers read, on
// generated boards with trees far apart.
func TestURLRoundTrip(t *testing.T) {
	p, _ := New(7, 40)
	p.Cells[0][0], p.Cells[6][39], p.Cells[3][20] = Tree, Tree, Tree
	p.Rows[2], p.Cols[30], p.Cols[0] = 17, 4, 3
	puzzlestest.ReadsBack(t, Type, written, p.String())
	if id := puzzlestest.GameID(p); id[0] != "" {
		t.Errorf("game ID of a puzzle with missing counts = %q", id)
	}
	clear(p.Rows)
	clear(p.Cols)
	puzzlestest.ReadBack(t, Type, p, puzzlestest.URLAndGameID)
}

func TestCheckRejects(t *testing.T) {
	q := mustParse(t, "#tents\n1?1\n.T. 1\n... 0\n.T. 1\n")
	puzzlestest.Accepts(t, q, &Answer{On: [][2]int{{0, 0}, {2, 2}}})
	puzzlestest.Rejects(t, q, map[string]puzzles.Answer{
		"tent 3,2 is off the board":   &Answer{On: [][2]int{{0, 0}, {3, 2}}},
		"tent 0,1 stands on a tree":   &Answer{On: [][2]int{{0, 1}, {2, 2}}},
		"tent 0,0 is given twice":     &Answer{On: [][2]int{{0, 0}, {0, 0}}},
		"tents 0,0 and 1,1 touch":     &Answer{On: [][2]int{{0, 0}, {1, 1}}},
		"row 1 has 1 tents, not 0":    &Answer{On: [][2]int{{0, 0}, {1, 2}}},
		"column 0 has 2 tents, not 1": &Answer{On: [][2]int{{0, 0}, {2, 0}}},
	})
	for text, c := range map[string]struct {
		want  string
		tents [][2]int
	}{
		"#tents\n???\n.T. ?\n... ?\n.T. ?\n": {"1 tents for 2 trees", [][2]int{{0, 0}}},
		"#tents\n???\nT.. ?\n... ?\n..T ?\n": {"has no tent of its own", [][2]int{{0, 1}, {2, 0}}},
		"#tents\n???\nT.. ?\n... ?\n... ?\n": {"has no tent of its own", [][2]int{{2, 2}}}, // not beside a tree
	} {
		puzzlestest.Rejects(t, mustParse(t, text), map[string]puzzles.Answer{c.want: &Answer{On: c.tents}})
	}
}

// TestMatchingShared: a tent may stand beside a tree that is not its own,
// as long as every tree has its own tent (Tatham's rule).
func TestMatchingShared(t *testing.T) {
	p := mustParse(t, "#tents\n????\nTT.. ?\n.... ?\n.... ?\n")
	puzzlestest.Accepts(t, p, &Answer{On: [][2]int{{1, 0}, {0, 2}}})
}

// TestBruteForce compares the solver's solution count with the count of
// tent sets that pass Check, on small random boards.
func TestBruteForce(t *testing.T) {
	puzzlestest.RandomCountsMatch(t, 1, 60, randomPuzzle, bruteCount, 8)
}

// randomPuzzle is a board of 2 to 4 rows and columns, a quarter of it
// trees, about half of the counts given.
func randomPuzzle(rng *rand.Rand, _ int) *Puzzle {
	rows, cols := 2+rng.IntN(3), 2+rng.IntN(3)
	p, _ := New(rows, cols)
	puzzlestest.Scatter(rng, p.Cells, 4, func() int { return Tree })
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

// bruteCount counts the sets of tents that pass Check.
func bruteCount(p *Puzzle) int {
	cells := p.Size().Cells()
	return puzzlestest.CountSubsets(len(cells), func(in func(int) bool) bool {
		a := &Answer{On: [][2]int{}}
		for i, pos := range cells {
			if in(i) {
				a.On = append(a.On, [2]int{pos.R, pos.C})
			}
		}
		return p.Check(a) == nil
	})
}

func TestImpossible(t *testing.T) {
	puzzlestest.Unsolvable(t, Type, map[string]string{
		"#tents\n??\nTT ?\nTT ?\n": "the tree at row 1, column 1 has no empty cell beside it",
		"#tents\n??\nT. 1\n.. 1\n": "the rows' counts add up to 2, and the board has 1 tree",
		"#tents\n10\nT. ?\n.T ?\n": "the columns' counts add up to 1, and the board has 2 trees",
	})
	puzzlestest.Explains(t, mustParse(t, "#tents\n1?1\n.T. 1\n... 1\n.T. ?\n"), 1)
}

// TestSeveralSolutions: a puzzle with two placements is counted as such
// and Diff names the cells that differ.
func TestSeveralSolutions(t *testing.T) {
	p := mustParse(t, "#tents\n???\n.T. ?\n... ?\n")
	puzzlestest.SeveralSolutions(t, p, 3, 2)
	d, err := puzzles.Deduce(p, nil)
	if err != nil {
		t.Fatal(err)
	}
	if a := d.Partial.(*Answer); len(a.On) != 0 || len(a.Off) != 2 {
		t.Errorf("partial answer: tents %v, grass %v", a.On, a.Off)
	}
}

// countKeys are the keys that type a count: its digits, none when it is
// not given.
func countKeys(n int) []string {
	if n == None {
		return nil
	}
	return puzzlestest.Digits(n)
}

// enter types want on a blank puzzle with pad keys alone (see
// TestEnterByPad).
func enter(ty *puzzlestest.Typist, want puzzles.Instance) {
	p := want.(*Puzzle)
	ty.New(p.Size().Rows, p.Size().Cols)
	ty.Cells(p.Size(), func(pos grid.Pos) []string {
		if p.Tree(pos) {
			return []string{KeyTree}
		}
		return nil
	})
	for r, n := range p.Rows {
		ty.Press(puzzles.Target{R: r, Kind: KindRow}, countKeys(n)...)
	}
	for c, n := range p.Cols {
		ty.Press(puzzles.Target{C: c, Kind: KindCol}, countKeys(n)...)
	}
}

func TestEdit(t *testing.T) {
	p, _ := New(3, 24)
	pad := []puzzles.Key{{Label: "Tree", Key: KeyTree}}
	for _, d := range "0123456789" {
		pad = append(pad, puzzles.Key{Label: string(d), Key: string(d)})
	}
	puzzlestest.Pad(t, p, append(pad, puzzles.Key{Label: "Delete", Key: "Delete"})...)
	row, col := puzzles.Target{R: 1, Kind: KindRow}, puzzles.Target{C: 2, Kind: KindCol}
	cell := puzzles.Target{R: 2, C: 5}
	puzzlestest.EditCases(t, p, []puzzlestest.EditCase{
		{Name: "tree", At: cell, Keys: []string{"t"}, Want: ".....T.................. ?"},
		{Name: "tree by #, then cleared", At: cell, Keys: []string{"#", "Delete"}, Want: "........................ ?"},
		{Name: "two digits", At: row, Keys: []string{"1", "2"}, Want: "........................ 12"},
		{Name: "too long starts again", At: row, Keys: []string{"1", "2", "3"}, Want: "........................ 3"},
		{Name: "backspace", At: row, Keys: []string{"1", "2", "Backspace"}, Want: "........................ 1"},
		{Name: "backspace to none", At: row, Keys: []string{"1", "Backspace"}, Want: "........................ ?"},
		{Name: "delete", At: row, Keys: []string{"5", "Delete"}, Want: "........................ ?"},
		{Name: "zero then digit", At: row, Keys: []string{"0", "7"}, Want: "........................ 7"},
		{Name: "column", At: col, Keys: []string{"2"}, Want: "??2?????????????????????"},
		{Name: "column too big", At: col, Keys: []string{"3"}, Want: "3 tents do not fit a column of 3 cells (at most 2)"},
		{Name: "digit on a cell", At: cell, Keys: []string{"5"}},
		{Name: "tree on a count", At: row, Keys: []string{"t"}},
		{Name: "click", At: cell, Keys: []string{"Click", "AltClick"}},
	}...)
}

func TestTargets(t *testing.T) {
	p, _ := New(2, 3)
	puzzlestest.Hits(t, p, []puzzlestest.HitCase{
		{X: 0.5, Y: 0.5, Want: puzzles.Target{}, OK: true},
		{X: 2.5, Y: 1.5, Want: puzzles.Target{R: 1, C: 2}, OK: true},
		{X: 3.5, Y: 1.5, Want: puzzles.Target{R: 1, Kind: KindRow}, OK: true},
		{X: 1.5, Y: 2.5, Want: puzzles.Target{C: 1, Kind: KindCol}, OK: true},
		{X: 3.5, Y: 2.5}, {X: -0.5, Y: 0.5},
	}...)
	if x, y, w, h := p.Box(puzzles.Target{R: 1, Kind: KindRow}); x != 3 || y != 1 || w != 1 || h != 1 {
		t.Errorf("Box(row 1) = %g %g %g %g", x, y, w, h)
	}
	puzzlestest.Moves(t, p, []puzzlestest.MoveCase{
		{From: puzzles.Target{R: 1, C: 2}, Arrow: "ArrowRight", Want: puzzles.Target{R: 1, Kind: KindRow}},
		{From: puzzles.Target{R: 1, C: 2}, Arrow: "ArrowDown", Want: puzzles.Target{C: 2, Kind: KindCol}},
		{From: puzzles.Target{R: 1, Kind: KindRow}, Arrow: "ArrowDown", Want: puzzles.Target{R: 1, Kind: KindRow}},
		{From: puzzles.Target{R: 1, Kind: KindRow}, Arrow: "ArrowLeft", Want: puzzles.Target{R: 1, C: 2}},
		{From: puzzles.Target{C: 0, Kind: KindCol}, Arrow: "ArrowUp", Want: puzzles.Target{R: 1, C: 0}},
		{From: puzzles.Target{}, Arrow: "ArrowUp", Want: puzzles.Target{}},
	}...)
}

func TestGenerate(t *testing.T) {
	opts := []puzzles.GenerateOptions{{Rows: 6, Cols: 6, Seed: 3}, {Rows: 8, Cols: 10, Seed: 3}, {Rows: 1, Cols: 5, Seed: 3}}
	for i, inst := range puzzlestest.Generates(t, Type, opts...) {
		if s := inst.(*Puzzle).Size(); s.Rows != opts[i].Rows || s.Cols != opts[i].Cols {
			t.Errorf("size %v", s)
		}
		if puzzlestest.GameID(inst)[0] == "" {
			t.Errorf("a count is missing:\n%s", inst)
		}
	}
	puzzlestest.GenerateErrors(t, Type, map[puzzles.GenerateOptions]string{
		{Rows: 31, Cols: 5, Seed: 1}: "generated boards are at most 30x30",
	})
}

// written are the URL and, when every count is given, the game ID.
var written = puzzlestest.Written

// TestParseFormats: the texts of testdata/forms.txt parse as it says, and
// the forms that puzzles write read back.
func TestParseFormats(t *testing.T) {
	puzzlestest.Formats(t, Type, "testdata/forms.txt", written)
}

// FuzzParse: whatever parses round-trips and the forms it writes read
// back; the texts of testdata/forms.txt seed it.
func FuzzParse(f *testing.F) {
	puzzlestest.FuzzFormats(f, Type, "testdata/forms.txt", written, "#tents\n1 ?\nT. 1\n", "2x1:_b,1,0,1", "tents/2/2/1gg0", "#tents\n12\n"+"T\n", "3:z,0,0,0,0,0,0")
}
