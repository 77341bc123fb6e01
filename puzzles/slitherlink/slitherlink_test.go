package slitherlink

import (
	"encoding/json"
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/golden"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

func mustParse(t testing.TB, text string) *Puzzle {
	t.Helper()
	return puzzlestest.MustParse(t, Type{}, text).(*Puzzle)
}

func TestParseFormats(t *testing.T) {
	const want = "#slitherlink\n.211.\n.11.3\n.2...\n..301\n3....\n"
	for _, text := range []string{
		want,
		".211.\n.11.3\n.2...\n..301\n3....",
		"#slitherlink\n. 2 1 1 .\n. 1 1 . 3\n. 2 - - -\n. . 3 0 1\n3 . . . .\n",
		"5x5t0:a211b11a3a2e3013d",
		"5x5t0dh:a211b11a3a2e3013d",
		"5x5:a211b11a3a2e3013d",
		"5t0de:a211b11a3a2e3013d",
		"https://puzz.link/p?slither/5/5/g21b168ci301dh",
		"http://pzv.jp/p.html?slither/5/5/g21b168ci301dh",
		"slither/5/5/g21b168ci301dh",
	} {
		p, err := Parse(text)
		if err != nil {
			t.Errorf("Parse(%q): %v", text, err)
			continue
		}
		if p.String() != want {
			t.Errorf("Parse(%q) =\n%s\nwant\n%s", text, p, want)
		}
	}
	if got := mustParse(t, "slither/3/2/").String(); got != "#slitherlink\n...\n...\n" {
		t.Errorf("an empty URL body: %q", got)
	}
}

func TestParseErrors(t *testing.T) {
	puzzlestest.Errors(t, Type{}, map[string]string{
		"":                                    "empty input",
		"..\n...\n":                           "line 2, column 1: row has 3 cells, the first row 2",
		"..4\n":                               "line 1, column 3: clue 4 is out of range: clues are 0 to 3",
		"..?\n":                               `line 1, column 3: unexpected '?'`,
		"#lightup\n..\n":                      "expected #slitherlink",
		"5x5t2:a211b11a3a2e3013d":             "Loopy grid type 2 (Honeycomb) is not supported",
		"5x5t4:a211b11a3a2e3013d":             "(Cairo) is not supported",
		"5x5t1:a211b11a3a2e3013d":             "(Triangular) is not supported",
		"5x5t99:a":                            "unknown Loopy grid type 99",
		"5x5t:a":                              `grid type "t" needs a number`,
		"5x5t0:a211b11a3a2e3013":              "covers 21 cells, the 5x5 board has 25",
		"5x5t0:a211b11a3a2e3013dd":            "longer than the 5x5 board",
		"5x5t0:a211b11a3a2e3014d":             "clue 4 is out of range",
		"5x5t0:a211b11a3a2e301Zd":             "clue 35 is out of range",
		"5x5t0:a211b11a3a2e3013_d":            `unexpected '_'`,
		"5x5t0q:a":                            `unknown parameter "q"`,
		"0x5t0:a":                             "size 0x5 is outside",
		"https://puzz.link/p?slither/5":       "expected slither/COLS/ROWS/BODY",
		"https://puzz.link/p?slither/5/x/1":   "is not two numbers",
		"https://puzz.link/p?slither/2/2/4":   "clue 4 is out of range",
		"https://puzz.link/p?slither/2/2/1.":  "'?' clues (unknown numbers) are not supported",
		"https://puzz.link/p?slither/2/2/1!":  "unexpected character '!' at 2",
		"https://puzz.link/p?slither/f/2/2/1": `the "f" variant of Slitherlink is not supported`,
		"https://puzz.link/p?slither/200/2/1": "size 200x2 is outside",
		strings.Repeat(".", 101) + "\n":       "size 101x1 is outside",
	})
}

func TestRoundTrips(t *testing.T) {
	for _, ex := range (Type{}).Examples() {
		p := mustParse(t, ex.Text)
		for _, form := range []string{p.URL(), p.GameID()} {
			if q := mustParse(t, form); q.String() != p.String() {
				t.Errorf("%s: %s does not round-trip", ex.Name, form)
			}
		}
	}
	for _, url := range []string{"https://puzz.link/p?slither/5/5/cbcbcddad", "https://puzz.link/p?slither/5/5/g21b168ci301dh"} {
		if got := mustParse(t, url).URL(); got != url {
			t.Errorf("%s comes back as %s", url, got)
		}
	}
	wide, _ := New(1, 60)
	if q := mustParse(t, wide.GameID()); q.String() != wide.String() {
		t.Errorf("a long empty run: %s", wide.GameID())
	}
}

// TestLoopyIDs solves every generated Loopy ID uniquely (the 30x30 ones
// only without -short).
func TestLoopyIDs(t *testing.T) {
	for _, id := range loopyIDs(t, "") {
		if strings.HasPrefix(id, "#") || testing.Short() && strings.HasPrefix(id, "30x30") {
			continue
		}
		res, err := puzzles.Solve(mustParse(t, id), 2)
		if err != nil || !res.Unique() {
			t.Errorf("%s: %v %v", id, res.Summary(), err)
		}
	}
}

func TestExamplesGolden(t *testing.T) {
	for i, ex := range (Type{}).Examples() {
		p := mustParse(t, ex.Text)
		res, err := puzzles.Solve(p, 2)
		if err != nil || !res.Unique() {
			t.Fatalf("%s: %v %v", ex.Name, res, err)
		}
		golden.Check(t, fmt.Sprintf("example%d", i), p.String()+"\n"+res.Answers[0].Text())
		if i == 0 {
			var svg strings.Builder
			p.Draw(res.Answers[0]).WriteSVG(&svg, 20)
			golden.Check(t, "example0.svg", svg.String())
			js, _ := json.Marshal(res.Answers[0])
			golden.Check(t, "example0.json", string(js)+"\n")
		}
	}
}

func TestDetect(t *testing.T) {
	for text, want := range map[string]bool{
		"#slitherlink\n..\n":                 true,
		"https://puzz.link/p?slither/1/1/g":  true,
		loopy10:                              true,
		"5x5t0dh:a211b11a3a2e3013d":          true,
		"5x5t2:a211b11a3a2e3013d":            true, // Loopy's, refused with a reason
		"5x5:a211b11a3a2e3013d":              false,
		"7x7:k0b0":                           false,
		"10x10:BcWaBBaBeBfWWeWBaBlBdWcWaBbW": false,
		"..\n..\n":                           false,
	} {
		if got := (Type{}).Detect(text); got != want {
			t.Errorf("Detect(%q) = %v", text, got)
		}
	}
}

func TestCheckRejects(t *testing.T) {
	p := mustParse(t, "#slitherlink\n3.1\n.3.\n")
	good := [][2]int{{0, 0}, {0, 1}, {0, 2}, {1, 2}, {2, 2}, {2, 1}, {1, 1}, {1, 0}}
	if err := p.Check(&Answer{Loop: good}); err != nil {
		t.Fatalf("good answer fails: %v", err)
	}
	for _, tc := range []struct {
		loop  [][2]int
		lines [][2][2]int
		want  string
	}{
		{[][2]int{{0, 0}, {0, 1}, {1, 0}}, nil, "the loop has 3 corners"},
		{[][2]int{{0, 0}, {0, 1}, {1, 1}, {1, 0}}, nil, "the 3 at 0,0 has 4 sides"},
		{[][2]int{{0, 0}, {0, 1}, {1, 1}, {1, 2}, {2, 2}, {2, 1}, {1, 1}, {1, 0}}, nil, "visits corner 1,1 twice"},
		{good[:7], nil, "jumps from corner 1,1 to 0,0"},
		{[][2]int{{0, 0}, {0, 2}, {2, 2}, {2, 0}}, nil, "jumps from corner 0,0 to 0,2"},
		{[][2]int{{2, 0}, {2, 1}, {3, 1}, {3, 0}}, nil, "corner 3,1 is off the board"},
		{[][2]int{{0, 0}, {0, 1}, {0, 2}, {0, 3}, {1, 3}, {2, 3}, {2, 2}, {2, 1}, {2, 0}, {1, 0}}, nil, "the 3 at 0,0 has 2 sides"},
		{good, [][2][2]int{{{0, 0}, {0, 1}}}, "1 lines are not part of the loop"},
	} {
		if err := p.Check(&Answer{Loop: tc.loop, Lines: tc.lines}); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Check(%v) = %v, want %q", tc.loop, err, tc.want)
		}
	}
	if err := p.Check(nil); err == nil {
		t.Error("Check(nil) passed")
	}
}

// bruteCount counts the loops of a small board by trying every set of
// sides, with no SAT: the sides must form one cycle and match the clues.
func bruteCount(p *Puzzle) int {
	size := p.Size()
	var sides []seg
	for r := 0; r <= size.Rows; r++ {
		for c := 0; c <= size.Cols; c++ {
			if c < size.Cols {
				sides = append(sides, seg{{r, c}, {r, c + 1}})
			}
			if r < size.Rows {
				sides = append(sides, seg{{r, c}, {r + 1, c}})
			}
		}
	}
	n := 0
	for mask := 1; mask < 1<<len(sides); mask++ {
		on := map[seg]bool{}
		for i, s := range sides {
			if mask>>i&1 == 1 {
				on[s] = true
			}
		}
		if loop := traceLoop(on); loop != nil && p.Check(&Answer{Loop: loop}) == nil {
			n++
		}
	}
	return n
}

// traceLoop follows the sides from one of them; it returns the corners
// when they form exactly one cycle, and nil otherwise.
func traceLoop(on map[seg]bool) [][2]int {
	var start seg
	for s := range on {
		start = s
		break
	}
	loop := [][2]int{start[0]}
	prev, cur := start[0], start[1]
	for cur != start[0] {
		loop = append(loop, cur)
		next, found := [2]int{}, 0
		for _, d := range [][2]int{{-1, 0}, {0, 1}, {1, 0}, {0, -1}} {
			q := [2]int{cur[0] + d[0], cur[1] + d[1]}
			if q != prev && on[segOf(cur, q)] {
				next = q
				found++
			}
		}
		if found != 1 || len(loop) > len(on) {
			return nil
		}
		prev, cur = cur, next
	}
	if len(loop) != len(on) {
		return nil
	}
	return loop
}

func TestCountAgainstBruteForce(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	solvable := 0
	sizes := [][2]int{{1, 2}, {1, 3}, {2, 2}, {3, 1}, {1, 4}, {2, 3}}
	for i := range 80 {
		sz := sizes[i%len(sizes)]
		if i%len(sizes) == 5 && i > 6 {
			continue // 17 sides: once is enough
		}
		p, _ := New(sz[0], sz[1])
		for _, pos := range p.Size().Cells() {
			if r.Intn(2) == 0 {
				p.Cells[pos.R][pos.C] = r.Intn(4)
			}
		}
		want := bruteCount(p)
		res, err := puzzles.Solve(p, 1000)
		if err != nil || !res.Complete || len(res.Answers) != want {
			t.Fatalf("%d: %s%d solutions (%v), brute force %d", i, p, len(res.Answers), err, want)
		}
		if want > 0 {
			solvable++
		}
	}
	if solvable < 10 {
		t.Errorf("only %d random puzzles had a solution", solvable)
	}
}

// TestExplain: an impossible puzzle is explained by its clues.
func TestExplain(t *testing.T) {
	p := mustParse(t, "#slitherlink\n03\n..\n")
	ex, err := puzzles.Explain(p, nil)
	if err != nil || ex.Status != puzzles.Unsat || len(ex.Conflict) != 2 {
		t.Fatalf("%+v %v", ex, err)
	}
	if ex.Reason != "these 2 clues cannot all hold" {
		t.Errorf("reason %q", ex.Reason)
	}
}

func TestDeducePartial(t *testing.T) {
	p := mustParse(t, "#slitherlink\n3..\n...\n")
	d, err := puzzles.Deduce(p, nil)
	if err != nil || d.Status != puzzles.Solved {
		t.Fatalf("%+v %v", d, err)
	}
	a := d.Partial.(*Answer)
	if len(a.Loop) != 0 || len(a.Lines) == 0 || p.Check(a) == nil {
		t.Errorf("partial answer %+v", a)
	}
	golden.Check(t, "partial", a.Text())
}

func FuzzParse(f *testing.F) {
	puzzlestest.FuzzRoundTrip(f, Type{}, func(t *testing.T, inst puzzles.Instance) {
		p := inst.(*Puzzle)
		for _, form := range []string{p.URL(), p.GameID()} {
			if q, err := Parse(form); err != nil || q.String() != p.String() {
				t.Fatalf("%s does not round-trip: %v", form, err)
			}
		}
	}, "5x5t0:a211b11a3a2e3013d", "https://puzz.link/p?slither/5/5/cbcbcddad", "3.\n.1\n", "5x5t2:a")
}
