package puzzlestest

import (
	"os"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// Files checks typ against its files in testdata: the
// examples' golden files (see ExamplesGolden), forms.txt (see Formats,
// with forms) and, when there are, checks.txt (see ChecksFile, with
// answers *A) and generate.txt (see GenerateFile).
func Files[A any](t testing.TB, typ puzzles.Type, forms func(puzzles.Instance) []string) {
	t.Helper()
	ExamplesGolden(t, typ)
	Formats(t, typ, "testdata/forms.txt", forms)
	if _, err := os.Stat("testdata/checks.txt"); err == nil {
		ChecksFile[A](t, typ, "testdata/checks.txt")
	}
	if _, err := os.Stat("testdata/generate.txt"); err == nil {
		GenerateFile(t, typ, "testdata/generate.txt")
	}
}
