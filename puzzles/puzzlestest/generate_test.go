package puzzlestest_test

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// sequence is Light Up with a generator that makes the next of its texts
// each time it is called.
type sequence struct {
	puzzles.Type
	texts []string
	next  *int
}

func (s sequence) Generate(puzzles.GenerateOptions) (puzzles.Instance, error) {
	text := s.texts[*s.next%len(s.texts)]
	*s.next++
	return s.Parse(text)
}

func TestGenerates(t *testing.T) {
	small := puzzles.GenerateOptions{Rows: 3, Cols: 3, Seed: 1}
	refused := puzzles.GenerateOptions{Rows: 0, Cols: 3}
	noGenerator := examplesOf{typ, nil}
	for name, c := range map[string]struct {
		ok  bool
		typ puzzles.Type
		o   puzzles.GenerateOptions
	}{
		"a generator":              {true, typ, small},
		"options refused":          {false, typ, refused},
		"no generator":             {false, noGenerator, small},
		"another puzzle each time": {false, sequence{typ, []string{"#lightup\n1.\n", "#lightup\n.1\n"}, new(int)}, small},
		"no clues":                 {false, sequence{typ, []string{"#lightup\n.\n"}, new(int)}, small},
		"two solutions":            {false, sequence{typ, []string{"#lightup\n..\n"}, new(int)}, small},
	} {
		expect(t, name, c.ok, func(tb testing.TB) { puzzlestest.Generates(tb, c.typ, c.o) })
	}
	for name, c := range map[string]struct {
		ok   bool
		typ  puzzles.Type
		o    puzzles.GenerateOptions
		want string
	}{
		"refused":                    {true, typ, refused, "size 3x0 is outside"},
		"refused for another reason": {false, typ, refused, "no such words"},
		"accepted":                   {false, typ, small, ""},
		"no generator to refuse":     {false, noGenerator, refused, ""},
	} {
		expect(t, name, c.ok, func(tb testing.TB) {
			puzzlestest.GenerateErrors(tb, c.typ, map[puzzles.GenerateOptions]string{c.o: c.want})
		})
	}
}
