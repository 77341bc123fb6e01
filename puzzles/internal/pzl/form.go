package pzl

import "github.com/puzzlesat/puzzlesat/puzzles/internal/formats"

// Form is a type's puzz.link URL among its formats: it claims the URLs of
// the type names keys (see Is) and reads them with parse.
func Form[P any](parse func(url string) (P, error), keys ...string) formats.Form[P] {
	return formats.Form[P]{Is: func(t string) bool { return Is(t, keys...) }, Parse: parse}
}
