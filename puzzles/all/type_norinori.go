//go:build !onetype || onetype_norinori

package all

import "github.com/puzzlesat/puzzlesat/puzzles/norinori"

func init() { register("norinori", norinori.Type) }
