package cellgrid

import (
	"reflect"
	"strings"
	"sync"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/pzl"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/tatham"
)

// Spec declares a type whose puzzle is a board of cells, one symbol
// each. P is the type's puzzle (a pointer to a struct that embeds
// Grid); everything but the rules, the checker, the answer's drawing
// and the generator follows from the declaration.
type Spec[P Instance] struct {
	Name    string   // the type's name: "lightup"
	Title   string   // for people: "Light Up / Akari"
	Rules   string   // the rules in a sentence or three (puzzles.Ruled)
	Headers []string // other names a text's header may give: "akari"
	Symbols Alphabet
	Blank   int // the value of an empty cell: a new board's, and the runs of Tatham descriptions
	// Beyond says why a number the alphabet lacks is refused ("a black
	// cell has at most 4 neighbours"); "": it is outside the numbers.
	Beyond string
	// Drop is the value a given becomes when an explanation takes it away
	// (Instance.Without); nil: Blank.
	Drop func(v int) int
	URL  *URLForm  // the puzz.link form, when the type has one
	Game *GameForm // the Tatham form, when the type has one
	// Detect, when set, decides Type.Detect on the trimmed text in place
	// of forms, the forms' own detection (a header naming the type, or a
	// URL or game ID that reads), which it may ask.
	Detect func(text string, forms func(string) bool) bool
	// Help overrides the help the symbols say.
	Help string
	// Make wraps a grid into the type's puzzle; nil: a new zero puzzle
	// with g as its Grid (the puzzle struct embeds Grid, or a struct such
	// as PointGrid whose other fields start zero), and the regions,
	// counts or clue strips of the rule that Own came from (RegionOwn,
	// CountedOwn, EdgeOwn). Set it when the puzzle holds more:
	// &Puzzle{Grid: g, N: 5}.
	Make func(g Grid) P
	// Own declares what the derived parts do not cover (see Own).
	Own *Own[P]

	examples puzzles.ExamplesFile // the examples file that Declare was given
	// generate is the generator that Declare was given: Make makes a
	// puzzle (see puzzles.Generator) and Offers are the sizes (and
	// variants) at which it promises a unique puzzle for every seed
	// (puzzles.Offering).
	generate *puzzles.Offered[func(s *Spec[P], o puzzles.GenerateOptions) (puzzles.Instance, error)]
	coreOnce sync.Once
	c        *core
}

// URLForm is a puzz.link form: the genre's names (Keys[0] is written)
// and the codec of its body.
type URLForm struct {
	Keys  []string
	Codec Codec
}

// Codec reads and writes the cells of a puzz.link body (in pzl's
// values: pzl.Empty, pzl.Unknown or a number to Most).
type Codec struct {
	Decode func(body string, n int) ([]int, error)
	Encode func(cells []int) string
	Most   int
}

// The codecs of pzprjs that bodies of one value a cell use.
var (
	FourCell    = Codec{pzl.Decode4Cell, pzl.Encode4Cell, 4}              // clues 0 to 4
	Number16    = Codec{pzl.DecodeNumber16, pzl.EncodeNumber16, 255}      // numbers to 255: '-' and two hex digits
	WideNumbers = Codec{pzl.DecodeNumbers, pzl.EncodeNumbers, 4096*2 - 1} // numbers to 8191: '+', '=' and three hex digits too
	Circles     = Codec{pzl.DecodeCircles, pzl.EncodeCircles, 2}          // 0, 1, 2 three to a digit
)

// GameForm is a Simon Tatham form: "WxH[params]:DESC", the description
// a run-length board (a letter 'a'–'z' is 1 to 26 blank cells).
type GameForm struct {
	Game    string         // the game's name in Tatham's collection: "Light Up"
	Letters string         // the parameter letters that tell an ID of the game (see tatham.IsID)
	Params  []tatham.Param // the parameters after the size, checked and ignored
	// Check, when set, refuses the parameters of an ID (a variant the
	// type does not have), before its board is read.
	Check func(tatham.Params) error
	// Write is what a written game ID says after its size ("t0", "h1"),
	// such as what tells it from another game's ID of the same shape; ""
	// for nothing.
	Write string
	// Numbers says the description writes a number cell in decimal, '_'
	// between two numbers (Rectangles); else one character a cell.
	Numbers bool
	// Claims, when set, narrows detection: a game ID is detected as the
	// type's only when Claims says so (one of another game's shape still
	// parses when the type is named).
	Claims func(id string) bool
	// Desc, when set, is the shape of the description (numbers of the
	// alphabet's Range: EveryCell, NumberRuns) in place of a character a
	// cell and runs of blank cells.
	Desc *GameDesc
}

// Type returns the puzzles.Type the spec declares (a puzzles.Generator
// too when Declare was given a generator).
func (s *Spec[P]) Type() puzzles.Type {
	if s.generate != nil {
		return generating[P]{Type[P]{s}}
	}
	return Type[P]{s}
}

// Declare returns what a type's package exports, from the spec, the
// type's examples file (see puzzles.ReadExamples) and its generator (nil
// for none): its puzzles.Type, and its Parse and New typed to the
// package's puzzle (as "var Type, Parse, New = spec.Declare(examples,
// generator)").
func (s *Spec[P]) Declare(examples string, generate *puzzles.Offered[func(s *Spec[P], o puzzles.GenerateOptions) (puzzles.Instance, error)]) (puzzles.Type, func(text string) (P, error), func(rows, cols int) (P, error)) {
	s.examples, s.generate = puzzles.ExamplesFile{Name: s.Name + "/examples.txt", Text: examples}, generate
	return s.Type(), s.Parse, s.New
}

// New returns an empty rows x cols puzzle.
func (s *Spec[P]) New(rows, cols int) (P, error) {
	rows, cols, err := s.size(rows, cols)
	if err != nil {
		var zero P
		return zero, err
	}
	cells, err := puzzles.NewGrid(rows, cols, s.Blank)
	return s.wrap(cells, err)
}

// Parse reads a puzzle in any of the type's forms.
func (s *Spec[P]) Parse(text string) (P, error) { return s.forms().Parse(text) }

// wrap makes the puzzle of cells, or passes on err.
func (s *Spec[P]) wrap(cells [][]int, err error) (P, error) {
	if err != nil {
		var zero P
		return zero, err
	}
	g := Grid{Board: puzzles.Board[int]{Cells: cells}, c: s.core()}
	var p P
	if s.Make != nil {
		p = s.Make(g)
	} else {
		p = reflect.New(reflect.TypeFor[P]().Elem()).Interface().(P)
		*p.grid() = g
		if s.Own != nil && s.Own.board != nil {
			s.Own.board(p, g)
		}
	}
	p.grid().self = p
	return p, nil
}

// core returns what the spec's grids need of it, made once.
func (s *Spec[P]) core() *core {
	s.coreOnce.Do(func() {
		drop := s.Drop
		if drop == nil {
			drop = func(int) int { return s.Blank }
		}
		s.c = &core{name: s.Name, symbols: s.Symbols, blank: s.Blank, drop: drop, beyond: s.Beyond, url: s.URL, game: s.Game,
			wrap: func(cells [][]int) puzzles.Instance { p, _ := s.wrap(cells, nil); return p }}
		if s.Own != nil && s.Own.Keep != nil {
			s.c.keep = func(from, to puzzles.Instance) { s.Own.Keep(from.(P), to.(P)) }
		}
		if s.Own != nil && s.Own.GameParams != nil {
			s.c.params = func(p puzzles.Instance) string { return s.Own.GameParams(p.(P)) }
		}
	})
	return s.c
}

// Type is the puzzles.Type of a Spec.
type Type[P Instance] struct{ spec *Spec[P] }

// Name implements puzzles.Type.
func (t Type[P]) Name() string { return t.spec.Name }

// Title implements puzzles.Type.
func (t Type[P]) Title() string { return t.spec.Title }

// Parse implements puzzles.Type.
func (t Type[P]) Parse(text string) (puzzles.Instance, error) {
	return puzzles.Guard(text, t.spec.Parse)
}

// New implements puzzles.Type.
func (t Type[P]) New(rows, cols int) (puzzles.Instance, error) {
	return puzzles.Wrap(t.spec.New(rows, cols))
}

// Examples implements puzzles.Type: the examples file read once.
func (t Type[P]) Examples() []puzzles.Example { return t.spec.examples.Examples() }

// Detect implements puzzles.Type: a header naming the type, or one of its
// URLs or game IDs that reads (a game ID only when GameForm.Claims, if
// set, claims it); Spec.Detect, when set, decides instead.
func (t Type[P]) Detect(text string) bool {
	if g, id := t.spec.Game, strings.TrimSpace(text); g != nil && g.Claims != nil && tatham.IsID(id, g.Letters) && !g.Claims(id) {
		return false
	}
	if t.spec.Detect != nil {
		return t.spec.Detect(strings.TrimSpace(text), t.spec.forms().Detect)
	}
	return t.spec.forms().Detect(text)
}

// Rules implements puzzles.Ruled.
func (t Type[P]) Rules() string { return t.spec.Rules }

// Help implements puzzles.Type.
func (t Type[P]) Help() string {
	if t.spec.Help != "" {
		return t.spec.Help
	}
	return t.spec.Symbols.help()
}

// Spec returns the type's declaration.
func (t Type[P]) Spec() *Spec[P] { return t.spec }

// generating is the Type of a Spec with a generator.
type generating[P Instance] struct{ Type[P] }

// Generate implements puzzles.Generator.
func (t generating[P]) Generate(o puzzles.GenerateOptions) (puzzles.Instance, error) {
	return t.spec.generate.Make(t.spec, o)
}

// Offers implements puzzles.Offering: a copy of what the generator
// offers.
func (t generating[P]) Offers() []puzzles.GenerateOptions { return t.spec.generate.Offers() }

// Label is the pad button that enters value v, "" for the blank cell
// (which a new board already has) or a value without one.
func (s *Spec[P]) Label(v int) string {
	if sym, ok := s.Symbols.ByValue(v); ok && v != s.Blank {
		return sym.Label
	}
	return ""
}
