package keen

import (
	_ "embed"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/formats"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/textgrid"
)

// Blank is a cell without a target; a target (1 up) stands in one cell of
// its cage, with its operation in Op.
const Blank = 0

// maxTarget bounds a target: 9^9, the product of a 9-cell cage of nines.
const maxTarget = 387420489

// The operations, as Op holds them; None is a target alone (a one-cell
// cage's number).
const (
	None = 0
	Add  = '+'
	Sub  = '-'
	Mul  = 'x'
	Div  = '/'
)

// spec declares Keen: a square board of cages, each with a target and an
// operation in one of its cells.
var spec = &cellgrid.Spec[*Puzzle]{
	Name: "keen", Title: "Keen (KenKen, Calcudoku)", Headers: []string{"kenken", "calcudoku"},
	Rules: "Fill the N×N grid with 1 to N, no number twice in a row or column. The numbers in each cage give its target with its operation (+, −, ×, ÷).",
	Symbols: cellgrid.Alphabet{
		cellgrid.Range(1, func(int, int) (int, string) { return maxTarget, "9^9" }, cellgrid.Symbol{Word: "a cage's target"}),
		{Value: Blank, Text: ".", Label: "Delete", Keys: []string{"Delete", "."}, Word: "to clear it"},
	},
	Blank: Blank,
	Help: "Select a cell and press a cage's letter to put it in that cage (a letter not on the board yet starts a new one); " +
		"digits write the cage's target, + − × ÷ its operation; Delete clears the target, then the cage.",
	Make: func(g cellgrid.Grid) *Puzzle {
		op, _ := puzzles.NewGrid(len(g.Cells), len(g.Cells), byte(None))
		return &Puzzle{cages.For(g), op}
	},
	Own: &cellgrid.Own[*Puzzle]{
		Text: readText,
		Forms: func(s *cellgrid.Spec[*Puzzle]) []formats.Form[*Puzzle] {
			read := func(id string) (*Puzzle, error) { return readID(s, id) }
			return []formats.Form[*Puzzle]{{Is: gameID, Parse: read}}
		},
		Expected: "a grid of cage letters and the cages' clues, or a Keen game ID",
		Keep:     func(from, to *Puzzle) { to.Op = puzzles.CloneGrid(from.Op) },
		Size:     cellgrid.LatinSize,
	},
}

var cages = &cellgrid.RegionRule{}

// gameID tells a Keen game ID: a size alone (no WxH), a difficulty and m,
// then a colon (`^[0-9]+(d[a-z])?m?:`; by hand, since package regexp would
// more than double the size of the page's module for Keen).
func gameID(s string) bool {
	digits := strings.TrimLeft(s, "0123456789")
	if len(digits) == len(s) {
		return false
	}
	s = digits
	if len(s) >= 2 && s[0] == 'd' && s[1] >= 'a' && s[1] <= 'z' {
		s = s[2:]
	}
	s = strings.TrimPrefix(s, "m")
	return strings.HasPrefix(s, ":")
}

//go:embed examples.txt
var examples string

// Type is the Keen puzzle type; Parse reads a Keen puzzle in any of its
// formats (see the package documentation).
var Type, Parse, _ = spec.Declare(examples, generator)

// Puzzle is a Keen board: Region[r][c] is the cage of each cell,
// Cells[r][c] Blank or a cage's target, Op[r][c] the operation of that
// target.
type Puzzle struct {
	cellgrid.Regioned
	Op [][]byte
}

// New returns an empty n x n board with no cages drawn yet.
func New(n int) (*Puzzle, error) { return spec.New(n, n) }

// Answer is the numbers of the cells: {"grid": [[1, 2, ...], ...]}.
type Answer = cellgrid.NumberGrid

// opChars reads an operation: its letter in the text, the pad's key, and
// Tatham's letter.
var opChars = map[string]byte{"+": Add, "-": Sub, "−": Sub, "x": Mul, "*": Mul, "×": Mul, "/": Div, "÷": Div}

// gameOps reads Tatham's letters of the operations.
var gameOps = map[byte]byte{'a': Add, 's': Sub, 'm': Mul, 'd': Div}

// cage is a cage and its clue (target 0: none).
type cage struct {
	id     int
	cells  []grid.Pos
	clues  []grid.Pos // the cells with a target
	target int
	op     byte
}

// cages lists the cages in order of their names.
func (p *Puzzle) cages() []cage {
	cells := p.RegionCells()
	var out []cage
	for _, id := range p.IDs() {
		k := cage{id: id, cells: cells[id]}
		for _, pos := range k.cells {
			if v := p.At(pos); v != Blank {
				k.clues = append(k.clues, pos)
			}
		}
		if len(k.clues) > 0 {
			k.target, k.op = p.At(k.clues[0]), p.Op[k.clues[0].R][k.clues[0].C]
			if k.op == Add && len(k.cells) == 1 {
				k.op = None
			}
		}
		out = append(out, k)
	}
	return out
}

// clue writes a target and its operation: "12x".
func clue(target int, op byte) string {
	if op == None {
		return strconv.Itoa(target)
	}
	return strconv.Itoa(target) + string(op)
}

// Validate implements puzzles.Validator: every cell in a cage, each cage
// whole with one clue at most, a clue of several cells with an operation,
// subtraction and division on two cells.
func (p *Puzzle) Validate() error {
	if err := p.CheckRegions(1, ""); err != nil {
		return errors.New(strings.ReplaceAll(err.Error(), "region", "cage"))
	}
	for _, k := range p.cages() {
		name := cellgrid.RegionName(k.id)
		switch {
		case len(k.clues) > 1:
			return fmt.Errorf("cage %s has two clues, at %s and %s", name, puzzles.CellName(k.clues[0]), puzzles.CellName(k.clues[1]))
		case (k.op == Sub || k.op == Div) && len(k.cells) != 2:
			return fmt.Errorf("cage %s's clue %s: subtraction and division cages have exactly two cells, not %d", name, clue(k.target, k.op), len(k.cells))
		case k.target != Blank && k.op == None && len(k.cells) > 1:
			return fmt.Errorf("cage %s's clue %d has no operation (+, -, x or /)", name, k.target)
		}
	}
	return nil
}

// readText reads the text: the rows of cage letters (as many as the
// first has cells), then a line a clue, "A 12x".
func readText(s *cellgrid.Spec[*Puzzle], h textgrid.Header, all []textgrid.Line) (*Puzzle, error) {
	lines := textgrid.NonBlank(all)
	switch {
	case len(h.Words) > 0:
		return nil, puzzles.Errorf(h.Line, 0, "unknown header word %q", h.Words[0])
	case len(lines) == 0:
		return nil, puzzles.Errorf(0, 0, "no grid rows after the header")
	}
	top, err := cellgrid.ReadRegionRows(lines[:1])
	if err != nil {
		return nil, err
	}
	n := len(top[0])
	if n > 9 || len(lines) < n {
		return nil, puzzles.Errorf(lines[0].N, 0, "the first row has %d cells: expected %d rows of cages (1x1 to 9x9), then the clues", n, n)
	}
	p, _ := s.New(n, n)
	if p.Region, err = cellgrid.ReadRegionRows(lines[:n]); err != nil {
		return nil, err
	}
	first := p.RegionCells()
	for _, l := range lines[n:] {
		f := strings.Fields(l.Text)
		if len(f) != 2 {
			return nil, puzzles.Errorf(l.N, 0, "%q: expected a cage and its clue, such as \"A 12x\"", l.Text)
		}
		id, _ := cellgrid.ParseRegionName(f[0])
		cells, ok := first[id]
		if !ok {
			return nil, puzzles.Errorf(l.N, 1, "no cage %q on the board", f[0])
		}
		target, op, err := readClue(f[1])
		if err != nil {
			return nil, puzzles.Errorf(l.N, len(f[0])+2, "cage %s: %v", f[0], err)
		}
		if pos := cells[0]; p.Cells[pos.R][pos.C] != Blank {
			return nil, puzzles.Errorf(l.N, 1, "cage %s has a clue already", f[0])
		} else {
			p.Cells[pos.R][pos.C], p.Op[pos.R][pos.C] = target, op
		}
	}
	return p, nil
}

// readClue reads "12x": a target 1 up, then an operation, if any.
func readClue(s string) (int, byte, error) {
	digits := strings.TrimRight(s, "+-−x*×/÷")
	op, ok := opChars[s[len(digits):]]
	n, err := strconv.Atoi(digits)
	switch {
	case !ok && digits != s || err != nil || digits[0] == '+':
		return 0, 0, fmt.Errorf("clue %q: expected a target and its operation (+, -, x or /), such as 12x", s)
	case n < 1 || n > maxTarget:
		return 0, 0, fmt.Errorf("clue %q: the target is 1 to %d", s, maxTarget)
	}
	return n, op, nil
}

// String implements puzzles.Instance: "#keen", the rows of cage names,
// then each clue, "A 12x".
func (p *Puzzle) String() string {
	var b strings.Builder
	b.WriteString("#keen\n")
	b.WriteString(cellgrid.WriteRegionRows(p.Region))
	for _, k := range p.cages() {
		if k.target != Blank {
			fmt.Fprintf(&b, "%s %s\n", cellgrid.RegionName(k.id), clue(k.target, k.op))
		}
	}
	return b.String()
}

// Clues implements puzzles.Instance: the targets, with their operations.
func (p *Puzzle) Clues() []puzzles.Clue {
	out := p.Regioned.Clues()
	for i, c := range out {
		out[i].Value = clue(p.Cells[c.Cell[0]][c.Cell[1]], p.Op[c.Cell[0]][c.Cell[1]])
	}
	return out
}

// Keys implements puzzles.Editable: the cages' letters, the digits, the
// operations and Delete.
func (p *Puzzle) Keys() []puzzles.Key {
	return append(p.Regioned.Keys(), puzzles.Key{Label: "+", Key: "+"}, puzzles.Key{Label: "−", Key: "-"},
		puzzles.Key{Label: "×", Key: "*"}, puzzles.Key{Label: "÷", Key: "/"})
}

// Edit implements puzzles.Editable: an operation's key sets the
// operation of the cell's target; other keys as Regioned.Edit.
func (p *Puzzle) Edit(t puzzles.Target, key string) (puzzles.Instance, error) {
	op, ok := opChars[key]
	pos, in := p.Cell(t)
	if !ok || key == "x" || !in {
		return p.Regioned.Edit(t, key)
	}
	if p.Op[pos.R][pos.C] == op {
		return p, nil
	}
	q := p.Copy().(*Puzzle)
	q.Op[pos.R][pos.C] = op
	return q, nil
}
