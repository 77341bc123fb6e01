package hidato

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// Type is one numbered-path puzzle: the engine is the same for every
// Type, only the move set and the names differ.
type Type struct {
	name, title string
	piece       string       // "king", "knight": used in messages
	moves       []grid.Delta // the steps between consecutive numbers
	headers     []string     // header words that name the type, lower case; the first is canonical
	csvHeader   string       // the header the seed's CSV format writes
	defaultSize int          // board side when a generator is asked for no size
	maxGenerate int          // the most cells a generated board may have
	examples    []puzzles.Example
}

// The two types.
var (
	// Hidato: consecutive numbers touch by a king's move.
	Hidato = &Type{
		name: "hidato", title: "Hidato", piece: "king", moves: grid.King,
		headers: []string{"hidato"}, csvHeader: "#Hidato", defaultSize: 8, maxGenerate: 225, examples: hidatoExamples,
	}
	// KnightsTour: consecutive numbers are a knight's move apart.
	KnightsTour = &Type{
		name: "knightstour", title: "Knight's tour", piece: "knight", moves: grid.Knight,
		headers: []string{"knightstour", "ktour"}, csvHeader: "#ktour", defaultSize: 8, maxGenerate: 144, examples: knightsTourExamples,
	}
)

// The contract's parts these types implement.
var (
	_ puzzles.Type      = (*Type)(nil)
	_ puzzles.Generator = (*Type)(nil)
	_ puzzles.Instance  = (*Puzzle)(nil)
	_ puzzles.Decoder   = (*encoding)(nil)
)

// Name implements puzzles.Type.
func (t *Type) Name() string { return t.name }

// Title implements puzzles.Type.
func (t *Type) Title() string { return t.title }

// Parse implements puzzles.Type.
func (t *Type) Parse(text string) (puzzles.Instance, error) {
	return puzzles.Guard(text, t.ParsePuzzle)
}

// Moves returns the type's move set.
func (t *Type) Moves() []grid.Delta { return t.moves }

// Detect implements puzzles.Type: the first line is a header naming
// the type ("#Hidato ...", "#ktour ...", "#knightstour ...").
func (t *Type) Detect(text string) bool {
	word, ok := puzzles.HeaderWord(puzzles.FirstLine(text))
	if !ok {
		return false
	}
	for _, h := range t.headers {
		if word == h {
			return true
		}
	}
	return false
}

// Cell values other than clues.
const (
	Blocked = puzzles.OffPath // not part of the board
	Empty   = 0               // open, number unknown
)

// Puzzle is a board of open and blocked cells, some open cells holding
// given numbers (clues): Cells[r][c] is Blocked, Empty or a clue 1..N.
// N, the number of open cells, is the highest number.
type Puzzle struct {
	puzzles.Board[int]
	typ    *Type
	Closed bool // N must be a move away from 1 as well
}

// New returns a rows x cols puzzle of type t with every cell open and no clues.
func (t *Type) New(rows, cols int) (puzzles.Instance, error) {
	return puzzles.Wrap(t.NewPuzzle(rows, cols))
}

// NewPuzzle is New with a concrete result.
func (t *Type) NewPuzzle(rows, cols int) (*Puzzle, error) {
	b, err := puzzles.NewBoard(rows, cols, Empty)
	if err != nil {
		return nil, err
	}
	return &Puzzle{Board: b, typ: t}, nil
}

// Type returns the puzzle's type.
func (p *Puzzle) Type() *Type { return p.typ }

// TypeName implements puzzles.Instance.
func (p *Puzzle) TypeName() string { return p.typ.name }

// Open returns the open cells in reading order.
func (p *Puzzle) Open() []grid.Pos {
	var out []grid.Pos
	for _, pos := range p.Size().Cells() {
		if p.At(pos) != Blocked {
			out = append(out, pos)
		}
	}
	return out
}

// N returns the number of open cells: the path numbers them 1..N.
func (p *Puzzle) N() int { return puzzles.CountExcept(p.Cells, Blocked) }

// Clued returns the cell of every given number (the map is keyed by number).
func (p *Puzzle) Clued() map[int]grid.Pos {
	out := map[int]grid.Pos{}
	for _, pos := range p.Size().Cells() {
		if v := p.At(pos); v > 0 {
			out[v] = pos
		}
	}
	return out
}

// clone returns a deep copy of p.
func (p *Puzzle) clone() *Puzzle {
	q := *p
	q.Board = p.Board.Clone()
	return &q
}

// Equal reports whether two puzzles are the same.
func (p *Puzzle) Equal(q *Puzzle) bool { return p.String() == q.String() }

// header returns the canonical header line.
func (p *Puzzle) header(name string) string {
	if p.Closed {
		return name + " closed"
	}
	return name
}

// String returns the canonical text: a header line, then the whitespace
// grid with '#' for blocked cells, '.' for empty ones, right-aligned.
func (p *Puzzle) String() string {
	return p.header("#"+p.typ.headers[0]) + "\n" + puzzles.Columns(p.Cells, token)
}

// token is a cell's canonical text.
func token(v int) string {
	switch v {
	case Blocked:
		return "#"
	case Empty:
		return "."
	}
	return strconv.Itoa(v)
}

// CSV returns the puzzle in the seed's format: a "#Hidato" or "#ktour"
// header, then comma-separated rows with x blocked and 0 empty.
func (p *Puzzle) CSV() string {
	var b strings.Builder
	b.WriteString(p.header(p.typ.csvHeader) + "\n")
	for _, row := range p.Cells {
		toks := make([]string, len(row))
		for c, v := range row {
			toks[c] = strconv.Itoa(v)
			if v == Blocked {
				toks[c] = "x"
			}
		}
		b.WriteString(strings.Join(toks, ",") + "\n")
	}
	return b.String()
}

// validate checks that every clue is at most N and given once.
func (p *Puzzle) validate() error {
	n := p.N()
	if n == 0 {
		return fmt.Errorf("the board has no open cells")
	}
	seen := map[int]grid.Pos{}
	for _, pos := range p.Size().Cells() {
		v := p.At(pos)
		if v <= 0 {
			continue
		}
		if v > n {
			return fmt.Errorf("clue %d at %s is above %d, the number of open cells", v, place(pos), n)
		}
		if q, dup := seen[v]; dup {
			return fmt.Errorf("clue %d at %s is also given at %s", v, place(pos), place(q))
		}
		seen[v] = pos
	}
	return nil
}

// badClues returns the cells whose clue is above N or given more than once.
func (p *Puzzle) badClues() map[grid.Pos]bool { return puzzles.BadNumbers(p.Size(), p.N(), p.At) }

// place names a cell for people: "row 2, column 5".
func place(pos grid.Pos) string { return puzzles.CellName(pos) }
