package puzzles_test

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// Indexes out of range are passed over; the others keep drop's order.
func ExamplePicked() {
	fmt.Println(puzzles.Picked([]string{"a", "b", "c"}, []int{2, -1, 0, 3}))
	fmt.Println(len(puzzles.Picked([]string{"a"}, nil)))
	// Output:
	// [c a]
	// 0
}
