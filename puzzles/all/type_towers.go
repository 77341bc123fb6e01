//go:build !onetype || onetype_towers

package all

import "github.com/puzzlesat/puzzlesat/puzzles/towers"

func init() { register("towers", towers.Type) }
