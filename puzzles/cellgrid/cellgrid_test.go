package cellgrid_test

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// dots is a toy type: '.' blank, 'o' a circle (no URL code, no game
// character), numbers 1 to 3 as clues.
// stubs gives a toy type the methods of puzzles.Instance its tests do
// not use.
type stubs struct{}

func (stubs) Encode(*sat.Model) (puzzles.Decoder, error)           { return nil, nil }
func (stubs) Check(puzzles.Answer) error                           { return nil }
func (stubs) Diff(puzzles.Answer, puzzles.Answer) []puzzles.Target { return nil }

type dots struct {
	cellgrid.Grid
	stubs
}

func (d *dots) Draw(puzzles.Answer) draw.Scene { return d.Scene(nil) }

var spec = &cellgrid.Spec[*dots]{
	Name: "dots", Title: "Dots",
	Symbols: append(cellgrid.Alphabet{
		{Value: 0, Text: ".", URL: cellgrid.URLEmpty, Label: "Delete", Keys: []string{"Delete", "."}, Word: "blank"},
		{Value: -1, Text: "oO", Label: "Circle", Keys: []string{"o"}, Word: "a circle", Look: cellgrid.Circle},
	}, cellgrid.Numbers(1, 3, cellgrid.Symbol{Word: "a clue", Look: cellgrid.Given})...),
	URL:  &cellgrid.URLForm{Keys: []string{"dots"}, Codec: cellgrid.Number16},
	Game: &cellgrid.GameForm{Game: "Dots"},
	Make: func(g cellgrid.Grid) *dots { return &dots{Grid: g} },
}

// TestParse: each toy type's texts in testdata parse as it says.
func TestParse(t *testing.T) {
	puzzlestest.FormsFile(t, spec.Type(), "testdata/dots.txt")
	puzzlestest.FormsFile(t, sizes.Type(), "testdata/sizes.txt")
}

// mustParse parses text as the toy type s, or fails the test.
func mustParse[P cellgrid.Instance](t *testing.T, s *cellgrid.Spec[P], text string) P {
	t.Helper()
	return puzzlestest.Parser[P](s.Type())(t, text)
}

func TestWritten(t *testing.T) {
	for in, want := range map[string]string{
		"#dots\n.1\n3.\n": "[{puzz.link URL https://puzz.link/p?dots/2/2/g13g} {game ID 2x2:a13a}]",
		"#dots\no1\n":     "[]", // a circle has neither a URL code nor a game character
	} {
		p, err := spec.Parse(in)
		if err != nil {
			t.Fatal(err)
		}
		if got := fmt.Sprint(p.Written()); got != want && !(want == "[]" && len(p.Written()) == 0) {
			t.Errorf("%q writes %s, want %s", in, got, want)
		}
		for _, w := range p.Written() {
			if back, err := spec.Parse(w.Text); err != nil || back.String() != p.String() {
				t.Errorf("%s reads back as %v, %v", w.Text, back, err)
			}
		}
	}
}

func TestEdit(t *testing.T) {
	p, _ := spec.New(1, 2)
	at := puzzles.Target{R: 0, C: 1}
	for _, c := range []struct{ key, want, err string }{
		{"o", "#dots\n.o\n", ""}, {"O", "#dots\n..\n", ""}, {"2", "#dots\n.2\n", ""},
		{"7", "#dots\n..\n", "number 7 is outside 1 to 3"}, {"Delete", "#dots\n..\n", ""},
	} {
		got, err := p.Edit(at, c.key)
		if fmt.Sprint(err) != fmt.Sprint(map[bool]any{true: nil, false: c.err}[c.err == ""]) || got.String() != c.want {
			t.Errorf("key %q: %q, %v; want %q, %q", c.key, got.String(), err, c.want, c.err)
		}
		if c.key == "O" && got != puzzles.Instance(p) {
			t.Errorf("a key that means nothing returned another puzzle")
		}
	}
	if got := spec.Type().Help(); got != "Select a cell, then press Delete for blank, Circle for a circle, 1–3 for a clue." {
		t.Errorf("help %q", got)
	}
}

func TestCluesAndRuns(t *testing.T) {
	p, _ := spec.Parse("#dots\n1.o\n..3\n")
	if got := fmt.Sprint(p.Clues()); got != "[{[0 0] 1} {[1 2] 3}]" {
		t.Errorf("clues %s", got)
	}
	if got := p.Without([]int{1}).String(); got != "#dots\n1.o\n...\n" {
		t.Errorf("without the 3:\n%s", got)
	}
	blank := func(v int) bool { return v == 0 }
	if got := fmt.Sprint(p.Runs(blank)); got != "[[r1c2] [r2c1 r2c2] [r1c2 r2c2] [r2c1]]" {
		t.Errorf("runs %s", got)
	}
	if got := fmt.Sprint(p.Around(grid.Pos{})); got != "[r1c2 r2c1]" {
		t.Errorf("around %s", got)
	}
}

type names struct{}

func (names) Names() (string, string) { return "stars", "empty" }

func TestMarksJSON(t *testing.T) {
	a := &cellgrid.Marks[names]{On: [][2]int{{0, 1}}, Off: [][2]int{{1, 1}}, Grid: []string{".*"}}
	js, _ := json.Marshal(a)
	if string(js) != `{"stars":[[0,1]],"empty":[[1,1]],"grid":[".*"]}` {
		t.Errorf("JSON %s", js)
	}
	var back cellgrid.Marks[names]
	if err := json.Unmarshal(js, &back); err != nil || fmt.Sprint(back) != fmt.Sprint(*a) {
		t.Errorf("read back %v, %v", back, err)
	}
}
