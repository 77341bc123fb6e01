package cellgrid

import (
	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// Validated is the Encode of a board that can be a draft: v's Validate
// refuses a board that is no puzzle with its reason, and encode adds the
// rules of one to m.
func Validated(v puzzles.Validator, m *sat.Model, encode func(m *sat.Model) puzzles.Decoder) (puzzles.Decoder, error) {
	if err := v.Validate(); err != nil {
		return nil, err
	}
	return encode(m), nil
}
