//go:build !onetype || onetype_moonsun

package all

import "github.com/puzzlesat/puzzlesat/puzzles/moonsun"

func init() { register("moonsun", moonsun.Type) }
