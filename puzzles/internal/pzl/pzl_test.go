package pzl

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

func TestSplit(t *testing.T) {
	for url, want := range map[string]URL{
		"https://puzz.link/p?mashu/6/5/abc":    {Key: "mashu", Cols: 6, Rows: 5, Body: "abc"},
		"http://pzv.jp/p.html?masyu/3/4":       {Key: "masyu", Cols: 3, Rows: 4},
		"https://puzz.link/p?mashu/v:/2/3/0":   {Key: "mashu", Cols: 2, Rows: 3, Body: "0"},
		"mashu/2/2/0/extra":                    {Key: "mashu", Cols: 2, Rows: 2, Body: "0/extra"},
		"https://puzz.link/p?pearl/10/10/00z":  {Key: "pearl", Cols: 10, Rows: 10, Body: "00z"},
		"https://puzz.link/p?mashu/6/5/abc/":   {Key: "mashu", Cols: 6, Rows: 5, Body: "abc"},
		"https://puzz.link/p?masyu_edit/3/3/0": {Key: "masyu", Cols: 3, Rows: 3, Body: "0"},
		"https://puzz.link/p?mashu_play/3/3/0": {Key: "mashu", Cols: 3, Rows: 3, Body: "0"},
	} {
		got, err := Split(url, "mashu", "masyu", "pearl")
		if err != nil || got != want {
			t.Errorf("Split(%q) = %+v, %v; want %+v", url, got, err, want)
		}
	}
	for url, want := range map[string]string{
		"https://puzz.link/p?mashu/6":     `the number of rows is missing after "mashu/6/": expected mashu/COLS/ROWS/BODY`,
		"https://puzz.link/p?mashu/6/":    `the number of rows is missing after "mashu/6/"`,
		"https://puzz.link/p?mashu/":      `the size is missing after "mashu/": expected mashu/COLS/ROWS/BODY`,
		"https://puzz.link/p?pearl//6/1":  `the size is missing after "pearl/"`,
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
	is := func(text string) bool { return Is(text, "akari") }
	puzzlestest.Decides(t, "Is", is, map[string]bool{
		"https://puzz.link/p?akari/1/1/":      true,
		"lightup/3/3/":                        true, // pzprjs's other names for akari
		"https://puzz.link/p?bijutsukan/1/1/": true,
		"https://puzz.link/p?akari_edit/1/1/": true,
		"https://puzz.link/p?akari_x/1/1/":    false,
		"https://puzz.link/p?mashu/1/1/":      false,
		"xakari/1/1":                          false,
	})
}

// TestAliases holds the names of variety.js for the supported genres.
func TestAliases(t *testing.T) {
	for name, want := range map[string]string{
		"hashikake": "hashi", "bridges": "hashi", "hashi": "hashi", "hashikake_edit": "hashi",
		"lightup": "akari", "bijutsukan": "akari", "akari_play": "akari",
		"masyu": "mashu", "pearl": "mashu",
		"numberlink": "numlin", "slitherlink": "slither",
		"sudoku": "sudoku", "kurodoko": "kurodoko", "nurikabe_edit": "nurikabe",
	} {
		if got := Canonical(name); got != want {
			t.Errorf("Canonical(%q) = %q, want %q", name, got, want)
		}
	}
	if got := Aliases("bridges"); !slices.Equal(got, []string{"hashi", "hashikake", "bridges"}) {
		t.Errorf("Aliases(bridges) = %v", got)
	}
	for _, url := range []string{"https://puzz.link/p?hashi/1/1/1", "https://puzz.link/p?bridges/1/1/1", "http://pzv.jp/p.html?hashikake/1/1/1"} {
		if u, err := Split(url, "hashi"); err != nil || u.Cols != 1 || u.Body != "1" {
			t.Errorf("Split(%q, hashi) = %+v, %v", url, u, err)
		}
	}
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
	err := Place(g, []int{Empty, 3, Unknown, 4}, func(v int) (int, error) { return v + 10, nil })
	if err != nil || !slices.Equal(Flat(g), []int{9, 13, 8, 14}) {
		t.Errorf("Place: %v, %v", g, err)
	}
}

// TestPlaceShort: a body that ends before the board is full is refused
// with how far it got, after its own cells are checked.
func TestPlaceShort(t *testing.T) {
	keep := func(v int) (int, error) { return v, nil }
	noThree := func(v int) (int, error) {
		if v == 3 {
			return 0, errors.New("no 3")
		}
		return v, nil
	}
	for _, c := range []struct {
		cells []int
		value func(int) (int, error)
		want  string
	}{
		{[]int{1, 2, 3}, keep, "URL body ends after 3 of 4 cells"},
		{nil, keep, "URL body is missing: expected the board's 4 cells after the size"},
		{[]int{1, 3}, noThree, "URL body, row 1, column 2: no 3"},
	} {
		g := [][]int{{0, 0}, {0, 0}}
		if err := Place(g, c.cells, c.value); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Place(%v) = %v, want %q", c.cells, err, c.want)
		}
	}
}

// TestTruncatedBodies reads the cut URLs of issue 23 and their whole
// forms: the codecs' bodies that stop short are refused by ReadGrid.
func TestTruncatedBodies(t *testing.T) {
	for _, c := range []struct {
		url    string
		decode func(string, int) ([]int, error)
		want   string // "" when the URL reads
	}{
		{"https://puzz.link/p?akari/10/10/j.lbi", Decode4Cell, "URL body ends after 17 of 100 cells"},
		{"https://puzz.link/p?sudoku/9/9/g5h3g2j8i4h5", DecodeNumber16, "URL body ends after 19 of 81 cells"},
		{"https://puzz.link/p?mashu/4/4/00", DecodeCircles, "URL body ends after 6 of 16 cells"},
		{"https://puzz.link/p?numlin/3/1/1-10", DecodeNumbers, "URL body ends after 2 of 3 cells"},
		{"https://puzz.link/p?akari/4/1/1h", Decode4Cell, "URL body ends after 3 of 4 cells"},
		{"https://puzz.link/p?akari/4/1/1i", Decode4Cell, ""},
		{"https://puzz.link/p?akari/4/1/6", Decode4Cell, "URL body ends after 2 of 4 cells"},
		{"https://puzz.link/p?akari/4/1/1a", Decode4Cell, ""}, // a clue folding two empties, one past the end
		{"https://puzz.link/p?mashu/4/1/00", DecodeCircles, ""},
		{"https://puzz.link/p?mashu/4/1/0", DecodeCircles, "URL body ends after 3 of 4 cells"},
	} {
		_, err := ReadGrid(c.url, []string{"akari", "sudoku", "mashu", "numlin"}, c.decode, Values{Empty: -10, Unknown: -20})
		switch {
		case c.want == "" && err != nil:
			t.Errorf("ReadGrid(%q): %v", c.url, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("ReadGrid(%q) = %v, want %q", c.url, err, c.want)
		}
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
