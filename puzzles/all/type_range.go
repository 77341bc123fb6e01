//go:build !onetype || onetype_range

package all

import "github.com/puzzlesat/puzzlesat/puzzles/kurodoko"

func init() { register("range", kurodoko.Type) }
