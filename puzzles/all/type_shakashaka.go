//go:build !onetype || onetype_shakashaka

package all

import "github.com/puzzlesat/puzzlesat/puzzles/shakashaka"

func init() { register("shakashaka", shakashaka.Type) }
