//go:build !onetype || onetype_mosaic

package all

import "github.com/puzzlesat/puzzlesat/puzzles/mosaic"

func init() { register("mosaic", mosaic.Type) }
