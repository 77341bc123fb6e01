//go:build !onetype || onetype_nurimisaki

package all

import "github.com/puzzlesat/puzzlesat/puzzles/nurimisaki"

func init() { register("nurimisaki", nurimisaki.Type) }
