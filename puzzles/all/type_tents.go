//go:build !onetype || onetype_tents

package all

import "github.com/puzzlesat/puzzlesat/puzzles/tents"

func init() { register("tents", tents.Type) }
