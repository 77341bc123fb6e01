//go:build !onetype || onetype_numberlink

package all

import "github.com/puzzlesat/puzzlesat/puzzles/numberlink"

func init() { register("numberlink", numberlink.Type{}) }
