//go:build !onetype || onetype_aquarium

package all

import "github.com/puzzlesat/puzzlesat/puzzles/aquarium"

func init() { register("aquarium", aquarium.Type) }
