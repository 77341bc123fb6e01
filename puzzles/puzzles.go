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
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// Type is one kind of puzzle.
type Type interface {
	Name() string                        // stable identifier: "numberlink"; used in URLs and -type
	Title() string                       // for people: "Numberlink"
	Parse(text string) (Instance, error) // every accepted input format; never panics
	Examples() []Example                 // for menus, docs and conformance tests
	// Detect reports whether text identifies itself as this type (a
	// puzz.link URL, a "#name" header, a game ID of its shape), so that
	// -type can be omitted.
	Detect(text string) bool
	// New returns an empty rows x cols puzzle for the editor (types with
	// one size parameter, such as a hexagon's side, read rows).
	New(rows, cols int) (Instance, error)
	// Help explains the editor in a sentence or two, shown by the board.
	Help() string
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
	// Clues are the puzzle's givens, for explanations.
	Clues() []Clue
	// Without returns the puzzle with the clues at the given indices of
	// Clues() removed (or relaxed to "unknown").
	Without(drop []int) Instance
	// Diff returns the targets (cells) where two answers differ.
	Diff(a, b Answer) []Target
	Editable
}

// Decoder turns solver models into answers.
type Decoder interface {
	Decode(s *sat.Solver) Answer
	// Vars are the variables that determine an answer: two models that agree
	// on them are the same solution. Counting blocks them; deduction reads them.
	Vars() []sat.Lit
	// DecodePartial decodes an answer in which only some of Vars() are
	// known (the facts forced in every solution). known reports a
	// variable's value and whether it is known; the answer marks unknown
	// parts ("?" in pictures, null in number grids, absent paths).
	DecodePartial(known func(l sat.Lit) (value, ok bool)) Answer
}

// Enterer is implemented by decoders that can read a person's entries: a
// partial answer of the type (the same JSON as its answers, unknown parts
// '?', null or absent). Entries returns one Entry per part the answer
// asserts, in the order of the parts, each with the literal of this
// decoder's model that holds when the part is as entered (sat.True or
// sat.False where the model fixes the part, as at a given). It refuses
// an answer of another type or size. Parts are named by the answer kind
// (a cell, an edge) and keep their names across encodings of the same
// board, so that an entry is found again in the puzzle with clues left out.
// Those who read entries encode into a model marked sat.Model.ForEntries:
// there an encoder may add literals that only name entries (Pipes' tile
// orientations) and that a solve does without; Entries may refuse an
// encoding made without the mark.
type Enterer interface {
	Entries(a Answer) ([]Entry, error)
}

// LitEnterer is implemented by Enterers that name a literal's entries
// directly: LitEntries(l), for l a variable of Vars() or its negation,
// returns the entries whose Lit is l among those that Entries returns for
// the partial answer in which l holds and nothing else is known (none
// when l alone asserts no part). It is that decode made cheap: a reader
// of every literal's entries (puzzles/learn) asks it, where it exists,
// instead of decoding one answer per literal.
type LitEnterer interface {
	LitEntries(l sat.Lit) []Entry
}

// Refiner is implemented by decoders with lazily added constraints. Refine
// reads a model's values (value reports a literal's) and returns clauses
// that the model violates and every solution obeys (nil when it obeys them
// all); the driver adds them and solves again before decoding.
type Refiner interface {
	Refine(value func(sat.Lit) bool) [][]sat.Lit
}

// Ruled is implemented by types that state their rules for people, in a
// sentence or three: the printed page shows them under the title.
type Ruled interface {
	Rules() string
}

// Answer is a solution. It is plain data: its exported fields are its JSON
// form, and an answer read back from JSON checks like the original.
type Answer interface {
	// Text is the human-readable picture of the solution.
	Text() string
}

// Impossible is returned by Encode when the puzzle cannot have a solution.
// Cells, when known, are the cells of the clues the reason blames (as in
// Clue.Cell); explanations start from them.
type Impossible struct {
	Reason string
	Cells  [][2]int
}

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

// The optional parts of the contract: a type or instance implements those
// that apply to it (Generator, Refiner, Player, Reporter); the drivers, the
// CLI and the web app look for them.

// GenerateOptions steer a puzzle generator.
type GenerateOptions struct {
	Rows, Cols int
	Seed       int64
	Variant    string // type-specific, such as "net" for pipes
}

// Generator is implemented by types that can make new puzzles.
type Generator interface {
	Generate(o GenerateOptions) (Instance, error)
}

// Target is what a pointer or the keyboard selects in the editor: a cell
// (Kind "") or another part of the board named by the type ("edge-right",
// "line", ...). R and C are its row and column, or other indices.
type Target struct {
	R    int    `json:"r"`
	C    int    `json:"c"`
	Kind string `json:"kind,omitempty"`
}

// Editable instances can be edited by pointer and keyboard in the web app.
// All editing logic lives here, in natively tested Go; the browser only
// forwards events.
type Editable interface {
	// Hit returns the target under the point (x, y), in the coordinates of
	// the scene Draw returns; ok is false when nothing editable is there.
	Hit(x, y float64) (t Target, ok bool)
	// Box is the target's bounding box in scene coordinates, for the
	// selection highlight.
	Box(t Target) (x, y, w, h float64)
	// Move returns the target reached from t by an arrow key ("ArrowUp",
	// "ArrowRight", "ArrowDown", "ArrowLeft"); t itself when there is none.
	Move(t Target, arrow string) Target
	// Edit applies key to target t and returns the changed puzzle, leaving
	// the receiver unchanged. key is a KeyboardEvent.key value ("5", "a",
	// "Delete", "Backspace", " ") or "Click" (primary click or tap) or
	// "AltClick" (secondary click, long press or the R key). Keys that mean
	// nothing for t return the receiver and a nil error; an error explains a
	// refused edit ("9 is above the set's highest number 6").
	Edit(t Target, key string) (Instance, error)
	// Keys are the editor's on-screen pad, in the order shown. Digits and
	// letters come first, then actions, then rule toggles (whose Label
	// names the current rule, "Rule: fill").
	Keys() []Key
}

// Clue is one of the puzzle's givens, for explanations.
type Clue struct {
	Cell  [2]int `json:"cell"` // [row, column], or type-specific indices
	Value string `json:"clue"`
}

// Locator is implemented by instances whose answer picture (Answer.Text)
// is not one part per board cell, such as dominoes with joins drawn
// between the numbers. Locate says, as a sentence without its full stop,
// what the part text drawn at row and col of the picture shows on the
// board ("A domino covers row 2, column 3 and row 3, column 3"). Rows
// count the picture's grid lines (lines of words left out) and columns
// its runes, both from 0; ok is false for a part it cannot place.
type Locator interface {
	Locate(row, col int, text string) (words string, ok bool)
}

// Relaxer is implemented by instances whose rule the person chooses
// (Numberlink's fill or classic). Relax returns the puzzle under a looser
// rule, with the names of the current rule and the looser one; ok is
// false when the rule is already the loosest. Explain uses it to say
// when the rule itself leaves a puzzle without solution.
type Relaxer interface {
	Relax() (relaxed Instance, rule, looser string, ok bool)
}

// Player is implemented by puzzles a person can play in the app (pressing
// switches and watching the lights): Play applies a move at t, Done says
// whether the goal is reached.
type Player interface {
	Play(t Target) (Instance, bool)
	Done() bool
}

// Reporter is implemented by instances whose results need more than the
// shared wording: Report says how many solutions to count by default, and
// may word the summary and add figures to the JSON report itself (the magic
// hexagon's "1 solution up to symmetry (12 arrangements)").
type Reporter interface {
	Report() Report
}

// Report is what a Reporter adds. Zero fields mean the shared defaults.
type Report struct {
	CountLimit int                              // solutions to count by default
	Summary    func(res *Result) string         // the one-line status
	Extra      func(res *Result) map[string]any // more JSON figures
}

// FormWriter is implemented by instances that write forms besides their
// text (String): Written lists them, leaving out a form that cannot hold
// this puzzle. Every one parses back as the same puzzle.
type FormWriter interface {
	Written() []Written
}

// Written is a puzzle in one form.
type Written struct {
	Form string // URLForm or GameIDForm
	Text string
}

// The forms a FormWriter writes.
const (
	URLForm    = "puzz.link URL"
	GameIDForm = "game ID"
)

// RuleChooser is implemented by instances whose rule a person chooses in
// words (Numberlink's "fill,notouch"): WithRule returns the puzzle under
// the rule the words give, or an error naming the word it does not know.
type RuleChooser interface {
	WithRule(words string) (Instance, error)
}

// Validator is implemented by instances that can tell a draft from a
// puzzle without encoding it (a clue given twice, a row without clues):
// Validate refuses a draft with the reason.
type Validator interface {
	Validate() error
}

// Writes lists the forms given, leaving out those whose text is "" (a
// form that cannot hold the puzzle): the Written of a FormWriter.
func Writes(forms ...Written) []Written {
	var out []Written
	for _, f := range forms {
		if f.Text != "" {
			out = append(out, f)
		}
	}
	return out
}

// BothForms is the Written of a puzzle that has a puzz.link URL and a
// game ID: each form, left out when p cannot write it.
func BothForms(p interface {
	URL() (string, bool)
	GameID() (string, bool)
}) []Written {
	return Writes(Written{Form: URLForm, Text: IfOK(p.URL())}, Written{Form: GameIDForm, Text: IfOK(p.GameID())})
}

// IfOK is text when ok, else "": a writer that reports whether it could
// write the puzzle, as Writes takes it.
func IfOK(text string, ok bool) string {
	if !ok {
		return ""
	}
	return text
}

// Painter is implemented by instances whose editor can paint: while
// Painting reports true, a tap on a target, or a drag across targets,
// changes the puzzle (a Sudoku's regions and killer cages) instead of only
// selecting. Paint paints t in the stroke that started at from (t == from
// for the stroke's first target) and returns the receiver when nothing
// changes; the app makes one undoable step of a stroke.
type Painter interface {
	Painting() bool
	Paint(from, t Target) Instance
}

// Sized is implemented by instances that say which numbers New was given
// for them, for the editor's New to offer the current puzzle's size:
// Rows and Columns (RowsCols), or Side for a board of one number (a
// square Sudoku or Star Battle, the magic hexagon). Instances that are
// not Sized but have a Size() grid.Size method give Rows and Columns.
type Sized interface {
	SizeFields() []SizeField
}

// SizeField is one number that sizes a new puzzle: its label and the
// current puzzle's value.
type SizeField struct {
	Label string `json:"label"`
	Value int    `json:"value"`
}

// RowsCols is the Rows and Columns of a rows x cols board (at least 1
// each), as a Sized type gives them.
func RowsCols(rows, cols int) []SizeField {
	return []SizeField{{"Rows", max(rows, 1)}, {"Columns", max(cols, 1)}}
}

// Side is the one field of a board sized by one number, as a Sized type
// gives it.
func Side(n int) []SizeField { return []SizeField{{"Side", max(n, 1)}} }

// Typeable is implemented by instances that can hold what no editor key
// types (a Dominoes note, Switches bulbs listed without their grid):
// Typeable returns the puzzle as the editor writes it, the nearest one
// its keys can enter (the receiver when it holds nothing of the kind).
type Typeable interface {
	Typeable() Instance
}

// Boarded is implemented by puzzles on a rectangular board of cells (the
// grid types, dominoes): Size is the board's rows and columns.
type Boarded interface {
	Size() grid.Size
}
