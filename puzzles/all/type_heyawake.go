//go:build !onetype || onetype_heyawake

package all

import "github.com/puzzlesat/puzzlesat/puzzles/heyawake"

func init() { register("heyawake", heyawake.Type) }
