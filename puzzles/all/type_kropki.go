//go:build !onetype || onetype_kropki

package all

import "github.com/puzzlesat/puzzlesat/puzzles/kropki"

func init() { register("kropki", kropki.Type) }
