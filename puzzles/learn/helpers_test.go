package learn

import (
	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/all"
)

func parseSudoku(text string) (puzzles.Instance, error) { return all.Parse("sudoku", text) }
