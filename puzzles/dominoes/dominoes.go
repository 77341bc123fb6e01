package dominoes

import (
	"slices"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/textgrid"
)

// Hole marks a position of the layout that holds no cell.
const Hole = -1

// MaxNumber is the largest highest number a set may have: a double-98 set
// fills a 100x99 Dominosa board, the largest board puzzles.MaxSide allows.
const MaxNumber = puzzles.MaxSide - 2

// Puzzle is a layout of numbers to cover with a double-Max set of dominoes,
// some of them given as clues.
type Puzzle struct {
	Max   int      // the set's highest number: the set has every pair a-b with 0 <= a <= b <= Max
	Note  string   // the rest of the #dp header line (source, page), kept as written
	Cells [][]int  // Cells[r][c] is the number shown there, or Hole; every row has the same length
	Given []Domino // clue dominoes: Cells[i] shows Pips[i]
}

// Domino is one placed domino: Cells[0] shows Pips[0] and Cells[1] shows
// Pips[1]. Cells are [row, column], 0-based, in the layout as written.
type Domino struct {
	Pips  [2]int    `json:"pips"`
	Cells [2][2]int `json:"cells"`
}

// Type is the domino placement puzzle type.
type Type struct{}

// The parts of the contract that this type implements.
var (
	_ puzzles.Instance  = (*Puzzle)(nil)
	_ puzzles.Type      = Type{}
	_ puzzles.Generator = Type{}
	_ puzzles.Decoder   = (*encoding)(nil)
)

// Name implements puzzles.Type.
func (Type) Name() string { return "dominoes" }

// Title implements puzzles.Type.
func (Type) Title() string { return "Domino placement / Dominosa" }

// Parse implements puzzles.Type.
func (Type) Parse(text string) (puzzles.Instance, error) { return puzzles.Guard(text, Parse) }

// New implements puzzles.Type: a rows x cols layout of zeros for the
// largest set whose cells fit (an (n+2) x (n+1) board gets the double-n set).
func (Type) New(rows, cols int) (puzzles.Instance, error) { return puzzles.Wrap(New(rows, cols)) }

// New returns a rows x cols layout of zeros for the largest set with at
// most rows*cols cells.
func New(rows, cols int) (*Puzzle, error) {
	cells, err := puzzles.NewGrid(rows, cols, 0)
	if err != nil {
		return nil, err
	}
	p := &Puzzle{Cells: cells}
	for p.Max < MaxNumber && 2*SetSize(p.Max+1) <= rows*cols {
		p.Max++
	}
	return p, nil
}

// TypeName implements puzzles.Instance.
func (p *Puzzle) TypeName() string { return "dominoes" }

// SetSize returns the number of dominoes in a double-max set.
func SetSize(max int) int { return (max + 1) * (max + 2) / 2 }

// Index returns the position of domino a-b (in either order) in the set's
// order 0-0, 0-1, ..., 0-max, 1-1, ..., max-max.
func Index(max, a, b int) int {
	if a > b {
		a, b = b, a
	}
	return a*(max+1) - a*(a-1)/2 + b - a
}

// Size returns the layout's rows and columns.
func (p *Puzzle) Size() grid.Size {
	if len(p.Cells) == 0 {
		return grid.Size{}
	}
	return grid.Size{Rows: len(p.Cells), Cols: len(p.Cells[0])}
}

// At returns the number at pos, or Hole off the layout.
func (p *Puzzle) At(pos grid.Pos) int {
	if !p.Size().In(pos) {
		return Hole
	}
	return p.Cells[pos.R][pos.C]
}

// NumCells counts the cells that are not holes.
func (p *Puzzle) NumCells() int { return puzzles.CountExcept(p.Cells, Hole) }

// Edges lists every pair of adjacent cells (neither a hole).
func (p *Puzzle) Edges() []grid.Edge {
	var out []grid.Edge
	for _, e := range p.Size().Edges() {
		if p.At(e.A) != Hole && p.At(e.B) != Hole {
			out = append(out, e)
		}
	}
	return out
}

// Equal reports whether two puzzles are the same.
func (p *Puzzle) Equal(q *Puzzle) bool { return p.String() == q.String() }

// clone returns a deep copy.
func (p *Puzzle) clone() *Puzzle {
	q := &Puzzle{Max: p.Max, Note: p.Note, Given: slices.Clone(p.Given)}
	q.Cells = make([][]int, len(p.Cells))
	for r, row := range p.Cells {
		q.Cells[r] = slices.Clone(row)
	}
	return q
}

// Clues implements puzzles.Instance: the given dominoes, each at its first cell.
func (p *Puzzle) Clues() []puzzles.Clue {
	out := make([]puzzles.Clue, len(p.Given))
	for i, d := range p.Given {
		out[i] = puzzles.Clue{Cell: d.Cells[0], Value: clueText(d)}
	}
	return out
}

// Without implements puzzles.Instance: the puzzle without the clue dominoes at
// the given indices of Clues().
func (p *Puzzle) Without(drop []int) puzzles.Instance {
	q := p.clone()
	q.Given = nil
	for i, d := range p.Given {
		if !slices.Contains(drop, i) {
			q.Given = append(q.Given, d)
		}
	}
	return q
}

func posOf(c [2]int) grid.Pos { return grid.Pos{R: c[0], C: c[1]} }

func cellOf(p grid.Pos) [2]int { return [2]int{p.R, p.C} }

// isGameIDStart reports whether t starts like a Tatham Dominosa game ID:
// the highest number, optional parameter letters (such as "dh" for hard), a
// colon.
func isGameIDStart(t string) bool {
	i := 0
	for i < len(t) && '0' <= t[i] && t[i] <= '9' {
		i++
	}
	if i == 0 {
		return false
	}
	for i < len(t) && 'a' <= t[i] && t[i] <= 'z' {
		i++
	}
	return i < len(t) && t[i] == ':'
}

// Detect implements puzzles.Type: a "#dp" or "#dominoes" header, or
// text shaped like a Dominosa game ID (the highest number, a colon, digits
// and [k] numbers), whatever its length, so that Parse can say what is
// wrong with it.
func (Type) Detect(text string) bool {
	t := strings.TrimSpace(text)
	if textgrid.HasHeader(t, headers...) {
		return true
	}
	id, ok := gameID(t)
	if !ok {
		return false
	}
	_, desc, _ := strings.Cut(id, ":")
	return strings.Trim(desc, "0123456789[]") == ""
}

// Examples implements puzzles.Type.
func (Type) Examples() []puzzles.Example {
	return []puzzles.Example{
		{Name: "Seed: double-six, irregular (The Turing Tests)", Text: seedExample},
		{Name: "Dominosa double-6", Text: dominosa6},
		{Name: "Dominosa double-9", Text: dominosa9},
		{Name: "Dominosa double-15", Text: dominosa15},
	}
}

// The seed document's puzzle (testdata/seed_dp_001.txt).
const seedExample = `#dp 0-6 dp_001.txt TTT P7
xxxx66
xxx0421
xxx6356
x00116541
0326105431
0215252430
x22130544
xxx6346
xxx4353
xxxx25
-
6-4,73-83
`

// Generated Dominosa puzzles with unique solutions: Generate(n, 1, true),
// as in testdata/dominosa_{6,9,15}_1.txt; one board row per line.
const (
	dominosa6 = "6:" +
		"60501430" +
		"10541226" +
		"26431303" +
		"51231252" +
		"61046440" +
		"52503642" +
		"63145653"
	dominosa9 = "9:" +
		"39652658641" +
		"54474388573" +
		"19391100627" +
		"00025196720" +
		"95863876755" +
		"72874173399" +
		"18600422449" +
		"63728831114" +
		"62520930478" +
		"26953548901"
	dominosa15 = "15:" +
		"7[14][12]3[14][14][14]9336[13]84[14][11][15]" +
		"4[13]8[12]9[13]31[11][14]972[12][15][15][13]" +
		"5[10][15]1715[13]601167104" +
		"68[12][13]3[12]9[12][14][13]87[14]7[15]0[12]" +
		"0[11]7[13][11]96[12]2184[15]2[11][13]5" +
		"[13][12]302522[14]812315[14]9" +
		"517[11][11][11][15]60[10][14]0[11]3070" +
		"[15][14][10][12][15]8351[13]7[10][13]99[10]2" +
		"[11]5844964[11]807[11]8[10][15]3" +
		"5[15][10][12]590[13]00[10][10]4538[14]" +
		"770[13]4[11]24[10]83142[15][12]8" +
		"1[14][15][12]0[10]591866[14]9593" +
		"5[15]4553034[11]214[11]666" +
		"6[11][10]622[13]7[12][12][15][11]82[15]92" +
		"919[12][10]4[10][13]581[14]3742[14]" +
		"[12]276[10]09[13]684[10]67[10]3[15]"
)
