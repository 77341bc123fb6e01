package hidato

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

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

// NewPuzzle is New with a concrete result.
func (t *Type) NewPuzzle(rows, cols int) (*Puzzle, error) {
	b, err := puzzles.NewBoard(rows, cols, Empty)
	if err != nil {
		return nil, err
	}
	return &Puzzle{Board: b, typ: t}, nil
}

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
