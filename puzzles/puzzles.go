// Package puzzles is the contract every puzzle type implements and the
// drivers that solve, count and check any of them.
//
// A type parses text into an Instance. Solving is always the same loop:
// Encode the instance into a sat.Model, solve, Decode the model into an
// Answer, Check the answer with the type's own rules (plain Go, independent
// of the encoding), then block the answer's variables and solve again to
// count. Types with constraints too large to state up front (no stray loops,
// one connected network) implement Refiner: the loop asks it for clauses
// that forbid what the last model got wrong and solves again.
package puzzles

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// Type is one kind of puzzle.
type Type interface {
	Name() string                        // stable identifier: "numberlink"; used in URLs and -type
	Title() string                       // for people: "Numberlink"
	Parse(text string) (Instance, error) // every accepted input format; never panics
	Examples() []Example                 // for menus, docs and conformance tests
}

// Example is a built-in puzzle.
type Example struct {
	Name string
	Text string
}

// Instance is one puzzle with its clues.
type Instance interface {
	TypeName() string
	// String is the canonical text form: Parse(String()) gives an equal instance.
	String() string
	// Encode adds the puzzle's variables and constraints to m. It returns an
	// *Impossible error when the puzzle has no solution for a reason found
	// before search, and other errors for invalid puzzles.
	Encode(m *sat.Model) (Decoder, error)
	// Check verifies a against the rules without SAT; nil means valid.
	Check(a Answer) error
	// Draw renders the puzzle, with answer a filled in unless a is nil.
	Draw(a Answer) draw.Scene
}

// Decoder turns solver models into answers.
type Decoder interface {
	Decode(s *sat.Solver) Answer
	// Vars are the variables that determine an answer: two models that agree
	// on them are the same solution. Counting blocks them; deduction reads them.
	Vars() []sat.Lit
}

// Refiner is implemented by decoders with lazily added constraints. Refine
// returns clauses that the decoded answer violates (nil when it obeys them
// all); the driver adds them and solves again.
type Refiner interface {
	Refine(a Answer) [][]sat.Lit
}

// Answer is a solution. Its exported fields are its JSON form.
type Answer interface {
	// Text is the human-readable picture of the solution.
	Text() string
}

// Impossible is returned by Encode when the puzzle cannot have a solution.
type Impossible struct{ Reason string }

func (e *Impossible) Error() string { return "no solution: " + e.Reason }

// ParseError is an input error at a position (1-based; 0 when unknown).
type ParseError struct {
	Line, Col int
	Msg       string
}

func (e *ParseError) Error() string {
	switch {
	case e.Line > 0 && e.Col > 0:
		return fmt.Sprintf("line %d, column %d: %s", e.Line, e.Col, e.Msg)
	case e.Line > 0:
		return fmt.Sprintf("line %d: %s", e.Line, e.Msg)
	}
	return e.Msg
}

// Errorf returns a *ParseError at line and column.
func Errorf(line, col int, format string, args ...any) error {
	return &ParseError{line, col, fmt.Sprintf(format, args...)}
}

// Limits that every parser enforces.
const (
	MaxSide  = 100 // rows or columns of a board
	MaxInput = 1 << 20
)

// Detector is implemented by types that recognise their own input (a URL,
// a header line), so that -type can be omitted.
type Detector interface {
	Detect(text string) bool
}
