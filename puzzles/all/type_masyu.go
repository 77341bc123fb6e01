//go:build !onetype || onetype_masyu

package all

import "github.com/puzzlesat/puzzlesat/puzzles/masyu"

func init() { register("masyu", masyu.Type) }
