//go:build !onetype || onetype_creek

package all

import "github.com/puzzlesat/puzzlesat/puzzles/creek"

func init() { register("creek", creek.Type) }
