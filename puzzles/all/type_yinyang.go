//go:build !onetype || onetype_yinyang

package all

import "github.com/puzzlesat/puzzlesat/puzzles/yinyang"

func init() { register("yinyang", yinyang.Type) }
