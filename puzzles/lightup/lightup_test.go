package lightup

import (
	"encoding/json"
	"math/rand"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/grid"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

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
	puzzlestest.Errors(t, Type{}, map[string]string{strings.Repeat(".", 101) + "\n": "size 101x1 is outside"})
}

func TestRoundTrips(t *testing.T) {
	puzzlestest.ReadsBack(t, Type{}, puzzlestest.URLAndGameID, puzzlestest.ExampleTexts(Type{})...)
	if got := mustParse(t, "https://puzz.link/p?akari/6/6/nekcakbl").URL(); got != "https://puzz.link/p?akari/6/6/nekcakbl" {
		t.Errorf("pzprjs's test URL comes back as %s", got)
	}
	wide, _ := New(1, 60)
	if q := mustParse(t, wide.GameID()); q.String() != wide.String() {
		t.Errorf("a long white run: %s", wide.GameID())
	}
}

func TestCheckRejects(t *testing.T) {
	p := mustParse(t, "#lightup\n.1..\n#..2\n")
	good := [][2]int{{0, 0}, {1, 2}, {0, 3}}
	puzzlestest.Accepts(t, p, &Answer{Lights: good})
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
	puzzlestest.RandomCountsMatch(t, 80, func(int) *Puzzle { return randomPuzzle(rng) }, bruteCount, 10)
}

// randomPuzzle is a board of 1 to 3 rows and 1 to 4 columns, a sixth of
// its cells black, a sixth numbers 0 to 2.
func randomPuzzle(rng *rand.Rand) *Puzzle {
	p, _ := New(1+rng.Intn(3), 1+rng.Intn(4))
	for _, row := range p.Cells {
		for c := range row {
			switch rng.Intn(6) {
			case 0:
				row[c] = Black
			case 1:
				row[c] = rng.Intn(3)
			}
		}
	}
	return p
}

// bruteCount counts the sets of lights on white cells that pass Check.
func bruteCount(p *Puzzle) int {
	whites := p.ClueList(func(v int) string {
		if v == White {
			return "white"
		}
		return ""
	})
	return puzzlestest.CountSubsets(len(whites), func(in func(int) bool) bool {
		a := &Answer{}
		for i, w := range whites {
			if in(i) {
				a.Lights = append(a.Lights, w.Cell)
			}
		}
		return p.Check(a) == nil
	})
}

func TestImpossibleNumber(t *testing.T) {
	puzzlestest.Unsolvable(t, Type{}, map[string]string{"#3\n..\n": "the 3 at 0,1 has only 1 white neighbour"})
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
	if len(part.Lights) != 0 || len(part.Dark) != 1 || part.Dark[0] != [2]int{0, 1} {
		t.Errorf("partial answer %+v", part)
	}
}

func FuzzParse(f *testing.F) {
	puzzlestest.FuzzForms(f, Type{}, puzzlestest.URLAndGameID, "4x2b20s2d1:a1bBb2")
}

func TestGenerate(t *testing.T) {
	puzzlestest.Generates(t, Type{}, puzzles.GenerateOptions{Rows: 7, Cols: 7, Seed: 1})
	puzzlestest.GenerateErrors(t, Type{}, map[puzzles.GenerateOptions]string{{Rows: 0, Cols: 3}: "size 3x0 is outside"})
}

// cellKeys are the pad keys that type cell pos of p (see TestEnterByPad).
func cellKeys(ty *puzzlestest.Typist, p *Puzzle, pos grid.Pos) []string {
	switch v := p.At(pos); v {
	case White:
		return nil
	case Black:
		return []string{ty.Key("Black")}
	default:
		return []string{ty.Key(strconv.Itoa(v))}
	}
}

func TestEditKeys(t *testing.T) {
	p, _ := New(2, 2)
	cell := puzzles.Target{R: 1, C: 0}
	read := func(inst puzzles.Instance) int { return inst.(*Puzzle).Cells[1][0] }
	puzzlestest.Steps(t, p, cell, read, []puzzlestest.Step[int]{
		{Key: "b", Want: Black}, {Key: "3", Want: 3}, {Key: "Click", Want: 3}, {Key: "AltClick", Want: 3}, {Key: "Delete", Want: White},
		{Key: "#", Want: Black}, {Key: ".", Want: White}, {Key: "0", Want: 0}, {Key: "Backspace", Want: White}}...)
	puzzlestest.Refuses(t, p, cell, map[string]string{"5": ""})
	puzzlestest.Moves(t, p, puzzlestest.MoveCase{From: puzzles.Target{R: 1, C: 1}, Arrow: "ArrowRight", Want: puzzles.Target{R: 1, C: 1}})
	puzzlestest.Hits(t, p, puzzlestest.HitCase{X: 1.5, Y: 0.2, Want: puzzles.Target{R: 0, C: 1}, OK: true})
}
