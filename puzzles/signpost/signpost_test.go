package signpost

import (
	"fmt"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/golden"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

func FuzzParse(f *testing.F) {
	puzzlestest.FuzzRoundTrip(f, Type, gameIDRoundTrip,
		"#signpost\n1c . 16\n", "3x3:1ccfdc4g9a", "2x3c:1c6ec2ca", "#signpost\n1↘ 2→ .\n")
}

// gameIDRoundTrip: the game ID, when there is one, parses to the same puzzle.
func gameIDRoundTrip(t *testing.T, inst puzzles.Instance) {
	p := inst.(*Puzzle)
	id, ok := p.GameID()
	if !ok {
		return
	}
	q, err := Parse(id)
	if err != nil || q.String() != p.String() {
		t.Fatalf("game ID %s does not round-trip (%v):\n%s", id, err, p)
	}
}

// TestExampleIDs: every example's game ID (ExamplesGolden has the rest).
func TestExampleIDs(t *testing.T) {
	var ids strings.Builder
	for _, ex := range Type.Examples() {
		id, _ := mustParse(t, ex.Text).GameID()
		fmt.Fprintf(&ids, "%s: %s\n", ex.Name, id)
	}
	golden.Check(t, "example_ids", ids.String())
}

func TestParseForms(t *testing.T) {
	const id = "4x4:1cddgcfafcheebbg16a"
	want := mustParse(t, id).String()
	for _, in := range []string{
		"4x4c:1cddgcfafcheebbg16a",
		"https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/signpost.html#4x4%3A1cddgcfafcheebbg16a",
		"\n  " + id + "  \n",
		"#signpost corners\n1c d d g\nc f a f\nc h e e\nb b g 16\n",
		"1→ ↘ ↘ ←\n→ ↙ ↑ ↙\n→ ↖ ↓ ↓\n↗ ↗ ← 16\n",
		"1C D D G\r\nC F A F\r\nC H E E\r\nB B G 16\r\n",
	} {
		if got := mustParse(t, in).String(); got != want {
			t.Errorf("Parse(%q) =\n%s\nwant\n%s", in, got, want)
		}
	}
	if got, _ := mustParse(t, want).GameID(); got != id {
		t.Errorf("GameID = %s, want %s", got, id)
	}
	if !Type.Detect(id) || !Type.Detect(want) || Type.Detect("7x7:b7a7c11_8c9c3m7c3c8_7c5a6b") || Type.Detect("#hidato\n1 2\n") {
		t.Error("Detect is wrong on a Signpost ID, the canonical text, a Range ID or a Hidato text")
	}
}

// TestCheckRejects breaks every rule once.
func TestCheckRejects(t *testing.T) {
	p := mustParse(t, "#signpost\n1e  d  g\n d  d  g\n b  a  9\n")
	good := [][]int{{1, 4, 3}, {6, 8, 5}, {2, 7, 9}}
	if err := p.Check(&Answer{Grid: good}); err != nil {
		t.Fatalf("the solution is rejected: %v", err)
	}
	cases := map[string][][]int{
		"answer has 2 rows":                         good[:2],
		"row 2 has 2 cells":                         {good[0], {6, 8}, good[2]},
		"0 at row 1, column 2 is outside 1..9":      {{1, 0, 3}, good[1], good[2]},
		"5 appears twice":                           {good[0], {6, 5, 5}, good[2]},
		"row 1, column 1 gives 1, the answer has 2": {{2, 4, 3}, good[1], {1, 7, 9}},
		"has no arrow, so it holds 9, not 7":        {good[0], good[1], {2, 9, 7}},
		"is not on the arrow of":                    {{1, 3, 4}, good[1], good[2]},
	}
	for want, g := range cases {
		q := p
		if strings.Contains(want, "no arrow") {
			q = mustParse(t, "#signpost\n1e  d  g\n d  d  g\n b  a  .\n")
		}
		err := q.Check(&Answer{Grid: g})
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Check(%v) = %v, want %q", g, err, want)
		}
	}
	if err := p.Check(&Partial{}); err == nil {
		t.Error("Check accepted a Partial")
	}
}

// TestParseErrorsLarge: over-long input and bad input built in code are
// refused with a clear error (testdata/forms.txt has the rest).
func TestParseErrorsLarge(t *testing.T) {
	puzzlestest.Errors(t, Type, map[string]string{
		strings.Repeat("a ", 101):    "larger than 100x100",
		strings.Repeat(".\n", 1<<20): "more than the limit",
	})
}

// TestGameIDRefusesArrowOnLast: Tatham's ID has no way to give the cell
// holding N an arrow, so such a board has no game ID.
func TestGameIDRefusesArrowOnLast(t *testing.T) {
	p := mustParse(t, "#signpost\n a  a  a\n a  a  a\n a  a 9a\n")
	if id, ok := p.GameID(); ok {
		t.Errorf("GameID = %q, true; want false", id)
	}
}
