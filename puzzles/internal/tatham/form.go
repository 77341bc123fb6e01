package tatham

import "github.com/puzzlesat/puzzlesat/puzzles/internal/formats"

// Form is a type's game ID among its formats: it claims what starts like
// a game ID whose parameters use letters (see IsID) and reads it with
// parse.
func Form[P any](parse func(id string) (P, error), letters string) formats.Form[P] {
	return formats.Form[P]{Is: func(t string) bool { return IsID(t, letters) }, Parse: parse}
}
