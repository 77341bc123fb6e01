//go:build !onetype || onetype_cave

package all

import "github.com/puzzlesat/puzzlesat/puzzles/cave"

func init() { register("cave", cave.Type) }
