package puzzlestest

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// PrintParsed is for Example functions that parse a puzzle in the same
// call, as in PrintParsed(lightup.Parse(text)): it prints the parse error,
// or the puzzle's canonical text and then what PrintSolution prints.
func PrintParsed[P puzzles.Instance](p P, err error) {
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(p)
	PrintSolution(p)
}
