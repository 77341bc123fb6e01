//go:build !onetype || onetype_filling

package all

import "github.com/puzzlesat/puzzlesat/puzzles/filling"

func init() { register("filling", filling.Type) }
