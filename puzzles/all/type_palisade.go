//go:build !onetype || onetype_palisade

package all

import "github.com/puzzlesat/puzzlesat/puzzles/palisade"

func init() { register("palisade", palisade.Type) }
