package puzzlestest_test

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestExampleText: an example is found by its name; a name no example has
// fails the test.
func TestExampleText(t *testing.T) {
	if got, want := puzzlestest.ExampleText(t, typ, "Light Up 10x10"), "10x10:jBBc0b3d0l1c3bBaBa2d2a3aBb1cBl0d1b1cBBj"; got != want {
		t.Errorf("ExampleText = %q, want %q", got, want)
	}
	expect(t, "an example that is not there", false, func(tb testing.TB) { puzzlestest.ExampleText(tb, typ, "Light Up 99x99") })
}
