//go:build !onetype || onetype_nurikabe

package all

import "github.com/puzzlesat/puzzlesat/puzzles/nurikabe"

func init() { register("nurikabe", nurikabe.Type) }
