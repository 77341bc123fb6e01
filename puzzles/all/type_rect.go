//go:build !onetype || onetype_rect

package all

import "github.com/puzzlesat/puzzlesat/puzzles/rect"

func init() { register("rect", rect.Type) }
