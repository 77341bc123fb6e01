package puzzles_test

import (
	"fmt"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

func TestCounted(t *testing.T) {
	for _, c := range []struct {
		n    int
		want string
	}{{0, "0 presses"}, {1, "1 press"}, {2, "2 presses"}, {-1, "-1 presses"}} {
		if got := puzzles.Counted(c.n, "press", "presses"); got != c.want {
			t.Errorf("Counted(%d) = %q, want %q", c.n, got, c.want)
		}
	}
}

func ExampleCounted() {
	fmt.Println(puzzles.Counted(1, "cell", "cells"), "and", puzzles.Counted(4, "cell", "cells"))
	// Output: 1 cell and 4 cells
}
