//go:build !onetype || onetype_battleship

package all

import "github.com/puzzlesat/puzzlesat/puzzles/battleship"

func init() { register("battleship", battleship.Type) }
