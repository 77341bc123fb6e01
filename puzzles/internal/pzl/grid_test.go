package pzl

import (
	"errors"
	"reflect"
	"strings"
	"testing"
)

// lamps maps Light Up's cells: -1 white, -2 black, 0 to 4 numbered.
var lamps = Values{Empty: -1, Unknown: -2}

func TestReadWriteGrid(t *testing.T) {
	url := "https://puzz.link/p?akari/3/2/.1j"
	g, err := ReadGrid(url, []string{"akari"}, Decode4Cell, lamps)
	want := [][]int{{-2, 1, -1}, {-1, -1, -1}}
	if err != nil || !reflect.DeepEqual(g, want) {
		t.Fatalf("ReadGrid = %v, %v; want %v", g, err, want)
	}
	if got := WriteGrid("akari", g, Encode4Cell, lamps); got != "https://puzz.link/p?akari/3/2/.bh" {
		t.Errorf("WriteGrid = %q", got)
	}
}

func TestReadGridErrors(t *testing.T) {
	noUnknown := Values{Empty: -1, Unknown: -1, Refuse: func(v int) error {
		if v == Unknown {
			return errors.New("no '?' here")
		}
		return nil
	}}
	for url, want := range map[string]string{
		"akari/0/2/":   "URL: size 0x2",
		"akari/2/2/!":  "unexpected character '!'",
		"akari/2/2/1.": "URL body, row 1, column 2: no '?' here",
		"mashu/2/2/1":  "expected akari/COLS/ROWS/BODY",
	} {
		if g, err := ReadGrid(url, []string{"akari"}, Decode4Cell, noUnknown); g != nil || err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ReadGrid(%q) = %v, %v; want %q", url, g, err, want)
		}
	}
}
