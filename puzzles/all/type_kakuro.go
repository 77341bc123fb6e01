//go:build !onetype || onetype_kakuro

package all

import "github.com/puzzlesat/puzzlesat/puzzles/kakuro"

func init() { register("kakuro", kakuro.Type) }
