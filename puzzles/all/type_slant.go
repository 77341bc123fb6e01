//go:build !onetype || onetype_slant

package all

import "github.com/puzzlesat/puzzlesat/puzzles/slant"

func init() { register("slant", slant.Type) }
