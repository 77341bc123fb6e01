package puzzlestest

import (
	"flag"
	"os"
	"path/filepath"
	"testing"
)

// Regenerate is the -regenerate flag of tests that keep puzzles made by a
// generator in testdata (slow to make, or depending on the order in which
// the solver finds solutions): with it they make and rewrite the files
// before reading them.
var Regenerate = flag.Bool("regenerate", false, "rewrite the generated puzzles kept in testdata/")

// WriteFile writes text to path, making its folder if need be, or fails
// the test.
func WriteFile(t testing.TB, path, text string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}
