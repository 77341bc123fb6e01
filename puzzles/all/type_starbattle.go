//go:build !onetype || onetype_starbattle

package all

import "github.com/puzzlesat/puzzlesat/puzzles/starbattle"

func init() { register("starbattle", starbattle.Type) }
