package puzzlestest_test

import (
	"os"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/golden"
	"github.com/puzzlesat/puzzlesat/puzzles/masyu"
	"github.com/puzzlesat/puzzlesat/puzzles/mines"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// inGoldenDir runs the test in a new folder with an empty testdata.
func inGoldenDir(t *testing.T) {
	t.Chdir(t.TempDir())
	if err := os.Mkdir("testdata", 0o755); err != nil {
		t.Fatal(err)
	}
}

// writeGoldens runs check with -update, writing its golden files.
func writeGoldens(t *testing.T, check func(tb testing.TB)) {
	*golden.Update = true
	defer func() { *golden.Update = false }()
	expect(t, "writing the golden files", true, check)
}

func TestExamplesGolden(t *testing.T) {
	inGoldenDir(t)
	one := puzzles.Example{Name: "one", Text: "#lightup\n1.\n"}
	two := puzzles.Example{Name: "two", Text: "#lightup\n..\n"}
	several := puzzles.Example{Name: "two, several solutions", Text: two.Text}
	oneSeveral := puzzles.Example{Name: "one, several solutions", Text: one.Text}
	check := func(examples ...puzzles.Example) func(tb testing.TB) {
		return func(tb testing.TB) { puzzlestest.ExamplesGolden(tb, examplesOf{typ, examples}) }
	}
	expect(t, "no golden files", false, check(one))
	writeGoldens(t, check(one, several))
	expect(t, "the golden files", true, check(one, several))
	expect(t, "a second example with one solution, said to have several", false, check(one, oneSeveral))
	expect(t, "an example with two solutions", false, check(two))
	expect(t, "another puzzle", false, check(puzzles.Example{Name: "other", Text: "#lightup\n.1\n"}))
	writeGoldens(t, check(several))
	expect(t, "two solutions, said to have several", true, check(several))
	twoNamed := puzzles.Example{Name: "two solutions", Text: two.Text}
	writeGoldens(t, check(twoNamed))
	expect(t, "two solutions, said to have two", true, check(twoNamed))
	four := puzzles.Example{Name: "four, two solutions", Text: "#lightup\n....\n"}
	expect(t, "four solutions, said to have two", false, check(four))
	none := check(puzzles.Example{Name: "none, several solutions", Text: "#lightup\n3.\n"})
	expect(t, "no solution, said to have several", false, none)
}

func TestPartial(t *testing.T) {
	inGoldenDir(t)
	several := puzzlestest.MustParse(t, typ, "#lightup\n1...\n#...\n")
	partial := func(tb testing.TB) { puzzlestest.Partial(tb, several) }
	writeGoldens(t, partial)
	expect(t, "a partial answer", true, partial)
	unique := puzzlestest.MustParse(t, typ, "#lightup\n1..\n")
	expect(t, "a whole answer", false, func(tb testing.TB) { puzzlestest.Partial(tb, unique) })
	none := puzzlestest.MustParse(t, typ, "#lightup\n3.\n")
	expect(t, "no solution", false, func(tb testing.TB) { puzzlestest.Partial(tb, none) })
	expect(t, "no lines", false, func(tb testing.TB) { puzzlestest.PartialLines(tb, several) })

	loop := puzzlestest.MustParse(t, masyu.Type, "#masyu\n.....\n.B...\n.....\n.....\n")
	lines := func(tb testing.TB) { puzzlestest.PartialLines(tb, loop) }
	writeGoldens(t, lines)
	expect(t, "lines", true, lines)
	file := writeFile(t, "\"#masyu\\n.....\\n.B...\\n.....\\n.....\\n\"\npartial lines\n")
	expect(t, "partial lines in a file of checks", true, func(tb testing.TB) { puzzlestest.ChecksFile[masyu.Answer](tb, masyu.Type, file) })
}

func TestKnownOff(t *testing.T) {
	p := puzzlestest.MustParse(t, mines.Type, "#mines\n.1.\n")
	expect(t, "one cell known", true, func(tb testing.TB) { puzzlestest.KnownOff(tb, p, 1, "?..\n") })
	expect(t, "another text", false, func(tb testing.TB) { puzzlestest.KnownOff(tb, p, 1, "...\n") })
	expect(t, "the other cell known", true, func(tb testing.TB) { puzzlestest.KnownOff(tb, p, 0, "..?\n") })
}
