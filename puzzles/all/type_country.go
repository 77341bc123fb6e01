//go:build !onetype || onetype_country

package all

import "github.com/puzzlesat/puzzlesat/puzzles/country"

func init() { register("country", country.Type) }
