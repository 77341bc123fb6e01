package puzzlestest_test

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/lightup"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
	"github.com/puzzlesat/puzzlesat/puzzles/starbattle"
)

// The parse, answer and solve checks of the kit, each passing on what is
// right and failing on what is wrong (see expect in kit_test.go).

func TestParseChecks(t *testing.T) {
	expect(t, "a parse", true, func(tb testing.TB) { puzzlestest.MustParse(tb, typ, "1.\n") })
	expect(t, "a parse error", false, func(tb testing.TB) { puzzlestest.MustParse(tb, typ, "5.\n") })
	parse := puzzlestest.Parser[*lightup.Puzzle](typ)
	expect(t, "the type's parser", true, func(tb testing.TB) { parse(tb, "1.\n") })
	expect(t, "the type's parser, an error", false, func(tb testing.TB) { parse(tb, "#sudoku\n") })

	expect(t, "a blank puzzle", true, func(tb testing.TB) { puzzlestest.Blank[*lightup.Puzzle](tb, typ, 2, 3) })
	expect(t, "no blank puzzle", false, func(tb testing.TB) { puzzlestest.Blank[*lightup.Puzzle](tb, typ, 0, 3) })
	expect(t, "a blank puzzle of another type", false, func(tb testing.TB) { puzzlestest.Blank[*starbattle.Puzzle](tb, typ, 2, 3) })

	expect(t, "errors", true, func(tb testing.TB) {
		puzzlestest.Errors(tb, typ, map[string]string{"#sudoku\n..\n": "expected #lightup"})
	})
	expect(t, "an input accepted", false, func(tb testing.TB) { puzzlestest.Errors(tb, typ, map[string]string{"1.\n": ""}) })
	expect(t, "another error", false, func(tb testing.TB) { puzzlestest.Errors(tb, typ, map[string]string{"#sudoku\n": "size"}) })

	expect(t, "canonical", true, func(tb testing.TB) { puzzlestest.Canonical(tb, typ, map[string]string{"1.\n": "#lightup\n1.\n"}) })
	expect(t, "another text", false, func(tb testing.TB) { puzzlestest.Canonical(tb, typ, map[string]string{"1.\n": "#lightup\n.1\n"}) })
	expect(t, "canonical, a parse error", false, func(tb testing.TB) { puzzlestest.Canonical(tb, typ, map[string]string{"5.\n": "#lightup\n5.\n"}) })
	expect(t, "forms", true, func(tb testing.TB) { puzzlestest.Forms(tb, typ, "#lightup\n1.\n", "1.\n", "2x1:1a") })
	expect(t, "a form of another puzzle", false, func(tb testing.TB) { puzzlestest.Forms(tb, typ, "#lightup\n1.\n", "1.\n", "2x1:a1") })
}

func TestDetects(t *testing.T) {
	expect(t, "detects", true, func(tb testing.TB) {
		puzzlestest.Detects(tb, typ, map[string]bool{"#lightup\n..\n": true, "#sudoku\n..\n": false})
	})
	expect(t, "a text detected", false, func(tb testing.TB) { puzzlestest.Detects(tb, typ, map[string]bool{"#akari\n..\n": false}) })
	expect(t, "a text not detected", false, func(tb testing.TB) { puzzlestest.Detects(tb, typ, map[string]bool{"..\n": true}) })
	plain := examplesOf{typ, []puzzles.Example{{Name: "plain", Text: "1.\n"}}} // a plain grid is not detected
	expect(t, "an example not detected", false, func(tb testing.TB) { puzzlestest.Detects(tb, plain, nil) })

	expect(t, "unique examples", true, func(tb testing.TB) { puzzlestest.UniqueExamples(tb, typ) })
	expect(t, "an example not detected, unique", false, func(tb testing.TB) { puzzlestest.UniqueExamples(tb, plain) })
	two := examplesOf{typ, []puzzles.Example{{Name: "two", Text: "#lightup\n..\n"}}}
	expect(t, "an example with two solutions", false, func(tb testing.TB) { puzzlestest.UniqueExamples(tb, two) })
}

func TestAnswerChecks(t *testing.T) {
	p := puzzlestest.MustParse(t, typ, "#lightup\n1.\n")
	good := &lightup.Answer{On: [][2]int{{0, 1}}}
	expect(t, "rejects", true, func(tb testing.TB) { puzzlestest.Rejects(tb, p, map[string]puzzles.Answer{"": &lightup.Answer{}}) })
	expect(t, "a good answer rejected", false, func(tb testing.TB) { puzzlestest.Rejects(tb, p, map[string]puzzles.Answer{"": good}) })
	expect(t, "rejected for another reason", false, func(tb testing.TB) {
		puzzlestest.Rejects(tb, p, map[string]puzzles.Answer{"no such words": &lightup.Answer{}})
	})

	var broken map[string]puzzles.Answer
	expect(t, "broken", true, func(tb testing.TB) {
		broken = puzzlestest.Broken(tb, good, map[string]func(a *lightup.Answer){"lit": func(a *lightup.Answer) { a.On = nil }})
	})
	if a := broken["lit"].(*lightup.Answer); len(a.On) != 0 || len(good.On) != 1 {
		t.Errorf("broken %v, good %v", a.On, good.On)
	}
	type unwritable struct{ C chan int }
	expect(t, "an answer with no JSON form", false, func(tb testing.TB) {
		puzzlestest.Broken(tb, &unwritable{}, map[string]func(*unwritable){"": func(*unwritable) {}})
	})
}

func TestSolveAndUnique(t *testing.T) {
	one, two, none := puzzlestest.MustParse(t, typ, "#lightup\n1.\n"), blank(t), puzzlestest.MustParse(t, typ, "#lightup\n3.\n")
	expect(t, "solve", true, func(tb testing.TB) { puzzlestest.Solve(tb, two, 2) })
	invalid := puzzlestest.MustParse(t, starbattle.Type, "AB\nAB\n") // too small for a star per row
	expect(t, "a solver error", false, func(tb testing.TB) { puzzlestest.Solve(tb, invalid, 2) })
	expect(t, "unique", true, func(tb testing.TB) { puzzlestest.Unique(tb, one) })
	expect(t, "two solutions", false, func(tb testing.TB) { puzzlestest.Unique(tb, two) })
	expect(t, "no solution", false, func(tb testing.TB) { puzzlestest.Unique(tb, none) })

	expect(t, "several solutions", true, func(tb testing.TB) { puzzlestest.SeveralSolutions(tb, two, 2, 4) })
	expect(t, "another count", false, func(tb testing.TB) { puzzlestest.SeveralSolutions(tb, two, 3, 4) })
	expect(t, "another difference", false, func(tb testing.TB) { puzzlestest.SeveralSolutions(tb, two, 2, 1) })
	expect(t, "one solution", false, func(tb testing.TB) { puzzlestest.SeveralSolutions(tb, one, 1, 0) })

	expect(t, "explains", true, func(tb testing.TB) { puzzlestest.Explains(tb, none, 1) })
	expect(t, "explained by another number of clues", false, func(tb testing.TB) { puzzlestest.Explains(tb, none, 2) })
	expect(t, "a solvable puzzle explained", false, func(tb testing.TB) { puzzlestest.Explains(tb, one, 1) })

	const json = `{"lights":[[0,1]],"grid":["1*"]}`
	expect(t, "solves as", true, func(tb testing.TB) { puzzlestest.SolvesAs(tb, typ, "2x1:1a", "#lightup\n1.\n", json) })
	expect(t, "solves as, another text", false, func(tb testing.TB) { puzzlestest.SolvesAs(tb, typ, "2x1:1a", "#lightup\n1\n", json) })
	expect(t, "solves as, another answer", false, func(tb testing.TB) { puzzlestest.SolvesAs(tb, typ, "2x1:1a", "#lightup\n1.\n", `{}`) })
	expect(t, "solves as, two solutions", false, func(tb testing.TB) { puzzlestest.SolvesAs(tb, typ, "2x1:b", "#lightup\n..\n", json) })
}

func TestReadBack(t *testing.T) {
	p := puzzlestest.MustParse(t, typ, "#lightup\n1.\n")
	for name, c := range map[string]struct {
		ok    bool
		forms func(puzzles.Instance) []string
	}{
		"URL and game ID": {true, puzzlestest.URLAndGameID},
		"URL":             {true, puzzlestest.URL},
		"game ID":         {true, puzzlestest.GameID},
		"another puzzle":  {false, func(puzzles.Instance) []string { return []string{"2x1:a1"} }},
		"no puzzle":       {false, func(puzzles.Instance) []string { return []string{"2x1:"} }},
	} {
		expect(t, name, c.ok, func(tb testing.TB) { puzzlestest.ReadBack(tb, typ, p, c.forms) })
	}
}
