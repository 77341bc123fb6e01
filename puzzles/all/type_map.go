//go:build !onetype || onetype_map

package all

import "github.com/puzzlesat/puzzlesat/puzzles/mapcolour"

func init() { register("map", mapcolour.Type) }
