//go:build !onetype || onetype_tracks

package all

import "github.com/puzzlesat/puzzlesat/puzzles/tracks"

func init() { register("tracks", tracks.Type) }
