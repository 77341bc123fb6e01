package lightup

import (
	"encoding/json"
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/golden"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

func mustParse(t testing.TB, text string) *Puzzle {
	return puzzlestest.MustParse(t, Type{}, text).(*Puzzle)
}

func TestParseFormats(t *testing.T) {
	const want = "#lightup\n.1..\n#..2\n"
	puzzlestest.Forms(t, Type{}, want,
		want,
		".1..\n#..2\n",
		"#akari\n. 1 . .\nB . . 2\n",
		"4x2:a1bBb2",
		"4x2b20s2d1:a1bBb2",
		"4x2r:a1bBb2",
		"https://puzz.link/p?akari/4/2/gb.h2",
		"https://puzz.link/p?lightup/4/2/gb.h2",
		"akari/4/2/gb.h2")
	if got := mustParse(t, "akari/3/2/").String(); got != "#lightup\n...\n...\n" {
		t.Errorf("an empty URL body: %q", got)
	}
}

func TestParseErrors(t *testing.T) {
	puzzlestest.Errors(t, Type{}, map[string]string{
		"":                                    "empty input",
		"..\n...\n":                           "line 2, column 1: row has 3 cells, the first row 2",
		"..5\n":                               "line 1, column 3: number 5: a black cell has at most 4 neighbours",
		"..?\n":                               `line 1, column 3: unexpected '?'`,
		"#sudoku\n..\n":                       "expected #lightup",
		"4x2:a1bBb":                           "covers 7 cells, the 4x2 board has 8",
		"4x2:a1bBb2a":                         "longer than the 4x2 board",
		"4x2:a1bBb5":                          `unexpected '5'`,
		"4x2q1:a1bBb2":                        `unknown parameter "q1"`,
		"4x2b:a1bBb2":                         `"b" needs a number`,
		"0x2:a":                               "size 0x2 is outside",
		"https://puzz.link/p?akari/4/x/gb.h2": "is not two numbers",
		"https://puzz.link/p?akari/4/2/gb!h2": "unexpected character '!' at 3",
		"https://puzz.link/p?akari/4":         "expected akari/COLS/ROWS/BODY",
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
	if got := mustParse(t, "https://puzz.link/p?akari/6/6/nekcakbl").URL(); got != "https://puzz.link/p?akari/6/6/nekcakbl" {
		t.Errorf("pzprjs's test URL comes back as %s", got)
	}
	wide, _ := New(1, 60)
	if q := mustParse(t, wide.GameID()); q.String() != wide.String() {
		t.Errorf("a long white run: %s", wide.GameID())
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
	puzzlestest.Detects(t, Type{}, map[string]bool{
		"#lightup\n..\n":                    true,
		"#akari\n..\n":                      true,
		"https://puzz.link/p?akari/1/1/g":   true,
		"https://puzz.link/p?lightup/1/1/g": true,
		lightup14:                           true,
		"7x7:k0b0":                          false,
		"3x2:2/1/1/2/1.1":                   false,
		"2:201022102011":                    false,
		"..\n..\n":                          false,
	})
}

func TestCheckRejects(t *testing.T) {
	p := mustParse(t, "#lightup\n.1..\n#..2\n")
	good := [][2]int{{0, 0}, {1, 2}, {0, 3}}
	if err := p.Check(&Answer{Lights: good}); err != nil {
		t.Fatalf("good answer fails: %v", err)
	}
	puzzlestest.Rejects(t, p, map[string]puzzles.Answer{
		"light 5,5 is off the board":   &Answer{Lights: [][2]int{{0, 0}, {1, 2}, {0, 3}, {5, 5}}},
		"light 0,1 is on a black cell": &Answer{Lights: [][2]int{{0, 1}, {1, 2}, {0, 3}}},
		"light 0,0 is given twice":     &Answer{Lights: [][2]int{{0, 0}, {0, 0}, {1, 2}, {0, 3}}},
		"see each other":               &Answer{Lights: [][2]int{{0, 0}, {1, 2}, {0, 3}, {0, 2}}},
		"cell 0,0 is not lit":          &Answer{Lights: [][2]int{{1, 2}, {0, 3}}},
		" see each other":// which pair is named varies
		&Answer{Lights: [][2]int{{0, 0}, {1, 1}, {0, 2}, {1, 2}, {0, 3}}},
		"the 1 at 0,1 has 2 lights beside it": &Answer{Lights: [][2]int{{0, 0}, {1, 1}, {0, 3}}},
	})
	var back Answer
	if err := json.Unmarshal([]byte(`{"lights":[[0,0],[1,2],[0,3]]}`), &back); err != nil || p.Check(&back) != nil {
		t.Errorf("a JSON answer does not check: %v", err)
	}
}

// TestBruteForce compares solution counts with a count over every light
// placement on tiny random boards.
func TestBruteForce(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	for trial := 0; trial < 80; trial++ {
		rows, cols := 1+rng.Intn(3), 1+rng.Intn(4)
		p, _ := New(rows, cols)
		for r := range p.Cells {
			for c := range p.Cells[r] {
				switch rng.Intn(6) {
				case 0:
					p.Cells[r][c] = Black
				case 1:
					p.Cells[r][c] = rng.Intn(3)
				}
			}
		}
		want := 0
		var whites [][2]int
		for r := range p.Cells {
			for c, v := range p.Cells[r] {
				if v == White {
					whites = append(whites, [2]int{r, c})
				}
			}
		}
		for mask := 0; mask < 1<<len(whites); mask++ {
			a := &Answer{}
			for i, w := range whites {
				if mask>>i&1 == 1 {
					a.Lights = append(a.Lights, w)
				}
			}
			if p.Check(a) == nil {
				want++
			}
		}
		res, err := puzzles.Solve(p, 1000)
		if err != nil || len(res.Answers) != want || !res.Complete {
			t.Fatalf("%s: %d solutions (%v), brute force %d", p, len(res.Answers), err, want)
		}
	}
}

func TestImpossibleNumber(t *testing.T) {
	res, err := puzzles.Solve(mustParse(t, "#3\n..\n"), 2)
	if err != nil || res.Status != puzzles.Unsat || res.Reason != "the 3 at 0,1 has only 1 white neighbour" {
		t.Errorf("%+v %v", res, err)
	}
}

func TestPartialAndDiff(t *testing.T) {
	p := mustParse(t, "#lightup\n..\n")
	res, _ := puzzles.Solve(p, 3)
	if len(res.Answers) != 2 {
		t.Fatalf("%d answers", len(res.Answers))
	}
	if d := p.Diff(res.Answers[0], res.Answers[1]); len(d) != 2 {
		t.Errorf("Diff = %v", d)
	}
	m := mustParse(t, "#lightup\n1.\n..\n")
	dec, _ := m.Encode(sat.NewModel())
	part := dec.(*encoding).DecodePartial(func(l sat.Lit) (bool, bool) { return false, l == dec.Vars()[0] }).(*Answer)
	if len(part.Lights) != 0 || len(part.dark) != 1 || part.dark[0] != [2]int{0, 1} {
		t.Errorf("partial answer %+v", part)
	}
}

func FuzzParse(f *testing.F) {
	puzzlestest.FuzzRoundTrip(f, Type{}, nil, "4x2b20s2d1:a1bBb2")
}

func TestGenerate(t *testing.T) {
	puzzlestest.Generates(t, Type{}, puzzles.GenerateOptions{Rows: 7, Cols: 7, Seed: 1})
	puzzlestest.GenerateErrors(t, Type{}, map[puzzles.GenerateOptions]string{{Rows: 0, Cols: 3}: "size 3x0 is outside"})
}
