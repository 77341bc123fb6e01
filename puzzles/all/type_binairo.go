//go:build !onetype || onetype_binairo

package all

import "github.com/puzzlesat/puzzlesat/puzzles/binairo"

func init() { register("binairo", binairo.Type) }
