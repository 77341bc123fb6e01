package pzl

import (
	"slices"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

func TestSplit(t *testing.T) {
	for url, want := range map[string]URL{
		"https://puzz.link/p?mashu/6/5/abc":   {Key: "mashu", Cols: 6, Rows: 5, Body: "abc"},
		"http://pzv.jp/p.html?masyu/3/4":      {Key: "masyu", Cols: 3, Rows: 4},
		"https://puzz.link/p?mashu/v:/2/3/0":  {Key: "mashu", Cols: 2, Rows: 3, Body: "0"},
		"mashu/2/2/0/extra":                   {Key: "mashu", Cols: 2, Rows: 2, Body: "0/extra"},
		"https://puzz.link/p?pearl/10/10/00z": {Key: "pearl", Cols: 10, Rows: 10, Body: "00z"},
		"https://puzz.link/p?mashu/6/5/abc/":  {Key: "mashu", Cols: 6, Rows: 5, Body: "abc"},
	} {
		got, err := Split(url, "mashu", "masyu", "pearl")
		if err != nil || got != want {
			t.Errorf("Split(%q) = %+v, %v; want %+v", url, got, err, want)
		}
	}
	for url, want := range map[string]string{
		"https://puzz.link/p?mashu/6":     "expected mashu/COLS/ROWS/BODY",
		"https://puzz.link/p?mashu/6/x/1": `size "6"/"x" is not two numbers`,
		"https://puzz.link/p?mashu/f/6/6": `the "f" variant of puzz.link's mashu is not supported`,
		"https://puzz.link/p?akari/6/6/1": "expected mashu/COLS/ROWS/BODY",
		"xmashu/6/6":                      "expected mashu/COLS/ROWS/BODY",
	} {
		if _, err := Split(url, "mashu"); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Split(%q) = %v, want %q", url, err, want)
		}
	}
}

func TestIs(t *testing.T) {
	is := func(text string) bool { return Is(text, "akari", "lightup") }
	puzzlestest.Decides(t, "Is", is, map[string]bool{
		"https://puzz.link/p?akari/1/1/": true,
		"lightup/3/3/":                   true,
		"https://puzz.link/p?mashu/1/1/": false,
		"xakari/1/1":                     false,
	})
}

// codec is one body codec under test.
type codec struct {
	name   string
	decode func(string, int) ([]int, error)
	encode func([]int) string
}

var codecs = []codec{
	{"4Cell", Decode4Cell, Encode4Cell},
	{"Number16", DecodeNumber16, EncodeNumber16},
	{"Circles", DecodeCircles, EncodeCircles},
}

func TestCodecs(t *testing.T) {
	E, U := Empty, Unknown
	cases := []struct {
		codec int
		body  string
		cells []int
	}{
		{0, "63.h", []int{1, E, 3, U, E, E}},
		{0, "8c", []int{3, E, 2, E, E}}, // a clue folding two empties, also at the end
		{0, "ax", append([]int{0}, slices.Repeat([]int{E}, 20)...)},
		{1, "g-1fa.", []int{E, 31, 10, U}},
		{1, "zh", slices.Repeat([]int{E}, 22)},
		{2, "0iq", []int{0, 0, 0, 2, 0, 0, 2, 2, 2}},
		{2, "3", []int{0, 1}},
	}
	for _, c := range cases {
		cd := codecs[c.codec]
		got, err := cd.decode(c.body, len(c.cells))
		if err != nil || !slices.Equal(got, c.cells) {
			t.Errorf("%s decode %q = %v, %v; want %v", cd.name, c.body, got, err, c.cells)
		}
		if enc := cd.encode(c.cells); enc != c.body {
			t.Errorf("%s encode %v = %q, want %q", cd.name, c.cells, enc, c.body)
		}
	}
}

func TestCodecErrors(t *testing.T) {
	for _, c := range []struct {
		codec int
		body  string
		want  string
	}{
		{0, "1f", `unexpected character 'f' at 2`},
		{1, "1-zz", `"-zz" at 2 is not a '-' and two hex digits`},
		{1, "1-a", `unexpected character '-' at 2`},
		{2, "0r", `unexpected character 'r' at 2`},
	} {
		cd := codecs[c.codec]
		if _, err := cd.decode(c.body, 100); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s decode %q: %v, want %q", cd.name, c.body, err, c.want)
		}
	}
}

// TestDecodeCuts checks that a decoder never returns more than n cells.
func TestDecodeCuts(t *testing.T) {
	for _, cd := range codecs {
		if got, _ := cd.decode("zzz", 5); len(got) != 5 && cd.name != "Circles" {
			t.Errorf("%s: %d cells, want 5", cd.name, len(got))
		}
		if got, _ := cd.decode("qqq", 4); len(got) != 4 && cd.name == "Circles" {
			t.Errorf("%s: %d cells, want 4", cd.name, len(got))
		}
	}
}

func TestPlace(t *testing.T) {
	g := [][]int{{0, 0}, {0, 0}}
	err := Place(g, []int{Empty, 3, Unknown}, func(v int) (int, error) { return v + 10, nil })
	if err != nil || !slices.Equal(Flat(g), []int{9, 13, 8, 0}) {
		t.Errorf("Place: %v, %v", g, err)
	}
}

// FuzzCodecs checks decode -> encode -> decode for every codec.
func FuzzCodecs(f *testing.F) {
	for _, s := range []string{"1g3.h", "g-1fa.", "0iq", "zz8c"} {
		f.Add(s, 30)
	}
	f.Fuzz(func(t *testing.T, body string, n int) {
		n = max(0, min(n, 400))
		for _, cd := range codecs {
			cells, err := cd.decode(body, n)
			if err != nil {
				continue
			}
			for len(cells) < n {
				cells = append(cells, map[bool]int{true: 0, false: Empty}[cd.name == "Circles"])
			}
			again, err := cd.decode(cd.encode(cells), n)
			if err != nil || !slices.Equal(again, cells) {
				t.Fatalf("%s: %q -> %v -> %q -> %v, %v", cd.name, body, cells, cd.encode(cells), again, err)
			}
		}
	})
}
