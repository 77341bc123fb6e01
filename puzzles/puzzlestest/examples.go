package puzzlestest

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// ExampleText returns the text of typ's example named name, and fails the
// test when typ has no such example.
func ExampleText(tb testing.TB, typ puzzles.Type, name string) string {
	tb.Helper()
	for _, ex := range typ.Examples() {
		if ex.Name == name {
			return ex.Text
		}
	}
	tb.Fatalf("%s: no example named %q", typ.Name(), name)
	return ""
}
