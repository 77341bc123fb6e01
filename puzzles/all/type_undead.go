//go:build !onetype || onetype_undead

package all

import "github.com/puzzlesat/puzzlesat/puzzles/undead"

func init() { register("undead", undead.Type) }
