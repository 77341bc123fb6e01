//go:build !onetype || onetype_knightstour

package all

import "github.com/puzzlesat/puzzlesat/puzzles/hidato"

func init() { register("knightstour", hidato.KnightsTour) }
