package puzzlestest_test

import (
	"flag"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"slices"
	"strconv"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/kurodoko"
	"github.com/puzzlesat/puzzlesat/puzzles/lightup"
	"github.com/puzzlesat/puzzlesat/puzzles/lits"
	"github.com/puzzlesat/puzzlesat/puzzles/mapcolour"
	"github.com/puzzlesat/puzzlesat/puzzles/masyu"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
	"github.com/puzzlesat/puzzlesat/puzzles/towers"
)

// The kit is tested on Light Up: each helper passes on what is right and
// fails on what is wrong.

// recorder is a testing.TB that notes failures instead of reporting them.
type recorder struct {
	testing.TB
	failed bool
}

func (r *recorder) Helper()               {}
func (r *recorder) Error(...any)          { r.failed = true }
func (r *recorder) Errorf(string, ...any) { r.failed = true }
func (r *recorder) Fatal(...any)          { r.failed = true; runtime.Goexit() }
func (r *recorder) Fatalf(string, ...any) { r.failed = true; runtime.Goexit() }

// fails reports whether check fails.
func fails(t *testing.T, check func(tb testing.TB)) bool {
	r := &recorder{TB: t}
	done := make(chan struct{})
	go func() {
		defer close(done)
		check(r)
	}()
	<-done
	return r.failed
}

// expect checks that check passes when ok and fails when not.
func expect(t *testing.T, name string, ok bool, check func(tb testing.TB)) {
	t.Helper()
	if failed := fails(t, check); failed == ok {
		t.Errorf("%s: failed %v, want %v", name, failed, !ok)
	}
}

var typ = lightup.Type

func blank(t testing.TB) puzzles.Instance {
	p, err := lightup.New(2, 2)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func cell(r, c int) puzzles.Target { return puzzles.Target{R: r, C: c} }

func cellValue(inst puzzles.Instance) int { return inst.(*lightup.Puzzle).Cells[1][0] }

func TestEditAndPress(t *testing.T) {
	p := blank(t)
	expect(t, "a pad key", true, func(tb testing.TB) { puzzlestest.Press(tb, p, cell(0, 0), "b") })
	expect(t, "a key off the pad", false, func(tb testing.TB) { puzzlestest.Press(tb, p, cell(0, 0), "#") })
	expect(t, "Edit of a key off the pad", true, func(tb testing.TB) { puzzlestest.Edit(tb, p, cell(0, 0), "#") })
	expect(t, "a refused key", false, func(tb testing.TB) { puzzlestest.Edit(tb, p, cell(0, 0), "5") })
	expect(t, "refusal wanted", true, func(tb testing.TB) { puzzlestest.Refuses(tb, p, cell(0, 0), map[string]string{"5": ""}) })
	expect(t, "refusal of a good key", false, func(tb testing.TB) { puzzlestest.Refuses(tb, p, cell(0, 0), map[string]string{"1": ""}) })
	expect(t, "a click ignored", true, func(tb testing.TB) { puzzlestest.Ignores(tb, p, cell(0, 0), "Click") })
	expect(t, "a digit ignored", false, func(tb testing.TB) { puzzlestest.Ignores(tb, p, cell(0, 0), "1") })
}

func TestSteps(t *testing.T) {
	good := []puzzlestest.Step[int]{{Key: "b", Want: lightup.Black}, {Key: "3", Want: 3}, {Key: "Delete", Want: lightup.White}}
	expect(t, "right steps", true, func(tb testing.TB) { puzzlestest.Steps(tb, blank(t), cell(1, 0), cellValue, good...) })
	bad := []puzzlestest.Step[int]{{Key: "b", Want: lightup.Black}, {Key: "3", Want: 2}}
	expect(t, "a wrong step", false, func(tb testing.TB) { puzzlestest.Steps(tb, blank(t), cell(1, 0), cellValue, bad...) })
}

func TestPad(t *testing.T) {
	p := blank(t)
	keys := p.Keys()
	expect(t, "the pad", true, func(tb testing.TB) { puzzlestest.Pad(tb, p, keys...) })
	expect(t, "a key missing", false, func(tb testing.TB) { puzzlestest.Pad(tb, p, keys[1:]...) })
	expect(t, "another order", false, func(tb testing.TB) { puzzlestest.Pad(tb, p, slices.Concat(keys[1:], keys[:1])...) })
}

func TestDigits(t *testing.T) {
	for n, want := range map[int][]string{0: {"0"}, 7: {"7"}, 12: {"1", "2"}, 305: {"3", "0", "5"}} {
		if got := puzzlestest.Digits(n); !slices.Equal(got, want) {
			t.Errorf("Digits(%d) = %q, want %q", n, got, want)
		}
	}
}

func TestCellSteps(t *testing.T) {
	good := []puzzlestest.Step[int]{{Key: "b", Want: lightup.Black}, {Key: "3", Want: 3}}
	expect(t, "right steps", true, func(tb testing.TB) { puzzlestest.CellSteps(tb, typ, good, "5") })
	bad := []puzzlestest.Step[int]{{Key: "3", Want: 2}}
	expect(t, "a wrong step", false, func(tb testing.TB) { puzzlestest.CellSteps(tb, typ, bad) })
	expect(t, "a key taken, said to be refused", false, func(tb testing.TB) { puzzlestest.CellSteps(tb, typ, good, "b") })
	text := []puzzlestest.Step[string]{{Key: "b", Want: "#"}}
	expect(t, "cells of another kind", false, func(tb testing.TB) { puzzlestest.CellSteps(tb, typ, text) })
}

func TestEditCases(t *testing.T) {
	p := blank(t)
	for _, c := range []struct {
		ok   bool
		edit puzzlestest.EditCase
	}{
		{true, puzzlestest.EditCase{Name: "line", At: cell(1, 0), Keys: []string{"b", "2"}, Want: "2."}},
		{false, puzzlestest.EditCase{Name: "part of a line", At: cell(1, 0), Keys: []string{"2"}, Want: "2"}},
		{true, puzzlestest.EditCase{Name: "refused", At: cell(1, 0), Keys: []string{"1", "7"}, Want: "7"}},
		{false, puzzlestest.EditCase{Name: "refused, wrong words", At: cell(1, 0), Keys: []string{"7"}, Want: "fits"}},
		{true, puzzlestest.EditCase{Name: "unchanged", At: cell(1, 0), Keys: []string{"Click"}}},
		{false, puzzlestest.EditCase{Name: "changed", At: cell(1, 0), Keys: []string{"1"}}},
	} {
		expect(t, c.edit.Name, c.ok, func(tb testing.TB) { puzzlestest.EditCases(tb, p, c.edit) })
	}
}

// enterLightUp types a Light Up example: b for black, digits for numbers.
func enterLightUp(ty *puzzlestest.Typist, want puzzles.Instance) {
	p := want.(*lightup.Puzzle)
	size := p.Size()
	ty.New(size.Rows, size.Cols)
	ty.Cells(size, func(pos grid.Pos) []string {
		switch v := p.At(pos); v {
		case lightup.White:
			return nil
		case lightup.Black:
			return []string{ty.Key("Black")}
		default:
			return []string{strconv.Itoa(v)}
		}
	})
}

func TestEnters(t *testing.T) {
	enter := func(ty *puzzlestest.Typist, p *lightup.Puzzle) { enterLightUp(ty, p) }
	expect(t, "typed", true, func(tb testing.TB) { puzzlestest.Enters(tb, typ, enter) })
	nothing := func(ty *puzzlestest.Typist, p *lightup.Puzzle) {}
	expect(t, "nothing typed", false, func(tb testing.TB) { puzzlestest.Enters(tb, typ, nothing) })
}

func TestEntersExamples(t *testing.T) {
	expect(t, "typed", true, func(tb testing.TB) { puzzlestest.EntersExamples(tb, typ, enterLightUp) })
	skipNumbers := func(ty *puzzlestest.Typist, want puzzles.Instance) {
		size := want.(*lightup.Puzzle).Size()
		ty.New(size.Rows, size.Cols)
	}
	expect(t, "not typed", false, func(tb testing.TB) { puzzlestest.EntersExamples(tb, typ, skipNumbers) })
	blackOnly := func(ty *puzzlestest.Typist, p *lightup.Puzzle, pos grid.Pos) []string {
		if p.At(pos) == lightup.Black {
			return []string{"b"}
		}
		return nil
	}
	expect(t, "numbers not typed", false, func(tb testing.TB) { puzzlestest.EntersCells(tb, typ, blackOnly) })
	cells := func(ty *puzzlestest.Typist, p *lightup.Puzzle, pos grid.Pos) []string {
		if v := p.At(pos); v >= 0 {
			return []string{strconv.Itoa(v)}
		}
		return blackOnly(ty, p, pos)
	}
	expect(t, "cell by cell", true, func(tb testing.TB) { puzzlestest.EntersCells(tb, typ, cells) })
	noLabel := func(ty *puzzlestest.Typist, _ puzzles.Instance) { ty.New(1, 1); ty.Key("Lamp") }
	expect(t, "no such label", false, func(tb testing.TB) { puzzlestest.EntersExamples(tb, typ, noLabel) })
}

func TestHitsAndMoves(t *testing.T) {
	p := blank(t)
	expect(t, "hits", true, func(tb testing.TB) {
		puzzlestest.Hits(tb, p, puzzlestest.HitCase{X: 1.5, Y: 0.2, Want: cell(0, 1), OK: true}, puzzlestest.HitCase{X: 5, Y: 5})
	})
	expect(t, "a wrong hit", false, func(tb testing.TB) {
		puzzlestest.Hits(tb, p, puzzlestest.HitCase{X: 1.5, Y: 0.2, Want: cell(0, 0), OK: true})
	})
	expect(t, "moves", true, func(tb testing.TB) {
		puzzlestest.Moves(tb, p, puzzlestest.MoveCase{From: cell(1, 1), Arrow: "ArrowRight", Want: cell(1, 1)})
	})
	expect(t, "a wrong move", false, func(tb testing.TB) {
		puzzlestest.Moves(tb, p, puzzlestest.MoveCase{From: cell(1, 1), Arrow: "ArrowLeft", Want: cell(1, 1)})
	})
}

func TestReadsBack(t *testing.T) {
	texts := puzzlestest.ExampleTexts(typ)
	expect(t, "URL and game ID", true, func(tb testing.TB) { puzzlestest.ReadsBack(tb, typ, puzzlestest.URLAndGameID, texts...) })
	wrong := func(puzzles.Instance) []string { return []string{"4x2:a1bBb2"} }
	expect(t, "another puzzle", false, func(tb testing.TB) { puzzlestest.ReadsBack(tb, typ, wrong, texts...) })
	empty := func(puzzles.Instance) []string { return []string{""} }
	expect(t, "an empty form", false, func(tb testing.TB) { puzzlestest.ReadsBack(tb, typ, empty, texts...) })
}

// locator says "mark" of row 1, column 2 only.
type locator struct{}

func (locator) Locate(row, col int, text string) (string, bool) {
	if row == 1 && col == 2 {
		return text, true
	}
	return "", false
}

func TestLocates(t *testing.T) {
	expect(t, "right", true, func(tb testing.TB) {
		puzzlestest.Locates(tb, locator{}, puzzlestest.LocateCase{Row: 1, Col: 2, Text: "x", Want: "x"}, puzzlestest.LocateCase{Text: "x"})
	})
	expect(t, "wrong", false, func(tb testing.TB) {
		puzzlestest.Locates(tb, locator{}, puzzlestest.LocateCase{Row: 1, Col: 3, Text: "x", Want: "x"})
	})
}

func TestLocatesFile(t *testing.T) {
	const puzzle = "\"#masyu\\n.W..\\n..B.\\n....\\n....\\n\"\n"
	for name, c := range map[string]struct {
		ok   bool
		typ  puzzles.Type
		text string
	}{
		"right":              {true, masyu.Type, puzzle + "# a comment\n0 1 - A line joins row 1, column 1 and row 1, column 2\n1 1 -\n"},
		"other words":        {false, masyu.Type, puzzle + "0 1 - A line\n"},
		"words wanted":       {false, masyu.Type, puzzle + "0 1 -\n"},
		"no mark":            {false, masyu.Type, puzzle + "0 1\n"},
		"no row":             {false, masyu.Type, puzzle + "x 1 -\n"},
		"no cases":           {false, masyu.Type, puzzle},
		"no puzzle":          {false, masyu.Type, "#masyu\n0 1 -\n"},
		"a type that cannot": {false, typ, "\"#lightup\\n1.\\n\"\n0 0 *\n"},
	} {
		path := writeFile(t, c.text)
		expect(t, name, c.ok, func(tb testing.TB) { puzzlestest.LocatesFile(tb, c.typ, path) })
	}
}

func TestIDs(t *testing.T) {
	path := filepath.Join(t.TempDir(), "ids.txt")
	if err := os.WriteFile(path, []byte("# from a generator\n4x2:a1bBb2\n\n  3x1:c \n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if got := puzzlestest.IDs(t, path); len(got) != 2 || got[0] != "4x2:a1bBb2" || got[1] != "3x1:c" {
		t.Errorf("IDs = %q", got)
	}
	if got := puzzlestest.Lines(t, path, "4x"); len(got) != 1 {
		t.Errorf("Lines = %q", got)
	}
}

func TestSolvesIDs(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "ids.txt")
	if err := os.WriteFile(path, []byte("# Light Up\n4x2:a1bBb2\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Chdir(dir)
	if err := os.Mkdir("testdata", 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile("testdata/answers.golden", []byte("4x2:a1bBb2\n*1.*\n#.*2\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	expect(t, "IDs solved", true, func(tb testing.TB) { puzzlestest.SolvesIDs(tb, typ, path, "answers", nil) })
	other := func(string) string { return "4x2:b1bBb2" }
	expect(t, "another ID written", false, func(tb testing.TB) { puzzlestest.SolvesIDs(tb, typ, path, "answers", other) })
}

// TestSolvesTatham: a file of testdata/tatham solves as its golden file
// says (SolvesIDs's failures are tested above).
func TestSolvesTatham(t *testing.T) {
	t.Chdir(t.TempDir())
	if err := os.MkdirAll("testdata/tatham", 0o755); err != nil {
		t.Fatal(err)
	}
	for path, text := range map[string]string{"testdata/tatham/4x2.txt": "4x2:a1bBb2\n", "testdata/tatham-4x2.golden": "4x2:a1bBb2\n*1.*\n#.*2\n"} {
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	puzzlestest.SolvesTatham(t, typ, nil, nil)
}

func TestSubsetsAndPicture(t *testing.T) {
	if n := puzzlestest.CountSubsets(3, func(func(int) bool) bool { return true }); n != 8 {
		t.Errorf("all subsets of 3: %d", n)
	}
	one := func(in func(int) bool) bool { return in(0) != in(1) && !in(2) }
	if n := puzzlestest.CountSubsets(3, one); n != 2 {
		t.Errorf("subsets with 0 or 1 and not 2: %d", n)
	}
	in := func(i int) bool { return i == 1 || i == 2 }
	if got := puzzlestest.Picture(2, 2, in, '#', '.'); len(got) != 2 || got[0] != ".#" || got[1] != "#." {
		t.Errorf("Picture = %q", got)
	}
}

func TestScatter(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	all := [][]int{make([]int, 3), make([]int, 4)}
	puzzlestest.Scatter(rng, all, 1, func() int { return 7 })
	if all[0][2] != 7 || all[1][3] != 7 {
		t.Errorf("odds of one in one: %v", all)
	}
	some := [][]bool{make([]bool, 40)}
	puzzlestest.Scatter(rng, some, 4, func() bool { return true })
	if n := len(slices.DeleteFunc(slices.Clone(some[0]), func(b bool) bool { return !b })); n == 0 || n > 20 {
		t.Errorf("%d of 40 cells set at odds of one in four", n)
	}
}

func TestSolveChecks(t *testing.T) {
	impossible := map[string]string{"#lightup\n3.\n": "the 3 at row 1, column 1"}
	expect(t, "impossible", true, func(tb testing.TB) { puzzlestest.Unsolvable(tb, typ, impossible) })
	expect(t, "solvable", false, func(tb testing.TB) { puzzlestest.Unsolvable(tb, typ, map[string]string{"#lightup\n1.\n": ""}) })
	// A 1x2 board has two solutions (a light in either cell), a 2x2 board two
	// (the lights on one diagonal or the other).
	ps := []puzzles.Instance{blank(t), puzzlestest.MustParse(t, typ, "#lightup\n..\n")}
	count := func(puzzles.Instance) int { return 2 }
	expect(t, "counts", true, func(tb testing.TB) { puzzlestest.CountsMatch(tb, ps, count, 2) })
	random := func(_ *rand.Rand, i int) puzzles.Instance { return ps[i%2] }
	expect(t, "random", true, func(tb testing.TB) { puzzlestest.RandomCountsMatch(tb, 1, 4, random, count, 4) })
	expect(t, "random, too few solvable", false, func(tb testing.TB) { puzzlestest.RandomCountsMatch(tb, 1, 4, random, count, 5) })
	expect(t, "too few solvable", false, func(tb testing.TB) { puzzlestest.CountsMatch(tb, ps, count, 3) })
	expect(t, "up to 1", true, func(tb testing.TB) {
		puzzlestest.CountsMatchUpTo(tb, ps, func(puzzles.Instance) int { return 1 }, 1, 2)
	})
	expect(t, "a wrong count", false, func(tb testing.TB) {
		puzzlestest.CountsMatch(tb, ps, func(puzzles.Instance) int { return 1 }, 0)
	})
	good := &lightup.Answer{On: [][2]int{{0, 1}}}
	expect(t, "accepts", true, func(tb testing.TB) { puzzlestest.Accepts(tb, ps[1], good) })
	expect(t, "accepts a wrong answer", false, func(tb testing.TB) { puzzlestest.Accepts(tb, ps[1], &lightup.Answer{}) })
}

// TestLinesNoLoop: a loop type's partial answer has lines and no loop.
func TestLinesNoLoop(t *testing.T) {
	type answer struct {
		Loop  [][2]int    `json:"loop"`
		Lines [][2][2]int `json:"lines,omitempty"`
	}
	line := [][2][2]int{{{0, 0}, {0, 1}}}
	for a, ok := range map[*answer]bool{
		{Lines: line}:                         true,
		{}:                                    false,
		{Loop: [][2]int{{0, 0}}, Lines: line}: false,
	} {
		if err := puzzlestest.LinesNoLoop(a); (err == nil) != ok {
			t.Errorf("%+v: %v, want ok %v", a, err, ok)
		}
	}
}

// TestSolved: Solved hands back a solver holding a solution, and fails on
// a puzzle with none.
func TestSolved(t *testing.T) {
	p := puzzlestest.MustParse(t, typ, "#lightup\n1.\n")
	_, dec, s := puzzlestest.Solved(t, p)
	if err := p.Check(dec.Decode(s)); err != nil {
		t.Errorf("the solver's model does not decode to a solution: %v", err)
	}
	impossible := puzzlestest.MustParse(t, typ, "#lightup\n3.\n")
	expect(t, "no solution", false, func(tb testing.TB) { puzzlestest.Solved(tb, impossible) })
}

// writeFile writes text to a new file of a temporary folder and returns
// its path.
func writeFile(t *testing.T, text string) string {
	path := filepath.Join(t.TempDir(), "forms.txt")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// badFiles checks that check fails on a file of each of cases' texts.
func badFiles(t *testing.T, check func(tb testing.TB, path string), cases map[string]string) {
	t.Helper()
	for name, text := range cases {
		path := writeFile(t, text)
		expect(t, name, false, func(tb testing.TB) { check(tb, path) })
	}
}

func TestFormsFile(t *testing.T) {
	good := writeFile(t, "# a comment\n\"#lightup\\n.1..\\n#..2\\n\"\n4x2:a1bBb2\n\n\n\"#lightup\\n...\\n\"\nakari/3/1/i\n"+
		"\nerror: expected #lightup\n\"#sudoku\\n..\\n\"\n\ndetected:\nakari/1/1/g\n\nnot detected:\n7x7:k0b0\n")
	expect(t, "right forms", true, func(tb testing.TB) { puzzlestest.FormsFile(tb, typ, good) })
	badFiles(t, func(tb testing.TB, path string) { puzzlestest.FormsFile(tb, typ, path) }, map[string]string{
		"another puzzle":               "\"#lightup\\n.1..\\n#..2\\n\"\n4x2:a1bBb3\n",
		"not canonical":                "\"#lightup\\n.1..\\n#..2\"\n4x2:a1bBb2\n",
		"a bad quoted line":            "\"#lightup\\q\"\n",
		"only comments":                "# nothing\n\n",
		"an input that does not parse": "\"#lightup\\n..\\n\"\n5x1:a\n",
		"another error":                "error: empty input\n\"#sudoku\\n..\\n\"\n",
		"an input accepted":            "error: expected #lightup\n\"#lightup\\n..\\n\"\n",
		"an error without inputs":      "error: empty input\n",
		"a text without inputs":        "\"#lightup\\n..\\n\"\n",
		"an input not detected":        "detected:\n7x7:k0b0\n",
		"an input detected":            "not detected:\nakari/1/1/g\n",
	})
}

func TestChecksFile(t *testing.T) {
	good := writeFile(t, "# a comment\n\"#lightup\\n1.\\n\"\n{\"lights\":[[0,1]]}\n"+
		"{\"lights\":[]} the 1 at 0,0 has 0 lights\nclues: 1\nclue: 0 0,0 1\nwithout: 0 \"#lightup\\n#.\\n\"\n"+
		"\n\"#lightup\\n3.\\n\"\nno solution: \nexplains: 1\n\n\"#lightup\\n..\\n\"\nseveral: 2 2\n")
	expect(t, "right checks", true, func(tb testing.TB) { puzzlestest.ChecksFile[lightup.Answer](tb, typ, good) })
	badFiles(t, func(tb testing.TB, path string) { puzzlestest.ChecksFile[lightup.Answer](tb, typ, path) }, map[string]string{
		"a bad answer taken":       "\"#lightup\\n1.\\n\"\n{\"lights\":[]}\n",
		"a good answer refused":    "\"#lightup\\n1.\\n\"\n{\"lights\":[[0,1]]} the 1\n",
		"other words":              "\"#lightup\\n1.\\n\"\n{\"lights\":[]} the 2\n",
		"a case before any puzzle": "{\"lights\":[]}\n",
		"not unique":               "\"#lightup\\n..\\n\"\nunique\n",
		"not JSON":                 "\"#lightup\\n1.\\n\"\n{lights}\n",
		"a solution":               "\"#lightup\\n1.\\n\"\nno solution: \n",
		"another solve error":      "\"#lightup\\n1.\\n\"\nsolve error: none\n",
		"other blame":              "\"#lightup\\n3.\\n\"\nexplains: 2\n",
		"more clues":               "\"#lightup\\n1.\\n\"\nclues: 2\n",
		"another clue":             "\"#lightup\\n1.\\n\"\nclue: 0 0,0 2\n",
		"a clue at another cell":   "\"#lightup\\n1.\\n\"\nclue: 0 0,1 1\n",
		"no such clue":             "\"#lightup\\n1.\\n\"\nclue: 1 0,0 1\n",
		"another puzzle without":   "\"#lightup\\n1.\\n\"\nwithout: 0 \"#lightup\\n..\\n\"\n",
		"more solutions":           "\"#lightup\\n..\\n\"\nseveral: 3 2\n",
		"not several":              "\"#lightup\\n..\\n\"\nseveral: two\n",
	})
}

func TestGenerateFile(t *testing.T) {
	good := writeFile(t, "# a comment\nminimal rows=3 cols=4 seed=2\nslow rows=4 cols=4 seed=1\nerror: rows=0 cols=4 seed=1: outside\n")
	expect(t, "right options", true, func(tb testing.TB) { puzzlestest.GenerateFile(tb, typ, good) })
	badFiles(t, func(tb testing.TB, path string) { puzzlestest.GenerateFile(tb, typ, path) }, map[string]string{
		"refused options":          "rows=0 cols=4 seed=1\n",
		"options taken":            "error: rows=3 cols=4 seed=2: outside\n",
		"other words":              "error: rows=0 cols=4 seed=1: too small\n",
		"an unknown option":        "rows=3 cols=4 size=2\n",
		"an error without words":   "error: rows=0 cols=4\n",
		"a number that is not one": "rows=three cols=4\n",
	})
}

func TestNeedsEveryClue(t *testing.T) {
	none := puzzlestest.MustParse(t, typ, "#lightup\n.\n")
	expect(t, "no clues", true, func(tb testing.TB) { puzzlestest.NeedsEveryClue(tb, none) })
	more := puzzlestest.MustParse(t, typ, "#lightup\n1.\n")
	expect(t, "a clue not needed", false, func(tb testing.TB) { puzzlestest.NeedsEveryClue(tb, more) })
}

func TestCountMarks(t *testing.T) {
	p := puzzlestest.MustParse(t, typ, "#lightup\n1.\n")
	cells := []grid.Pos{{R: 0, C: 1}}
	lights := func(on [][2]int) puzzles.Answer { return &lightup.Answer{On: on} }
	if got := puzzlestest.CountMarks(p, cells, lights); got != 1 {
		t.Errorf("CountMarks = %d, want 1", got)
	}
	none := func([][2]int) puzzles.Answer { return &lightup.Answer{} }
	if got := puzzlestest.CountMarks(p, cells, none); got != 0 {
		t.Errorf("CountMarks of answers that mark nothing = %d, want 0", got)
	}
}

func TestCountPlacements(t *testing.T) {
	all := func([][2]int) bool { return true }
	for _, c := range []struct{ rows, cols, k, want int }{{3, 3, 1, 2}, {1, 3, 2, 1}, {2, 2, 1, 0}, {1, 4, 1, 4}} {
		if got := puzzlestest.CountPlacements(c.rows, c.cols, c.k, all); got != c.want {
			t.Errorf("CountPlacements(%d, %d, %d) = %d, want %d", c.rows, c.cols, c.k, got, c.want)
		}
	}
	corner := func(on [][2]int) bool { return on[0] == [2]int{0, 0} }
	if got := puzzlestest.CountPlacements(3, 3, 1, corner); got != 1 {
		t.Errorf("CountPlacements with a mark at 0,0 = %d, want 1", got)
	}
}

func TestPicturesMatch(t *testing.T) {
	shadings := func(*rand.Rand, int) *kurodoko.Puzzle {
		return puzzlestest.MustParse(t, kurodoko.Type, "#kurodoko\n2..\n").(*kurodoko.Puzzle)
	}
	expect(t, "shadings", true, func(tb testing.TB) { puzzlestest.PicturesMatch(tb, 1, 2, shadings, '#', '.', 1) })
	expect(t, "other marks", false, func(tb testing.TB) { puzzlestest.PicturesMatch(tb, 1, 2, shadings, 'B', 'W', 1) })
	lights := func(*rand.Rand, int) *lightup.Puzzle {
		return puzzlestest.MustParse(t, typ, "#lightup\n1.\n").(*lightup.Puzzle)
	}
	expect(t, "answers not pictures", false, func(tb testing.TB) { puzzlestest.PicturesMatch(tb, 1, 2, lights, '#', '.', 1) })
	cells := func(p *kurodoko.Puzzle) [][]int { return p.Cells }
	expect(t, "sight boards", true, func(tb testing.TB) {
		puzzlestest.SightPicturesMatch(tb, 1, 20, kurodoko.New, cells, kurodoko.Unknown, 1, 5)
	})
	expect(t, "sight boards, fewer solvable", false, func(tb testing.TB) {
		puzzlestest.SightPicturesMatch(tb, 1, 20, kurodoko.New, cells, kurodoko.Unknown, 1, 21)
	})
	blank := func(int, int) (*kurodoko.Puzzle, error) { return kurodoko.New(0, 0) }
	expect(t, "no blank board", false, func(tb testing.TB) { puzzlestest.SightPicturesMatch(tb, 1, 20, blank, cells, kurodoko.Unknown, 1, 5) })
}

func TestFiles(t *testing.T) {
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS("../lightup")); err != nil {
		t.Fatal(err)
	}
	t.Chdir(dir)
	files := func(forms func(puzzles.Instance) []string) func(tb testing.TB) {
		return func(tb testing.TB) { puzzlestest.Files[lightup.Answer](tb, typ, forms) }
	}
	expect(t, "Light Up's files", true, files(puzzlestest.Written))
	expect(t, "forms written, not marked", false, files(nil))
	if err := os.WriteFile("testdata/checks.txt", []byte("\"#lightup\\n1.\\n\"\n{\"lights\":[]}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	expect(t, "a bad answer taken", false, files(puzzlestest.Written))
	if err := os.Remove("testdata/example0.golden"); err != nil {
		t.Fatal(err)
	}
	expect(t, "no golden file", false, files(puzzlestest.Written))
}

func TestKit(t *testing.T) {
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS("../lightup")); err != nil {
		t.Fatal(err)
	}
	t.Chdir(dir)
	keys := puzzlestest.LabelKeys[*lightup.Puzzle](lightUpLabel)
	kit := puzzlestest.Kit[*lightup.Puzzle, lightup.Answer]{Type: typ, Forms: puzzlestest.Written, Keys: keys}
	expect(t, "Light Up's kit", true, kit.Test)
	kit.Keys = puzzlestest.LabelKeys[*lightup.Puzzle](func(v int) string { return map[int]string{lightup.Black: "Black"}[v] })
	expect(t, "numbers left blank", false, kit.Test)
	kit.Keys = nil
	expect(t, "no pad entry", true, kit.Test)
	kit.Forms = nil
	expect(t, "forms written, not marked", false, kit.Test)
}

// PrintParsedForms prints a puzzle, its solution and its forms, or what is
// wrong: here a puzzle with no solution, then one that does not parse.
func ExamplePrintParsedForms() {
	puzzlestest.PrintParsedForms(lightup.Parse("#lightup\n3.\n"))
	puzzlestest.PrintParsedForms(lightup.Parse("#lightup\n5.\n"))
	// Output:
	// #lightup
	// 3.
	// unique: false
	// 2x1:3a
	// https://puzz.link/p?akari/2/1/d
	// line 2, column 1: number 5: a black cell has at most 4 neighbours
}

func TestFormats(t *testing.T) {
	const canonical = "\"#lightup\\n.1..\\n#..2\\n\"\n"
	listed := writeFile(t, canonical+"writes: https://puzz.link/p?akari/4/2/gb.hc\nwrites: 4x2:a1bBb2\n")
	unlisted := writeFile(t, canonical+"4x2:a1bBb2\n")
	unmarked := writeFile(t, canonical+"https://puzz.link/p?akari/4/2/gb.hc\nwrites: 4x2:a1bBb2\n")
	expect(t, "every form marked", true, func(tb testing.TB) { puzzlestest.Formats(tb, typ, listed, puzzlestest.URLAndGameID) })
	expect(t, "no forms written", true, func(tb testing.TB) { puzzlestest.Formats(tb, typ, unlisted, nil) })
	expect(t, "a form not listed", false, func(tb testing.TB) { puzzlestest.Formats(tb, typ, unlisted, puzzlestest.URLAndGameID) })
	expect(t, "a form listed, not marked", false, func(tb testing.TB) { puzzlestest.Formats(tb, typ, unmarked, puzzlestest.URLAndGameID) })
	expect(t, "forms marked, none written", false, func(tb testing.TB) { puzzlestest.Formats(tb, typ, listed, nil) })
	gameID := func(puzzles.Instance) []string { return []string{"4x2:a1bBb2"} }
	expect(t, "a marked form not written", false, func(tb testing.TB) { puzzlestest.Formats(tb, typ, listed, gameID) })
	wrong := func(puzzles.Instance) []string { return []string{"4x2:a1bBb2x"} }
	expect(t, "examples' forms that do not read back", false, func(tb testing.TB) { puzzlestest.Formats(tb, typ, listed, wrong) })
	canonMarked := writeFile(t, "writes: "+canonical+"4x2:a1bBb2\n")
	expect(t, "the canonical text marked", false, func(tb testing.TB) { puzzlestest.Formats(tb, typ, canonMarked, nil) })
}

func TestGroups(t *testing.T) {
	path := writeFile(t, "# a comment\nhead: a\n\"b\\nc\"\n\n\n  \nmark: \"d\"\n# e\nf\n")
	got := puzzlestest.Groups(t, path, "mark: ")
	want := []puzzlestest.Group{{Texts: []string{"head: a", "b\nc"}, Marks: []string{"", ""}}, {Texts: []string{"d", "f"}, Marks: []string{"mark: ", ""}}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Groups = %q, want %q", got, want)
	}
	bad := writeFile(t, "\"a\\q\"\n")
	expect(t, "a bad quoted line", false, func(tb testing.TB) { puzzlestest.Groups(tb, bad) })
}

// examplesOf is a type with other examples, and no generator.
type examplesOf struct {
	puzzles.Type
	examples []puzzles.Example
}

func (e examplesOf) Examples() []puzzles.Example { return e.examples }

// benchFails reports whether bench fails when run once as a benchmark.
func benchFails(t *testing.T, bench func(b *testing.B)) bool {
	old := flag.Lookup("test.benchtime").Value.String()
	if err := flag.Set("test.benchtime", "1x"); err != nil {
		t.Fatal(err)
	}
	defer flag.Set("test.benchtime", old) //nolint:errcheck // the value was the flag's own
	failed := false
	testing.Benchmark(func(b *testing.B) {
		defer func() { failed = b.Failed() }()
		bench(b)
	})
	return failed
}

func TestBench(t *testing.T) {
	one := puzzles.Example{Name: "one solution", Text: "#lightup\n1.\n"}
	two := puzzles.Example{Name: "two", Text: "#lightup\n..\n"}
	twoNamed := puzzles.Example{Name: "two, several solutions", Text: two.Text}
	small := puzzles.GenerateOptions{Rows: 3, Cols: 3, Seed: 1}
	for name, c := range map[string]struct {
		ok    bool
		bench func(b *testing.B)
	}{
		"unique examples and more": {true, func(b *testing.B) {
			puzzlestest.Bench(b, examplesOf{typ, []puzzles.Example{one, twoNamed}}, small, "2x1:1a")
		}},
		"an example with two solutions": {false, func(b *testing.B) {
			puzzlestest.Bench(b, examplesOf{typ, []puzzles.Example{one, two}}, small)
		}},
		"more that does not parse": {false, func(b *testing.B) {
			puzzlestest.Bench(b, examplesOf{typ, []puzzles.Example{one}}, small, "#lightup\n5\n")
		}},
		"a generator": {true, func(b *testing.B) { puzzlestest.Bench(b, typ, small) }},
		"options the generator refuses": {false, func(b *testing.B) {
			puzzlestest.Bench(b, typ, puzzles.GenerateOptions{Rows: 0, Cols: 3})
		}},
		"each, with a text that does not parse": {false, func(b *testing.B) {
			puzzlestest.BenchSolveEach(b, typ, []string{one.Text, "#lightup\n5\n"})
		}},
	} {
		if failed := benchFails(t, c.bench); failed == c.ok {
			t.Errorf("%s: failed %v, want %v", name, failed, !c.ok)
		}
	}
}

// TestTypistKeys: a button's key, a number's digits, and a failure for a
// label no button has.
func TestTypistKeys(t *testing.T) {
	keys := func(label string) (got []string) {
		fails(t, func(tb testing.TB) {
			ty := &puzzlestest.Typist{T: tb, Type: typ}
			ty.New(2, 2)
			got = ty.Keys(label)
		})
		return got
	}
	for label, want := range map[string][]string{"Black": {"b"}, "3": {"3"}, "12": {"1", "2"}, "x": nil} {
		if got := keys(label); !slices.Equal(got, want) {
			t.Errorf("Keys(%q) = %q, want %q", label, got, want)
		}
	}
	expect(t, "a label no button has", false, func(tb testing.TB) {
		ty := &puzzlestest.Typist{T: tb, Type: typ}
		ty.New(2, 2)
		ty.Keys("x")
	})
}

func TestRegionKeys(t *testing.T) {
	expect(t, "region letters", true, func(tb testing.TB) {
		puzzlestest.EntersCells(tb, lits.Type, puzzlestest.RegionKeys[*lits.Puzzle](cellgrid.RegionName))
	})
	first := func(ty *puzzlestest.Typist, p *lits.Puzzle, _ grid.Pos) []string {
		return puzzlestest.RegionKeys[*lits.Puzzle](cellgrid.RegionName)(ty, p, grid.Pos{})
	}
	expect(t, "one region's letter", false, func(tb testing.TB) { puzzlestest.EntersCells(tb, lits.Type, first) })
}

func TestRegionLabelKeys(t *testing.T) {
	digits := func(v int) string { return map[bool]string{true: strconv.Itoa(v)}[v != mapcolour.Blank] }
	keys := puzzlestest.RegionLabelKeys[*mapcolour.Puzzle](cellgrid.RegionName, digits)
	expect(t, "regions and colours", true, func(tb testing.TB) { puzzlestest.EntersCells(tb, mapcolour.Type, keys) })
	none := puzzlestest.RegionLabelKeys[*mapcolour.Puzzle](cellgrid.RegionName, func(int) string { return "" })
	expect(t, "colours left out", false, func(tb testing.TB) { puzzlestest.EntersCells(tb, mapcolour.Type, none) })
}

// TestLabelKeys types the Light Up examples with the button each label
// names: it passes only when every cell is labelled.
func TestLabelKeys(t *testing.T) {
	for _, c := range []struct {
		name  string
		label func(v int) string
		ok    bool
	}{
		{"every cell labelled", lightUpLabel, true},
		{"numbers left blank", func(v int) string { return map[int]string{lightup.Black: "Black"}[v] }, false},
	} {
		keys := puzzlestest.LabelKeys[*lightup.Puzzle](c.label)
		expect(t, c.name, c.ok, func(tb testing.TB) { puzzlestest.EntersCells(tb, typ, keys) })
	}
}

// lightUpLabel names the button of a Light Up cell: none for a white
// cell, Black or the cell's number.
func lightUpLabel(v int) string {
	switch v {
	case lightup.White:
		return ""
	case lightup.Black:
		return "Black"
	}
	return strconv.Itoa(v)
}

func TestLatins(t *testing.T) {
	if len(puzzlestest.Latins(3)) != 12 || len(puzzlestest.Latins(4)) != 576 {
		t.Errorf("%d 3x3 and %d 4x4 Latin squares, want 12 and 576", len(puzzlestest.Latins(3)), len(puzzlestest.Latins(4)))
	}
	rng := rand.New(rand.NewPCG(1, 1))
	if g := puzzlestest.RandomLatin(rng, 3); !slices.ContainsFunc(puzzlestest.Latins(3), func(l [][]int) bool { return slices.EqualFunc(l, g, slices.Equal) }) {
		t.Errorf("RandomLatin = %v, not a Latin square", g)
	}
	answer := func(g [][]int) puzzles.Answer { return &towers.Answer{Grid: g} }
	for text, want := range map[string]int{"#towers\n+...+\n.....\n.....\n.....\n+...+\n": 12, "#towers\n+3..+\n.....\n.....\n.....\n+...+\n": 2} {
		if got := puzzlestest.CountLatins(puzzlestest.MustParse(t, towers.Type, text), 3, answer); got != want {
			t.Errorf("CountLatins(%q) = %d, want %d", text, got, want)
		}
	}
}
