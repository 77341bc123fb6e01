package magichex

import (
	"testing"
)

func mustParse(t *testing.T, text string) *Puzzle {
	t.Helper()
	p, err := Parse(text)
	if err != nil {
		t.Fatalf("Parse(%q): %v", text, err)
	}
	return p
}
