package puzzlestest_test

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

func TestSymbols(t *testing.T) {
	s := puzzlestest.Symbols(".12B")
	for v, ch := range ".12B" {
		if got, err := s.Read(ch); err != nil || got != v {
			t.Errorf("Read(%q) = %d, %v; want %d", ch, got, err, v)
		}
		if got := s.Write(v); got != byte(ch) {
			t.Errorf("Write(%d) = %q, want %q", v, got, ch)
		}
	}
	if _, err := s.Read('x'); err == nil || err.Error() != `unexpected 'x'` {
		t.Errorf("Read('x') = %v, want unexpected 'x'", err)
	}
}
