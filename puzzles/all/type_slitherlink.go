//go:build !onetype || onetype_slitherlink

package all

import "github.com/puzzlesat/puzzlesat/puzzles/slitherlink"

func init() { register("slitherlink", slitherlink.Type) }
