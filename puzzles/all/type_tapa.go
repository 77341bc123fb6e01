//go:build !onetype || onetype_tapa

package all

import "github.com/puzzlesat/puzzlesat/puzzles/tapa"

func init() { register("tapa", tapa.Type) }
