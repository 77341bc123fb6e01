//go:build !onetype || onetype_switches

package all

import "github.com/puzzlesat/puzzlesat/puzzles/switches"

func init() { register("switches", switches.Type) }
