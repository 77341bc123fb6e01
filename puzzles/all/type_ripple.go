//go:build !onetype || onetype_ripple

package all

import "github.com/puzzlesat/puzzlesat/puzzles/ripple"

func init() { register("ripple", ripple.Type) }
