package puzzles_test

import (
	"fmt"
	"reflect"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

func ExampleReadExamples() {
	examples, err := puzzles.ReadExamples(`Where they came from.
== Game ID
3x3:abc
== Grid
#grid
.#.

`)
	fmt.Println(err)
	for _, ex := range examples {
		fmt.Printf("%s: %q\n", ex.Name, ex.Text)
	}
	// Output:
	// <nil>
	// Game ID: "3x3:abc"
	// Grid: "#grid\n.#.\n"
}

// TestReadExamples: texts keep their lines byte for byte, inner blank lines
// too, and one blank line closing a text is its final newline.
func TestReadExamples(t *testing.T) {
	for file, want := range map[string][]puzzles.Example{
		"== A\na":                     {{Name: "A", Text: "a"}},
		"== A\na\n":                   {{Name: "A", Text: "a"}},
		"== A\na\n\n":                 {{Name: "A", Text: "a\n"}},
		"== A\na\n\n\n":               {{Name: "A", Text: "a\n\n"}},
		"== A\n a \n\nb\n\n== B\nc\n": {{Name: "A", Text: " a \n\nb\n"}, {Name: "B", Text: "c"}},
		"comment\n==  A b  \n#x\n":    {{Name: "A b", Text: "#x"}},
	} {
		got, err := puzzles.ReadExamples(file)
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("ReadExamples(%q) = %q, %v; want %q", file, got, err, want)
		}
	}
}

// TestReadExamplesErrors: a bad file gets an error naming its line.
func TestReadExamplesErrors(t *testing.T) {
	for file, want := range map[string]string{
		"":                        `no examples: no line starts with "== "`,
		"comment\n":               `no examples: no line starts with "== "`,
		"== A\n":                  `line 1: example "A" has no text`,
		"== A\na\n== B\n  \n":     `line 3: example "B" has no text`,
		"== A\n\n== B\nb\n":       `line 1: example "A" has no text`,
		"== A\na\n==B\nb\n":       `line 3: header "==B": want "== NAME"`,
		"== A\na\n==\nb\n":        `line 3: header "==": want "== NAME"`,
		"== A\na\n==  \nb\n":      `line 3: header "==  ": want "== NAME"`,
		"== A\na\n== A\nb\n":      `line 3: example "A" again`,
		"== A\na\nb\r\n== B\nc\n": `line 3: carriage return`,
	} {
		_, err := puzzles.ReadExamples(file)
		if err == nil || err.Error() != want {
			t.Errorf("ReadExamples(%q): error %v; want %s", file, err, want)
		}
	}
}

// TestMustReadExamples: a bad embedded file stops the program, naming the
// file and the line.
func TestMustReadExamples(t *testing.T) {
	defer func() {
		if got, want := recover(), `x/examples.txt: line 1: example "A" has no text`; got != want {
			t.Errorf("panic %v; want %s", got, want)
		}
	}()
	puzzles.MustReadExamples("x/examples.txt", "== A\n")
}
