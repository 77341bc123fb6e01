package signpost

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// Dir is an arrow's direction: N, NE, E, SE, S, SW, W, NW, in the order
// of Tatham's letters a-h. NoArrow marks a cell without an arrow (the last
// number's cell).
type Dir int8

// NoArrow is the Dir of a cell without an arrow.
const NoArrow Dir = -1

var (
	deltas   = [8]grid.Delta{{R: -1}, {R: -1, C: 1}, {C: 1}, {R: 1, C: 1}, {R: 1}, {R: 1, C: -1}, {C: -1}, {R: -1, C: -1}}
	glyphs   = [8]string{"↑", "↗", "→", "↘", "↓", "↙", "←", "↖"}
	dirNames = [8]string{"n", "ne", "e", "se", "s", "sw", "w", "nw"}
)

// Letter returns Tatham's letter for d ('a' for N ... 'h' for NW).
func (d Dir) Letter() byte { return 'a' + byte(d) }

// Delta returns one step in direction d.
func (d Dir) Delta() grid.Delta { return deltas[d] }

// Cell is one cell of the board: a given number (0: none) and an arrow.
type Cell struct {
	Num   int
	Arrow Dir
}

// Puzzle is a Signpost board. N, the number of cells, is the highest number.
type Puzzle struct {
	puzzles.Board[Cell]
}

// New returns a rows x cols puzzle without numbers or arrows.
func New(rows, cols int) (*Puzzle, error) {
	return puzzles.Of[Puzzle](puzzles.NewGrid(rows, cols, Cell{Arrow: NoArrow}))
}

// N returns the number of cells: the path numbers them 1..N.
func (p *Puzzle) N() int { return p.Size().Rows * p.Size().Cols }

// clone returns a deep copy of p.
func (p *Puzzle) clone() *Puzzle { return &Puzzle{p.Board.Clone()} }

// along returns the cells on pos's arrow, nearest first (none without an arrow).
func (p *Puzzle) along(pos grid.Pos) []grid.Pos {
	d := p.At(pos).Arrow
	if d == NoArrow {
		return nil
	}
	var out []grid.Pos
	for q := pos.Add(d.Delta()); p.Size().In(q); q = q.Add(d.Delta()) {
		out = append(out, q)
	}
	return out
}

// token is a cell's canonical text: its number, then its arrow letter;
// "." for a cell with neither.
func token(c Cell) string {
	s := ""
	if c.Num > 0 {
		s = strconv.Itoa(c.Num)
	}
	if c.Arrow != NoArrow {
		s += string(c.Arrow.Letter())
	}
	if s == "" {
		return "."
	}
	return s
}

// String returns the canonical text: a "#signpost" header line, then one
// row per line, tokens right-aligned.
func (p *Puzzle) String() string { return "#signpost\n" + puzzles.Columns(p.Cells, token) }

// GameID returns the puzzle as a Tatham Signpost game ID, and false when
// Tatham's program cannot hold it: a board under 2x2 or exactly 2x2, or a
// cell without an arrow that does not hold N (Tatham writes the last
// cell's arrow as 'a', so N with an arrow cannot be written either), or a
// draft that Encode refuses.
func (p *Puzzle) GameID() (string, bool) {
	w, h := p.Size().Cols, p.Size().Rows
	if w < 2 || h < 2 || w == 2 && h == 2 || p.validate() != nil {
		return "", false
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%dx%d:", w, h)
	for _, pos := range p.Size().Cells() {
		c := p.At(pos)
		if (c.Arrow == NoArrow) != (c.Num == p.N()) {
			return "", false
		}
		if c.Arrow == NoArrow {
			c.Arrow = 0
		}
		if c.Num > 0 {
			b.WriteString(strconv.Itoa(c.Num))
		}
		b.WriteByte(c.Arrow.Letter())
	}
	return b.String(), true
}

// validate refuses what the parser accepts only so that the editor can
// hold it: numbers above N or given twice, and cells without an arrow
// other than one that may hold N.
func (p *Puzzle) validate() error {
	n := p.N()
	seen := map[int]grid.Pos{}
	var last []grid.Pos
	for _, pos := range p.Size().Cells() {
		c := p.At(pos)
		if c.Num > n {
			return fmt.Errorf("number %d at %s is above %d, the number of cells", c.Num, place(pos), n)
		}
		if q, dup := seen[c.Num]; dup && c.Num > 0 {
			return fmt.Errorf("number %d at %s is also given at %s", c.Num, place(pos), place(q))
		}
		seen[c.Num] = pos
		if c.Arrow == NoArrow {
			if c.Num > 0 && c.Num != n {
				return fmt.Errorf("the cell at %s has no arrow but holds %d: only the last number, %d, has no arrow", place(pos), c.Num, n)
			}
			last = append(last, pos)
		}
	}
	if len(last) > 1 {
		return fmt.Errorf("the cells at %s and %s have no arrow: only the last number's cell may lack one", place(last[0]), place(last[1]))
	}
	return nil
}

// badClues returns the cells whose number is above N or given twice.
func (p *Puzzle) badClues() map[grid.Pos]bool {
	return puzzles.BadNumbers(p.Size(), p.N(), p.given)
}

// given returns the number given at pos, or 0.
func (p *Puzzle) given(pos grid.Pos) int { return p.At(pos).Num }

// place names a cell for people: "row 2, column 5".
func place(pos grid.Pos) string { return puzzles.CellName(pos) }

// detect is Type.Detect: a "#signpost" header line, or a Tatham
// Signpost game ID (every cell an optional number and an arrow letter a-h).
func detect(text string) bool {
	first := puzzles.FirstLine(text)
	if word, ok := puzzles.HeaderWord(first); ok {
		return word == "signpost"
	}
	_, err := parseGameID(strings.TrimSpace(text))
	return err == nil
}
