//go:build !onetype || onetype_mines

package all

import "github.com/puzzlesat/puzzlesat/puzzles/mines"

func init() { register("mines", mines.Type) }
