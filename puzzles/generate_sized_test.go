package puzzles_test

import (
	"errors"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

func TestGenerateSized(t *testing.T) {
	bad := errors.New("bad")
	for _, c := range []struct {
		o          puzzles.GenerateOptions
		rows, cols int
	}{
		{puzzles.GenerateOptions{Seed: 3}, 6, 7},
		{puzzles.GenerateOptions{Rows: 4, Cols: 5, Seed: 3}, 4, 5},
	} {
		var rows, cols int
		var seed int64
		p, err := puzzles.GenerateSized(c.o, 6, 7, func(r, k int, s int64) (puzzles.Instance, error) {
			rows, cols, seed = r, k, s
			return nil, bad
		})
		if p != nil || err != bad || rows != c.rows || cols != c.cols || seed != 3 {
			t.Errorf("GenerateSized(%+v, 6, 7) = %v, %v after generate(%d, %d, %d); want nil, bad after generate(%d, %d, 3)",
				c.o, p, err, rows, cols, seed, c.rows, c.cols)
		}
	}
}
