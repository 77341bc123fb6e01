//go:build !onetype || onetype_suguru

package all

import "github.com/puzzlesat/puzzlesat/puzzles/suguru"

func init() { register("suguru", suguru.Type) }
