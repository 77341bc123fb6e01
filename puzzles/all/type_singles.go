//go:build !onetype || onetype_singles

package all

import "github.com/puzzlesat/puzzlesat/puzzles/singles"

func init() { register("singles", singles.Type) }
