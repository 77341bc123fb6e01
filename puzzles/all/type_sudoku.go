//go:build !onetype || onetype_sudoku

package all

import "github.com/puzzlesat/puzzlesat/puzzles/sudoku"

func init() { register("sudoku", sudoku.Type) }
