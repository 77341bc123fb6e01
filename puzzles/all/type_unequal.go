//go:build !onetype || onetype_unequal

package all

import "github.com/puzzlesat/puzzlesat/puzzles/unequal"

func init() { register("unequal", unequal.Type) }
