package textgrid

import (
	"fmt"
	"reflect"
	"testing"
)

func TestSplit(t *testing.T) {
	h, lines, err := Split("\n #Demo size=3 x\n\n 1.\n", names...)
	wantH := Header{Line: 2, Name: "demo", Words: []string{"size=3", "x"}}
	wantLines := []Line{{3, ""}, {4, " 1."}, {5, ""}}
	if err != nil || !reflect.DeepEqual(h, wantH) || !reflect.DeepEqual(lines, wantLines) {
		t.Errorf("Split = %+v, %v, %v; want %+v, %v", h, lines, err, wantH, wantLines)
	}
	for text, want := range map[string][]Line{
		"1.\n#demo": {{1, "1."}, {2, "#demo"}}, // a header stands before the first row only
		"# .\n":     {{1, "# ."}, {2, ""}},     // '#' and no letter: a row
		"":          {{1, ""}},
	} {
		h, lines, err := Split(text, names...)
		if err != nil || h.Line != 0 || !reflect.DeepEqual(lines, want) {
			t.Errorf("Split(%q) = %+v, %v, %v; want no header and %v", text, h, lines, err, want)
		}
	}
	if _, _, err := Split("\n#other 3\n1.", names...); fmt.Sprint(err) != `line 2, column 1: header "#other": expected #demo` {
		t.Errorf("Split(#other) error = %v", err)
	}
}

func TestLines(t *testing.T) {
	h, lines, err := Lines("#alias\n\n 1 . \n\t.3\n", names...)
	want := []Line{{3, "1 ."}, {4, ".3"}}
	if err != nil || h.Name != "alias" || !reflect.DeepEqual(lines, want) {
		t.Errorf("Lines = %+v, %v, %v; want alias and %v", h, lines, err, want)
	}
}

// A type reads its header's words and its lines as it needs; Rows reads
// lines of one-character cells.
func ExampleLines() {
	h, lines, err := Lines("#demo size=2\n\n1.\n.2\n", "demo")
	fmt.Println(h.Name, h.Words, lines, err)
	rows, err := Rows(lines, digit)
	fmt.Println(rows, err)
	_, err = Rows(lines[:1], func(rune) (int, error) { return 0, fmt.Errorf("no cells here") })
	fmt.Println(err)
	// Output:
	// demo [size=2] [{3 1.} {4 .2}] <nil>
	// [[1 0] [0 2]] <nil>
	// line 3, column 1: no cells here
}
