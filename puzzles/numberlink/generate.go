package numberlink

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// The generator's limits and defaults.
const (
	genDefault = 7  // the side of the board when the options give no size
	genMin     = 2  // the shortest side it makes
	genMax     = 30 // the longest side it makes
	genTries   = 20 // random coverings tried before giving up
)

// Generate implements puzzles.Generator: a rows x cols Flow Free puzzle
// (default 7x7) under the fill notouch rules, which its header states:
// every cell lies on a path and no line runs beside itself. It has exactly
// one solution under those rules. Variant may be empty or "fill notouch".
//
// The generator covers the board with random paths (a random Hamiltonian
// path cut into pieces that never touch themselves), puts each path's
// label on its two ends, and asks the solver for two solutions. While
// there is a second one, it cuts a path of the planted solution at a cell
// where the two differ, so that the cell becomes two new endpoints. Then
// it joins paths whose ends meet, keeping each join that leaves the puzzle
// unique, so that the puzzle has fewer, longer paths.
func (Type) Generate(o puzzles.GenerateOptions) (puzzles.Instance, error) {
	rows, cols := o.Size(genDefault, genDefault)
	if o.Variant != "" {
		r, err := ParseRules(o.Variant)
		if err != nil {
			return nil, err
		}
		if (r.Rule != nil && *r.Rule != Fill) || (r.NoTouch != nil && !*r.NoTouch) {
			return nil, fmt.Errorf("the generator makes fill notouch puzzles only, not %q", o.Variant)
		}
	}
	return puzzles.Wrap(Generate(rows, cols, o.Seed))
}

// Offers implements puzzles.Offering.
func (Type) Offers() []puzzles.GenerateOptions { return puzzles.Squares("", 5, 7, 10, 12, 15) }

// Generate makes a rows x cols fill notouch puzzle with one solution from
// seed; the same arguments make the same puzzle.
func Generate(rows, cols int, seed int64) (*Puzzle, error) {
	if rows < genMin || cols < genMin || rows > genMax || cols > genMax {
		return nil, fmt.Errorf("generated boards are %dx%d to %dx%d, not %dx%d", genMin, genMin, genMax, genMax, cols, rows)
	}
	size := grid.Size{Rows: rows, Cols: cols}
	rng := puzzles.SizedRand(rows, cols, seed)
	for range genTries {
		paths := genCover(size, rng)
		if paths == nil {
			continue
		}
		paths, ok, err := genMakeUnique(size, paths, rng)
		if err != nil {
			return nil, err
		}
		if !ok {
			continue
		}
		paths, err = genJoinPaths(size, paths, rng)
		if err != nil {
			return nil, err
		}
		return genBoard(size, paths), nil
	}
	return nil, fmt.Errorf("no unique %dx%d Numberlink found in %d random coverings", cols, rows, genTries)
}
