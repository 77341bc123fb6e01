//go:build !onetype || onetype_magichex

package all

import "github.com/puzzlesat/puzzlesat/puzzles/magichex"

func init() { register("magichex", magichex.Type) }
