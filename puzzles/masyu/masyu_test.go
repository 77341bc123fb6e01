package masyu

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
	const want = "#masyu\n..W...\n.B..W.\n......\n...B..\n.W....\n......\n"
	for _, text := range []string{
		want,
		"..W...\n.B..W.\n......\n...B..\n.W....\n......",
		"#pearl\n. . w . . .\n. b . . o .\n- - - - - -\n. . . # . .\n. O . . . .\n. . . . . .\n",
		"6x6:bWdBbWjBcWj",
		"6x6dt:bWdBbWjBcWj",
		"6x6den:bWdBbWjBcWj",
		"6:bWdBbWjBcWj",
		"https://puzz.link/p?mashu/6/6/1063000i3000",
		"https://puzz.link/p?masyu/6/6/1063000i3000",
		"http://pzv.jp/p.html?mashu/6/6/1063000i3000",
		"https://puzz.link/p?pearl/6/6/1063000i3000",
		"mashu/6/6/1063000i3000",
		"https://puzz.link/p?mashu/6/6/1063000i3000zzz",
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
	if got := mustParse(t, "mashu/3/2/").String(); got != "#masyu\n...\n...\n" {
		t.Errorf("an empty URL body: %q", got)
	}
}

func TestParseErrors(t *testing.T) {
	puzzlestest.Errors(t, Type{}, map[string]string{
		"":                                  "empty input",
		"..\n...\n":                         "line 2, column 1: row has 3 cells, the first row 2",
		"..X\n":                             `line 1, column 3: unexpected 'X': expected 'W' (white pearl), 'B' (black pearl) or '.'`,
		"#lightup\n..\n":                    "expected #masyu",
		"6x6:bWdBbWjBcW":                    "covers 26 cells, the 6x6 board has 36",
		"6x6:bWdBbWjBcWjW":                  "longer than the 6x6 board",
		"6x6:bWdBbWjBcW1":                   `unexpected '1' in the description`,
		"6x6dx:bWdBbWjBcWj":                 `unknown parameter "dx"`,
		"0x6:a":                             "size 0x6 is outside",
		"https://puzz.link/p?mashu/6":       "expected mashu/COLS/ROWS/BODY",
		"https://puzz.link/p?mashu/6/x/1":   "is not two numbers",
		"https://puzz.link/p?mashu/6/6/1!":  "unexpected character '!' at 2",
		"https://puzz.link/p?mashu/f/6/6/1": `the "f" variant of Masyu is not supported`,
		"https://puzz.link/p?mashu/6/600/1": "size 6x600 is outside",
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
	const url = "https://puzz.link/p?mashu/6/6/1063000i3000"
	if got := mustParse(t, url).URL(); got != url {
		t.Errorf("pzprjs's test URL comes back as %s", got)
	}
	wide, _ := New(1, 60)
	if q := mustParse(t, wide.GameID()); q.String() != wide.String() {
		t.Errorf("a long empty run: %s", wide.GameID())
	}
}

// TestPearlIDs solves every generated Pearl ID uniquely.
func TestPearlIDs(t *testing.T) {
	for _, id := range pearlIDs(t, "") {
		if strings.HasPrefix(id, "#") {
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
		"#masyu\n..\n":                      true,
		"#pearl\n..\n":                      true,
		"https://puzz.link/p?mashu/1/1/0":   true,
		"https://puzz.link/p?masyu/1/1/0":   true,
		pearl10:                             true,
		"4x4dt:jBe":                         true,
		"4x4:jBe":                           false, // could be Light Up's
		"7x7:k0b0a2aBdBaBdBaBa3b2k":         false,
		"5x5t0:a211b11a3a2e3013d":           false,
		"..\n..\n":                          false,
		"https://puzz.link/p?slither/1/1/g": false,
	} {
		if got := (Type{}).Detect(text); got != want {
			t.Errorf("Detect(%q) = %v", text, got)
		}
	}
}

func TestCheckRejects(t *testing.T) {
	p := mustParse(t, "#masyu\n.W..\n..B.\n....\n....\n")
	good := [][2]int{{0, 0}, {0, 1}, {0, 2}, {0, 3}, {1, 3}, {2, 3}, {3, 3}, {3, 2}, {2, 2}, {1, 2}, {1, 1}, {1, 0}}
	if err := p.Check(&Answer{Loop: good}); err != nil {
		t.Fatalf("good answer fails: %v", err)
	}
	square := func(r, c int) [][2]int { return [][2]int{{r, c}, {r, c + 1}, {r + 1, c + 1}, {r + 1, c}} }
	for _, tc := range []struct {
		p     string
		loop  [][2]int
		lines [][2][2]int
		want  string
	}{
		{"", good[:3], nil, "the loop has 3 cells"},
		{"", square(2, 2), nil, "the white pearl at 0,1 is not on the loop"},
		{"", [][2]int{{0, 0}, {0, 1}, {1, 1}, {2, 1}, {2, 0}, {1, 0}, {1, 1}}, nil, "visits cell 1,1 twice"},
		{"", good[:11], nil, "jumps from cell 1,1 to 0,0"},
		{"", [][2]int{{3, 3}, {3, 4}, {4, 4}, {4, 3}}, nil, "cell 3,4 is off the board"},
		{"", good, [][2][2]int{{{2, 0}, {2, 1}}}, "1 lines are not part of the loop"},
		{"#masyu\nW.\n..\n", square(0, 0), nil, "the loop turns at the white pearl at 0,0"},
		{"#masyu\n.W.\n...\n", square(0, 1), nil, "the loop turns at the white pearl at 0,1"},
		{"#masyu\n...\n.B.\n...\n", [][2]int{{0, 1}, {1, 1}, {2, 1}, {2, 2}, {1, 2}, {0, 2}}, nil, "the loop goes straight through the black pearl at 1,1"},
		{"#masyu\nB.\n..\n", square(0, 0), nil, "the loop turns next to the black pearl at 0,0"},
		{"#masyu\n..W..\n.....\n", [][2]int{{0, 0}, {0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 4}, {1, 3}, {1, 2}, {1, 1}, {1, 0}}, nil, "the loop turns in neither cell next to the white pearl at 0,2"},
	} {
		q := p
		if tc.p != "" {
			q = mustParse(t, tc.p)
		}
		if err := q.Check(&Answer{Loop: tc.loop, Lines: tc.lines}); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Check(%v) = %v, want %q", tc.loop, err, tc.want)
		}
	}
	if err := p.Check(nil); err == nil {
		t.Error("Check(nil) passed")
	}
}

// bruteCount counts the loops of a small board by trying every set of
// lines, with no SAT: they must form one cycle that Check accepts.
func bruteCount(p *Puzzle) int {
	size := p.Size()
	var links []link
	for _, pos := range size.Cells() {
		if pos.C+1 < size.Cols {
			links = append(links, link{{pos.R, pos.C}, {pos.R, pos.C + 1}})
		}
		if pos.R+1 < size.Rows {
			links = append(links, link{{pos.R, pos.C}, {pos.R + 1, pos.C}})
		}
	}
	n := 0
	for mask := 1; mask < 1<<len(links); mask++ {
		on := map[link]bool{}
		for i, l := range links {
			if mask>>i&1 == 1 {
				on[l] = true
			}
		}
		if loop := traceLoop(on); loop != nil && p.Check(&Answer{Loop: loop}) == nil {
			n++
		}
	}
	return n
}

// traceLoop follows the lines from one of them; it returns the cells when
// they form exactly one cycle, and nil otherwise.
func traceLoop(on map[link]bool) [][2]int {
	var start link
	for l := range on {
		start = l
		break
	}
	loop := [][2]int{start[0]}
	prev, cur := start[0], start[1]
	for cur != start[0] {
		loop = append(loop, cur)
		next, found := [2]int{}, 0
		for _, d := range [][2]int{{-1, 0}, {0, 1}, {1, 0}, {0, -1}} {
			q := [2]int{cur[0] + d[0], cur[1] + d[1]}
			if q != prev && on[linkOf(cur, q)] {
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
	r := rand.New(rand.NewSource(5))
	solvable := 0
	sizes := [][2]int{{2, 3}, {3, 3}, {2, 4}, {2, 5}, {5, 2}}
	for i := range 100 {
		sz := sizes[i%len(sizes)]
		p, _ := New(sz[0], sz[1])
		for _, pos := range p.Size().Cells() {
			if r.Intn(4) == 0 {
				p.Cells[pos.R][pos.C] = 1 + r.Intn(2)
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

// TestExplain: an impossible puzzle is explained by its pearls.
func TestExplain(t *testing.T) {
	p := mustParse(t, "#masyu\nBB..\n....\n....\n....\n")
	ex, err := puzzles.Explain(p, nil)
	if err != nil || ex.Status != puzzles.Unsat || len(ex.Conflict) != 2 {
		t.Fatalf("%+v %v", ex, err)
	}
	if ex.Reason != "these 2 clues cannot all hold" {
		t.Errorf("reason %q", ex.Reason)
	}
}

func TestDeducePartial(t *testing.T) {
	p := mustParse(t, "#masyu\n.....\n.B...\n.....\n.....\n")
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
	}, "6x6:cWWdBbBeBbWWjWaB", "https://puzz.link/p?mashu/6/6/1063000i3000", "W.\n.B\n", "mashu/2/2/z")
}
