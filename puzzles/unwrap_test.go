package puzzles_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

func TestUnwrapped(t *testing.T) {
	find := func(t string) (string, bool) {
		_, id, ok := strings.Cut(t, "#")
		return id, ok
	}
	is, read := puzzles.Unwrapped(find, strconv.Atoi)
	if !is("page.html#12") || is("12") {
		t.Errorf("is: want true for a text with '#', false without")
	}
	if n, err := read("page.html#12"); n != 12 || err != nil {
		t.Errorf("read = %d, %v; want 12, nil", n, err)
	}
}
