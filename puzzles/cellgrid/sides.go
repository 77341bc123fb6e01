package cellgrid

import (
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/textgrid"
)

// SideSymbol is a clue that stands on the side between two neighbouring
// cells (an inequality sign, a bar): declared once, as Symbol declares a
// cell's.
type SideSymbol struct {
	Value int    // its value, not 0 (0 is a side without a clue)
	Down  bool   // it stands below a cell (between rows), else right of it
	Text  byte   // its character in the text
	Label string // its pad button ("<"), which sends Key
	Key   string
	Word  string // what it says, for people: "less than"
	Glyph string // how the board draws it: text at the side's middle, "" a bar along the side
	Flags string // how a game ID writes it: "A", "B" or "AB" (see SideGameForms)
}

// SideSet is the side symbols of one mode of a type (Unequal's signs, its
// Adjacent mode's bars).
type SideSet struct {
	Word    string // the header word that names the mode in the text; "" for the first mode
	Label   string // the pad's mode button when the type has several ("Mode: unequal")
	Letter  byte   // the game ID's parameter letter of the mode; 0 for the first mode
	Symbols []SideSymbol
}

// Symbol returns the set's symbol of value v on a side below or right of a cell.
func (s *SideSet) Symbol(v int, down bool) (SideSymbol, bool) {
	for _, sym := range s.Symbols {
		if sym.Value == v && sym.Down == down {
			return sym, true
		}
	}
	return SideSymbol{}, false
}

// SideClues are the clues on the sides between cells: Right[r][c] between
// cell r,c and the cell right of it, Down[r][c] between it and the one
// below; 0 where there is none (the last column of Right and the last row
// of Down are always 0).
type SideClues struct{ Right, Down [][]int }

// Between is one side between two cells: A the cell above or left of it, B
// the other, and its clue V (0 for none).
type Between struct {
	A, B grid.Pos
	Down bool
	V    int
}

// Where names the side for people: "between row 1, column 1 and row 1, column 2".
func (s Between) Where() string {
	return "between " + puzzles.CellName(s.A) + " and " + puzzles.CellName(s.B)
}

// SideGrid is the board of a type with clues on the sides between cells:
// a Grid, its Sides and the side symbols of its mode (Set). Its text is
// the cells with the side clues between them (see SideText); its editor
// puts a side clue right of or below the selected cell by its pad button.
type SideGrid struct {
	Grid
	Sides SideClues
	Set   *SideSet
	sets  []*SideSet
}

// SideInstance is the puzzle of a type whose puzzle embeds SideGrid.
type SideInstance interface {
	Instance
	sideGrid() *SideGrid
}

//lint:ignore U1000 called through SideInstance.
func (g *SideGrid) sideGrid() *SideGrid { return g }

// NewSideGrid returns g without side clues, in the first of the type's
// modes sets (for Spec.Make).
func NewSideGrid(g Grid, sets ...*SideSet) SideGrid {
	size := g.Size()
	s := SideClues{Right: make([][]int, size.Rows), Down: make([][]int, size.Rows)}
	for r := range s.Right {
		s.Right[r], s.Down[r] = make([]int, size.Cols), make([]int, size.Cols)
	}
	return SideGrid{Grid: g, Sides: s, Set: sets[0], sets: sets}
}

// KeepSides is Own.Keep for a SideGrid: the side clues and the mode stay.
func KeepSides[P SideInstance](from, to P) {
	f, t := from.sideGrid(), to.sideGrid()
	t.Sides, t.Set = SideClues{puzzles.CloneGrid(f.Sides.Right), puzzles.CloneGrid(f.Sides.Down)}, f.Set
}

// All returns every side of the board, row by row, each cell's right
// side before its lower one.
func (g SideGrid) All() []Between {
	var out []Between
	size := g.Size()
	for _, pos := range size.Cells() {
		if pos.C+1 < size.Cols {
			out = append(out, Between{pos, grid.Pos{R: pos.R, C: pos.C + 1}, false, g.Sides.Right[pos.R][pos.C]})
		}
		if pos.R+1 < size.Rows {
			out = append(out, Between{pos, grid.Pos{R: pos.R + 1, C: pos.C}, true, g.Sides.Down[pos.R][pos.C]})
		}
	}
	return out
}

// clues returns the sides that hold a clue.
func (g SideGrid) clues() []Between {
	var out []Between
	for _, s := range g.All() {
		if s.V != 0 {
			out = append(out, s)
		}
	}
	return out
}

// Set sets the side's clue in sides to v.
func (s Between) Set(sides SideClues, v int) {
	if s.Down {
		sides.Down[s.A.R][s.A.C] = v
	} else {
		sides.Right[s.A.R][s.A.C] = v
	}
}

// String implements puzzles.Instance: a "#name" header (and the mode's
// word), then the cells, each followed by the clue on its right side, and
// between rows a line of the clues below the cells (see SideText).
func (g SideGrid) String() string {
	var b strings.Builder
	b.WriteString(strings.TrimSpace("#"+g.c.name+" "+g.Set.Word) + "\n")
	size := g.Size()
	lines := make([][]byte, 2*size.Rows-1)
	for i := range lines {
		lines[i] = []byte(strings.Repeat(" ", 2*size.Cols-1))
		for j := 1; i%2 == 1 && j < len(lines[i]); j += 2 {
			lines[i][j] = '+'
		}
	}
	for _, pos := range size.Cells() {
		lines[2*pos.R][2*pos.C] = g.c.symbols.TextChar(g.At(pos))
	}
	for _, s := range g.clues() {
		sym, _ := g.Set.Symbol(s.V, s.Down)
		lines[s.A.R+s.B.R][s.A.C+s.B.C] = sym.Text
	}
	for _, l := range lines {
		b.WriteString(strings.TrimRight(string(l), " ") + "\n")
	}
	return b.String()
}

// SideText is Own.Text for a SideGrid: after the header (its word, if
// any, naming the mode) the board's lines, blank ones included from the
// first line that is not blank to the last: lines 1, 3, ... the rows,
// each cell at columns 1, 3, ... and the clue right of it (a space for
// none) between; lines 2, 4, ... the clues below the cells above,
// under them (a space for none), with '+' or a space between four
// cells (String writes '+', so that no line is blank). Lines may be
// short of trailing spaces.
func SideText[P SideInstance](s *Spec[P], h textgrid.Header, lines []textgrid.Line) (P, error) {
	var zero P
	sets := s.Wrap([][]int{{s.Blank}}).sideGrid().sets // the modes Make gives a board
	set := sets[0]
	for _, w := range h.Words {
		set = nil
		for _, m := range sets {
			if m.Word == w {
				set = m
			}
		}
		if set == nil {
			return zero, puzzles.Errorf(h.Line, 0, "unknown header word %q", w)
		}
	}
	for len(lines) > 0 && strings.TrimSpace(lines[0].Text) == "" {
		lines = lines[1:]
	}
	for len(lines) > 0 && strings.TrimSpace(lines[len(lines)-1].Text) == "" {
		lines = lines[:len(lines)-1]
	}
	if len(lines)%2 == 0 {
		return zero, puzzles.Errorf(h.Line, 0, "expected rows of cells with lines of side clues between them: an odd number of lines, not %d", len(lines))
	}
	width := len(strings.TrimRight(lines[0].Text, " \r"))
	cells, err := puzzles.NewGrid((len(lines)+1)/2, (width+1)/2, s.Blank)
	if err != nil || width%2 == 0 {
		return zero, puzzles.Errorf(lines[0].N, 1, "expected a row of cells with side clues between them: an odd number of characters, not %d (%v)", width, err)
	}
	sides := NewSideGrid(Grid{Board: puzzles.Board[int]{Cells: cells}}, set).Sides
	for i, l := range lines {
		text := strings.TrimRight(l.Text, " \r")
		if len(text) > width {
			return zero, puzzles.Errorf(l.N, width+1, "the line is longer than the first row's %d characters", width)
		}
		text += strings.Repeat(" ", width-len(text))
		for j := range width {
			ch := text[j]
			r, c := i/2, j/2
			var err error
			switch {
			case i%2 == 0 && j%2 == 0:
				cells[r][c], err = s.Symbols.readText(rune(ch), s.Beyond)
			case i%2 == 1 && j%2 == 1 || ch == ' ':
				if ch != ' ' && ch != '+' {
					err = fmt.Errorf("unexpected %q between four cells (expected '+' or a space)", ch)
				}
			default:
				err = readSide(set, ch, i%2 == 1, sides, r, c)
			}
			if err != nil {
				return zero, puzzles.Errorf(l.N, j+1, "%v", err)
			}
		}
	}
	p := s.Wrap(cells)
	g := p.sideGrid()
	g.Sides, g.Set = sides, set
	return p, nil
}

// readSide reads the side clue ch below (down) or right of cell r, c.
func readSide(set *SideSet, ch byte, down bool, sides SideClues, r, c int) error {
	var want []string
	for _, sym := range set.Symbols {
		if sym.Down == down && sym.Text == ch {
			Between{A: grid.Pos{R: r, C: c}, Down: down}.Set(sides, sym.Value)
			return nil
		}
		if sym.Down == down {
			want = append(want, fmt.Sprintf("%q", sym.Text))
		}
	}
	return fmt.Errorf("unexpected %q on a side (expected %s, or a space)", ch, orList(want))
}

// Clues implements puzzles.Instance: the side clues (Cell the cell above
// or left of the side, Value its word and where: "less than right"),
// then the cells' givens.
func (g SideGrid) Clues() []puzzles.Clue {
	var out []puzzles.Clue
	for _, s := range g.clues() {
		sym, _ := g.Set.Symbol(s.V, s.Down)
		out = append(out, puzzles.Clue{Cell: [2]int{s.A.R, s.A.C}, Value: sym.Word + map[bool]string{false: " right", true: " below"}[s.Down]})
	}
	return append(out, g.Grid.Clues()...)
}

// Without implements puzzles.Instance: the clues at the indices of Clues
// dropped.
func (g SideGrid) Without(drop []int) puzzles.Instance {
	sides := g.clues()
	var cellDrop []int
	for _, i := range drop {
		if i >= len(sides) {
			cellDrop = append(cellDrop, i-len(sides))
		}
	}
	out := g.Grid.Without(cellDrop).(SideInstance)
	for _, i := range drop {
		if i >= 0 && i < len(sides) {
			sides[i].Set(out.sideGrid().Sides, 0)
		}
	}
	return out
}

// Keys implements puzzles.Editable: the cells' buttons, the side clues'
// of the mode, and the mode's button when the type has several.
func (g SideGrid) Keys() []puzzles.Key {
	out := g.Grid.Keys()
	for _, sym := range g.Set.Symbols {
		out = append(out, puzzles.Key{Label: sym.Label, Key: sym.Key})
	}
	if len(g.sets) > 1 {
		out = append(out, puzzles.Key{Label: g.Set.Label, Key: "mode"})
	}
	return out
}

// Edit implements puzzles.Editable on a cell: a side clue's key puts it
// right of or below the cell (or takes it away when it is there), "mode"
// turns to the next mode (its side clues cleared), and any other key is
// Grid.Edit's.
func (g SideGrid) Edit(t puzzles.Target, key string) (puzzles.Instance, error) {
	pos, ok := g.Cell(t)
	if !ok {
		return g.self, nil
	}
	if key == "mode" && len(g.sets) > 1 {
		next := g.keep(puzzles.CloneGrid(g.Cells)).(SideInstance).sideGrid()
		for i, m := range g.sets {
			if m == g.Set {
				next.Set = g.sets[(i+1)%len(g.sets)]
			}
		}
		next.Sides = NewSideGrid(g.Grid, next.Set).Sides
		return next.self, nil
	}
	for _, sym := range g.Set.Symbols {
		if sym.Key != key {
			continue
		}
		s := Between{A: pos, Down: sym.Down, V: g.Sides.Right[pos.R][pos.C]}
		if sym.Down {
			s.V = g.Sides.Down[pos.R][pos.C]
		}
		size := g.Size()
		if sym.Down && pos.R+1 >= size.Rows || !sym.Down && pos.C+1 >= size.Cols {
			return g.self, fmt.Errorf("%s %s: there is no cell %s", puzzles.CellName(pos), sym.Label, map[bool]string{false: "right of it", true: "below it"}[sym.Down])
		}
		next := g.keep(puzzles.CloneGrid(g.Cells)).(SideInstance)
		v := sym.Value
		if s.V == v {
			v = 0
		}
		s.Set(next.sideGrid().Sides, v)
		return next, nil
	}
	return g.Grid.Edit(t, key)
}

// Scene draws the board as Grid.Scene does (under first), then the side
// clues: each glyph at its side's middle, or a bar along the side.
func (g SideGrid) Scene(under func(s *draw.Scene)) draw.Scene {
	sc := g.Grid.Scene(under)
	for _, s := range g.clues() {
		sym, _ := g.Set.Symbol(s.V, s.Down)
		x, y := float64(s.B.C+s.A.C+1)/2, float64(s.B.R+s.A.R+1)/2
		switch {
		case sym.Glyph != "":
			sc.Add(draw.Item{Kind: draw.Text, X: x, Y: y, Text: sym.Glyph, Size: 0.45, Fill: draw.Ink, Bold: true})
		case s.Down:
			sc.Add(draw.Item{Kind: draw.Line, Points: []float64{x - 0.3, y, x + 0.3, y}, Stroke: draw.Ink, Width: 0.12})
		default:
			sc.Add(draw.Item{Kind: draw.Line, Points: []float64{x, y - 0.3, x, y + 0.3}, Stroke: draw.Ink, Width: 0.12})
		}
	}
	return sc
}
