//go:build !onetype || onetype_signpost

package all

import "github.com/puzzlesat/puzzlesat/puzzles/signpost"

func init() { register("signpost", signpost.Type) }
