package formats_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/internal/formats"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/textgrid"
)

// set is a made-up type whose puzzles are strings: a URL "u/BODY", a game
// ID "N:BODY", or a text grid under an optional "#toy" or "#plaything"
// header.
var set = formats.Set[string]{
	Expected: "a toy grid, ID or URL",
	Forms: []formats.Form[string]{
		{Is: func(t string) bool { return strings.HasPrefix(t, "u/") }, Parse: readBody("url")},
		{Is: func(t string) bool { return strings.Contains(t, ":") }, Parse: readBody("id")},
	},
	Text: func(h textgrid.Header, lines []textgrid.Line) (string, error) {
		return "text " + h.Name + ":" + strings.Join(textgrid.Texts(textgrid.NonBlank(lines)), "/"), nil
	},
	Headers: []string{"toy", "plaything"},
}

// readBody reads a form's body after its first '/' or ':', refusing an
// empty one.
func readBody(form string) func(string) (string, error) {
	return func(t string) (string, error) {
		body := t[strings.IndexAny(t, "/:")+1:]
		if body == "" {
			return "", errors.New("empty " + form)
		}
		return form + " " + body, nil
	}
}

func TestParse(t *testing.T) {
	for _, c := range []struct{ in, want, err string }{
		{"u/abc", "url abc", ""},
		{"  u/abc \n", "url abc", ""}, // forms get the input trimmed
		{"3:abc", "id abc", ""},
		{"u/a:b", "url a:b", ""}, // the first form that claims the input reads it
		{"#toy\n..\n", "text toy:..", ""},
		{"\n#Plaything x\n..\n\n ;\n", "text plaything:../;", ""}, // the text after the header, blank lines dropped here
		{"..\n", "text :..", ""},
		{"#other\n..\n", "", `line 1, column 1: header "#other": expected #toy`},
		{"u/", "", "empty url"}, // a form's error is the error: no fall back to the text grid
		{"", "", "empty input: expected a toy grid, ID or URL"},
		{" \n\t", "", "empty input: expected a toy grid, ID or URL"},
	} {
		got, err := set.Parse(c.in)
		switch {
		case c.err != "":
			if err == nil || err.Error() != c.err {
				t.Errorf("Parse(%q) = %q, %v; want the error %q", c.in, got, err, c.err)
			}
		case err != nil || got != c.want:
			t.Errorf("Parse(%q) = %q, %v; want %q", c.in, got, err, c.want)
		}
	}
}

func TestDetect(t *testing.T) {
	for in, want := range map[string]bool{
		"#toy\n..\n":       true,
		"  #Plaything x\n": true, // a header names the type in any case, with words after it
		"#toys\n..\n":      false,
		"#other\n..\n":     false,
		"u/abc":            true,
		"3:abc":            true,
		"u/":               false, // claimed, but it does not read
		"3:":               false,
		"..\n..\n":         false, // a bare grid could be any type's
		"":                 false,
	} {
		if got := set.Detect(in); got != want {
			t.Errorf("Detect(%q) = %v, want %v", in, got, want)
		}
	}
}

// A type lists its formats once: Parse tries the forms in order and reads
// the text after its header when none claims the input; Detect is sure of a header that
// names the type, or of a form that claims the input and reads it.
func ExampleSet() {
	words := formats.Set[[]string]{
		Expected: "a line of words or a list such as list:a,b",
		Headers:  []string{"words"},
		Forms: []formats.Form[[]string]{{
			Is:    func(t string) bool { return strings.HasPrefix(t, "list:") },
			Parse: func(t string) ([]string, error) { return strings.Split(t[len("list:"):], ","), nil },
		}},
		Text: func(_ textgrid.Header, lines []textgrid.Line) ([]string, error) {
			return strings.Fields(strings.Join(textgrid.Texts(lines), " ")), nil
		},
	}
	fmt.Println(words.Parse("list:a,b,c"))
	fmt.Println(words.Parse("#words\nx y\n"))
	fmt.Println(words.Parse(""))
	fmt.Println(words.Detect("#words\nx\n"), words.Detect("list:a"), words.Detect("x y"))
	// Output:
	// [a b c] <nil>
	// [x y] <nil>
	// [] empty input: expected a line of words or a list such as list:a,b
	// true true false
}
