//go:build !onetype || onetype_dominoes

package all

import "github.com/puzzlesat/puzzlesat/puzzles/dominoes"

func init() { register("dominoes", dominoes.Type) }
