//go:build !onetype || onetype_keen

package all

import "github.com/puzzlesat/puzzlesat/puzzles/keen"

func init() { register("keen", keen.Type) }
