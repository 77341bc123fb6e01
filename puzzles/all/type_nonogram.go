//go:build !onetype || onetype_nonogram

package all

import "github.com/puzzlesat/puzzlesat/puzzles/nonogram"

func init() { register("nonogram", nonogram.Type) }
