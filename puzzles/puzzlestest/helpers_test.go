package puzzlestest_test

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/lightup"
	"github.com/puzzlesat/puzzlesat/puzzles/numberlink"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// The helpers of detect.go, spread.go and print.go, each passing on what
// is right and failing on what is wrong (see expect).

// blind is Numberlink detecting nothing, not even its canonical text.
type blind struct{ numberlink.Type }

func (blind) Detect(string) bool { return false }

func TestDetectsCanonical(t *testing.T) {
	nl := numberlink.Type{}
	cases := map[string]bool{"#numberlink\n1.1\n": true, "1.1\n": false}
	expect(t, "canonical texts", true, func(tb testing.TB) { puzzlestest.DetectsCanonical(tb, nl, cases) })
	expect(t, "plain grid examples", false, func(tb testing.TB) { puzzlestest.Detects(tb, nl, cases) })
	expect(t, "a wrong case", false, func(tb testing.TB) {
		puzzlestest.DetectsCanonical(tb, nl, map[string]bool{"1.1\n": true})
	})
	expect(t, "canonical text not detected", false, func(tb testing.TB) { puzzlestest.DetectsCanonical(tb, blind{}, nil) })
}

func TestSpread(t *testing.T) {
	var s puzzlestest.Spread
	for _, n := range []int{0, 1, 2, 5} {
		s.Add(n)
	}
	if s != (puzzlestest.Spread{Solvable: 3, Several: 2}) {
		t.Errorf("tally %+v, want 3 solvable, 2 with several solutions", s)
	}
	expect(t, "enough", true, func(tb testing.TB) { s.AtLeast(tb, 3, 2) })
	expect(t, "too few solvable", false, func(tb testing.TB) { s.AtLeast(tb, 4, 0) })
	expect(t, "too few with several", false, func(tb testing.TB) { s.AtLeast(tb, 0, 3) })
}

func TestCountsSpread(t *testing.T) {
	// A 1x2 board has two solutions (a light in either cell), 3 beside a
	// white cell none.
	ps := []puzzles.Instance{
		puzzlestest.MustParse(t, typ, "#lightup\n..\n"),
		puzzlestest.MustParse(t, typ, "#lightup\n3.\n"),
	}
	brute := func(p puzzles.Instance) int { return map[bool]int{true: 2, false: 0}[p == ps[0]] }
	var got puzzlestest.Spread
	expect(t, "right counts", true, func(tb testing.TB) { got = puzzlestest.CountsSpread(tb, ps, brute, 10) })
	if got != (puzzlestest.Spread{Solvable: 1, Several: 1}) {
		t.Errorf("spread %+v, want 1 solvable with several solutions", got)
	}
	one := func(puzzles.Instance) int { return 1 }
	expect(t, "a wrong count", false, func(tb testing.TB) { puzzlestest.CountsSpread(tb, ps, one, 10) })
}

func ExamplePrintParsed() {
	puzzlestest.PrintParsed(lightup.Parse("#lightup\n.1\n"))
	puzzlestest.PrintParsed(lightup.Parse("#lightup\n.5\n"))
	// Output:
	// #lightup
	// .1
	// unique: true
	// *1
	// {"lights":[[0,0]],"grid":["*1"]}
	// line 2, column 2: number 5: a black cell has at most 4 neighbours
}

func TestKeyCases(t *testing.T) {
	// Cell 1,0 of a 2x2 Light Up board: -1 white, -2 black, 0 to 4 numbers.
	from := func(v int) puzzles.Instance {
		p := blank(t).(*lightup.Puzzle)
		p.Cells[1][0] = v
		return p
	}
	good := []puzzlestest.KeyCase[int]{{Start: lightup.White, Key: "b", Want: lightup.Black}, {Start: lightup.Black, Key: "2", Want: 2}}
	expect(t, "right values", true, func(tb testing.TB) { puzzlestest.KeyCases(tb, from, cell(1, 0), cellValue, good...) })
	wrong := puzzlestest.KeyCase[int]{Start: lightup.Black, Key: "2", Want: 3}
	expect(t, "a wrong value", false, func(tb testing.TB) { puzzlestest.KeyCases(tb, from, cell(1, 0), cellValue, wrong) })
	refused := puzzlestest.KeyCase[int]{Start: lightup.Black, Key: "5", Want: 5}
	expect(t, "a refused key", false, func(tb testing.TB) { puzzlestest.KeyCases(tb, from, cell(1, 0), cellValue, refused) })
	same := func(int) puzzles.Instance { return mutable{blank(t).(*lightup.Puzzle)} }
	expect(t, "a changed receiver", false, func(tb testing.TB) {
		puzzlestest.KeyCases(tb, same, cell(1, 0), cellValue, good[0])
	})
}

// mutable is a Light Up puzzle whose Edit changes the receiver itself.
type mutable struct{ *lightup.Puzzle }

func (m mutable) Edit(tg puzzles.Target, key string) (puzzles.Instance, error) {
	m.Cells[tg.R][tg.C] = lightup.Black
	return m.Puzzle, nil
}

func TestDecides(t *testing.T) {
	long := func(s string) bool { return len(s) > 2 }
	expect(t, "right", true, func(tb testing.TB) {
		puzzlestest.Decides(tb, "long", long, map[string]bool{"abc": true, "ab": false})
	})
	expect(t, "wrong", false, func(tb testing.TB) { puzzlestest.Decides(tb, "long", long, map[string]bool{"ab": true}) })
}
