//go:build !onetype || onetype_magnets

package all

import "github.com/puzzlesat/puzzlesat/puzzles/magnets"

func init() { register("magnets", magnets.Type) }
