//go:build !onetype || onetype_yajilin

package all

import "github.com/puzzlesat/puzzlesat/puzzles/yajilin"

func init() { register("yajilin", yajilin.Type) }
