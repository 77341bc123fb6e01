//go:build !onetype || onetype_lits

package all

import "github.com/puzzlesat/puzzlesat/puzzles/lits"

func init() { register("lits", lits.Type) }
