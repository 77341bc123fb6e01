package learn_test

import (
	"context"
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles/learn"
	"github.com/puzzlesat/puzzlesat/puzzles/lightup"
)

func ExampleSolve() {
	inst, err := lightup.Type.Parse("#lightup\n..1.\n#...\n...0\n.2..\n")
	if err != nil {
		fmt.Println(err)
		return
	}
	p, err := learn.Solve(context.Background(), inst, learn.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, s := range p.Steps[:3] {
		fmt.Println(s.Words)
	}
	fmt.Println(p.Rating.Label)
	// Output:
	// Row 1, column 4 has a light: with this clue, nothing else fits.
	// Row 2, column 3 has no light: with this clue, nothing else fits.
	// Row 2, column 4 has no light: with this clue, nothing else fits.
	// easy
}

func ExampleCheck() {
	inst, err := lightup.Type.Parse("#lightup\n..1.\n#...\n...0\n.2..\n")
	if err != nil {
		fmt.Println(err)
		return
	}
	entries, err := learn.ReadEntries(inst, []byte(`{"lights": [[0, 1], [2, 3]], "dark": [[0, 0]]}`))
	if err != nil {
		fmt.Println(err)
		return
	}
	r, err := learn.Check(context.Background(), inst, entries)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(r.Words)
	for _, e := range r.Conflict {
		fmt.Println("at fault:", e.Words)
	}
	for _, e := range r.Wrong {
		fmt.Println("differs:", e.Words)
	}
	// Output:
	// Not correct: this entry cannot hold with the clues.
	// at fault: Row 3, column 4 has a light
	// differs: Row 1, column 1 has no light
	// differs: Row 1, column 2 has a light
	// differs: Row 3, column 4 has a light
}
