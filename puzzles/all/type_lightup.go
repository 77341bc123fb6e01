//go:build !onetype || onetype_lightup

package all

import "github.com/puzzlesat/puzzlesat/puzzles/lightup"

func init() { register("lightup", lightup.Type) }
