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

// offering is a sequence whose generator offers some options.
type offering struct {
	sequence
	offers []puzzles.GenerateOptions
}

func (o offering) Offers() []puzzles.GenerateOptions { return o.offers }

func TestOffers(t *testing.T) {
	unique := []string{"#lightup\n#.\n##\n"}
	one := []puzzles.GenerateOptions{{Rows: 2, Cols: 2}}
	for name, c := range map[string]struct {
		ok  bool
		typ puzzles.Type
	}{
		"unique every time":  {true, offering{sequence{typ, unique, new(int)}, one}},
		"two solutions once": {false, offering{sequence{typ, []string{unique[0], unique[0], "#lightup\n..\n"}, new(int)}, one}},
		"no solution":        {false, offering{sequence{typ, []string{"#lightup\n1\n"}, new(int)}, one}},
		"offers nothing":     {false, offering{sequence{typ, unique, new(int)}, nil}},
		"names no offer":     {false, sequence{typ, unique, new(int)}},
	} {
		expect(t, name, c.ok, func(tb testing.TB) { puzzlestest.Offers(tb, c.typ) })
	}
}
