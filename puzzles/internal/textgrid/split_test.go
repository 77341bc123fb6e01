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
	if h, lines, err := Split("#any\n1."); err != nil || h.Line != 0 || len(lines) != 2 {
		t.Errorf("Split without names = %+v, %v, %v; want no header and both lines", h, lines, err)
	}
}

func TestNonBlank(t *testing.T) {
	got := NonBlank([]Line{{3, ""}, {4, " 1 . "}, {5, "\t"}, {6, ".3\r"}})
	if want := []Line{{4, "1 ."}, {6, ".3"}}; !reflect.DeepEqual(got, want) {
		t.Errorf("NonBlank = %v, want %v", got, want)
	}
	if texts := Texts(got); !reflect.DeepEqual(texts, []string{"1 .", ".3"}) {
		t.Errorf("Texts = %q", texts)
	}
}

// A type reads its header's words and its lines as it needs; Rows reads
// lines of one-character cells, skipping blank ones and white space.
func ExampleSplit() {
	h, lines, err := Split("#demo size=2\n\n 1.\n.2\n", "demo")
	fmt.Println(h.Name, h.Words, NonBlank(lines), err)
	fmt.Println(Rows(lines, digits.Read))
	fmt.Println(Rows(lines, func(rune) (int, error) { return 0, fmt.Errorf("no cells here") }))
	// Output:
	// demo [size=2] [{3 1.} {4 .2}] <nil>
	// [[1 0] [0 2]] <nil>
	// [] line 3, column 2: no cells here
}
