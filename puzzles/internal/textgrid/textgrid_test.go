package textgrid

import (
	"reflect"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// digits is the demo's alphabet: '.' is 0 and '1'–'9' stand for themselves.
var digits = puzzlestest.Symbols(".123456789")

var names = []string{"demo", "alias"}

func TestRead(t *testing.T) {
	want := [][]int{{1, 0, 2}, {0, 3, 0}}
	for _, text := range []string{
		"#demo\n1.2\n.3.\n",
		"\n#ALIAS size=3\n\n1 . 2\n\t.3.\n\n",
		"1.2\n.3.",
	} {
		got, err := Read(text, names, digits.Read)
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("Read(%q) = %v, %v", text, got, err)
		}
	}
	if got := Write("demo", want, digits.Write); got != "#demo\n1.2\n.3.\n" {
		t.Errorf("Write = %q", got)
	}
}

func TestHasHeader(t *testing.T) {
	has := func(text string) bool { return HasHeader(text, names...) }
	puzzlestest.Decides(t, "HasHeader", has, map[string]bool{
		"\n  #Demo size=3\n1.\n": true,
		"#alias":                 true,
		"#other\n#demo\n":        false,
		"1.\n#demo\n":            false,
		"#demonstration\n":       false,
	})
}

func TestReadErrors(t *testing.T) {
	for text, want := range map[string]string{
		"":                                "no grid rows",
		"#demo\n":                         "no grid rows",
		"#other\n1.\n":                    `line 1, column 1: header "#other": expected #demo`,
		"1.\n.x\n":                        `line 2, column 2: unexpected 'x'`,
		"1.\n#demo\n":                     `line 2, column 1: unexpected '#'`,
		"1.\n.\n":                         "line 2, column 1: row has 1 cells, the first row 2",
		"\n\n" + strings.Repeat(".", 101): "line 3, column 1: size 101x1 is outside",
	} {
		if _, err := Read(text, names, digits.Read); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Read(%q) = %v, want %q", text, err, want)
		}
	}
}

// FuzzRead checks Read -> Write -> Read.
func FuzzRead(f *testing.F) {
	f.Add("#demo\n1.2\n.3.\n")
	f.Add("1 2\n3 4")
	f.Fuzz(func(t *testing.T, text string) {
		rows, err := Read(text, names, digits.Read)
		if err != nil {
			return
		}
		again, err := Read(Write("demo", rows, digits.Write), names, digits.Read)
		if err != nil || !reflect.DeepEqual(again, rows) {
			t.Fatalf("%q -> %v -> %v, %v", text, rows, again, err)
		}
	})
}
