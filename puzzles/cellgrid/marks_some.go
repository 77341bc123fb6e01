package cellgrid

import (
	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// SomeMarks is the decoder of a Marks answer on Open cells of which only
// some may be marked (those MarkVars has a variable for); the others are
// known to be unmarked.
type SomeMarks[N MarkNames] struct {
	MarkVars[N]
	Open []grid.Pos // in reading order
}

// Decode implements puzzles.Decoder.
func (d *SomeMarks[N]) Decode(s *sat.Solver) puzzles.Answer {
	return d.DecodePartial(puzzles.Known(s))
}

// DecodePartial implements puzzles.Decoder: the open cells known to be
// marked; while some cell is not known, those known to be unmarked.
func (d *SomeMarks[N]) DecodePartial(known func(l sat.Lit) (value, ok bool)) puzzles.Answer {
	on, off := partialMarks(d.Open, d.litAt(), known)
	return &Marks[N]{On: on, Off: off, Grid: d.Picture(on)}
}
