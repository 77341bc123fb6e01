//go:build !onetype || onetype_hashi

package all

import "github.com/puzzlesat/puzzlesat/puzzles/hashi"

func init() { register("hashi", hashi.Type) }
