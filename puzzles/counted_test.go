package puzzles_test

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

func ExampleCounted() {
	for _, n := range []int{0, 1, 3} {
		fmt.Println(puzzles.Counted(n, "press", "presses"))
	}
	// Output:
	// 0 presses
	// 1 press
	// 3 presses
}
