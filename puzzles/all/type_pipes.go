//go:build !onetype || onetype_pipes

package all

import "github.com/puzzlesat/puzzlesat/puzzles/pipes"

func init() { register("pipes", pipes.Type) }
