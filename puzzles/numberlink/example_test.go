package numberlink_test

import (
	"github.com/puzzlesat/puzzlesat/puzzles/numberlink"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// A grid of labels: its canonical text (the header names the default
// rules) and its one solution.
func Example() {
	puzzlestest.PrintParsed(numberlink.Parse("11.\n...\n2.2"))
	// Output:
	// #numberlink fill
	// 11.
	// ...
	// 2.2
	// unique: true
	// 11┓
	// ┗━┛
	// 2━2
	// {"paths":[{"number":"1","cells":[[0,0],[1,0],[1,1],[1,2],[0,2],[0,1]]},{"number":"2","cells":[[2,0],[2,1],[2,2]]}],"grid":["11┓","┗━┛","2━2"]}
}
