//go:build !onetype || onetype_galaxies

package all

import "github.com/puzzlesat/puzzlesat/puzzles/galaxies"

func init() { register("galaxies", galaxies.Type) }
