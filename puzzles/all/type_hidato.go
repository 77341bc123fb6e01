//go:build !onetype || onetype_hidato

package all

import "github.com/puzzlesat/puzzlesat/puzzles/hidato"

func init() { register("hidato", hidato.Hidato) }
