package cellgrid

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/pzl"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/tatham"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/textgrid"
)

// The text of an EdgeGrid is the board framed by its clues: a "#name"
// header, then a line per row of the frame, the first and last the top
// and bottom clues between two corners '+', each other a row's left
// clue, its cells and its right clue. A clue is a digit or '.' for none;
// white space is ignored.
//
//	#towers
//	+..3.+
//	2...3.
//	.....1
//	....2.
//	+.2..+

// String implements puzzles.Instance: the framed text.
func (g EdgeGrid) String() string {
	var b strings.Builder
	b.WriteString("#" + g.c.name + "\n")
	size := g.Size()
	for r := -1; r <= size.Rows; r++ {
		for c := -1; c <= size.Cols; c++ {
			b.WriteByte(g.char(r, c))
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// char is the text's character at row r, column c of the board (the
// frame being row and column -1 and rows and cols).
func (g EdgeGrid) char(r, c int) byte {
	t, ok := g.at(r, c)
	switch {
	case !ok:
		return '+'
	case t.Kind == "":
		return g.c.symbols.TextChar(g.Cells[r][c])
	}
	s, i, _ := g.side(t)
	if v := g.Edges[s][i]; v >= 0 && v <= 9 {
		return byte('0' + v)
	}
	return '.'
}

// textHeader and textLine are the text's parts as Own.Text gets them.
type (
	textHeader = textgrid.Header
	textLine   = textgrid.Line
)

// FramedSize is the size of a board framed by its clues, its text read
// as rows of places (line gives a place's line): two rows and two places
// fewer than the frame. A frame of fewer than 3 rows or 3 places is the
// error short; a size that puzzles.CheckSize refuses is an error at the
// frame's first line.
func FramedSize[T any](frame [][]T, line func(T) int, short string) (grid.Size, error) {
	if len(frame) < 3 || len(frame[0]) < 3 {
		return grid.Size{}, puzzles.Errorf(0, 0, "%s", short)
	}
	size := grid.Size{Rows: len(frame) - 2, Cols: len(frame[0]) - 2}
	if err := puzzles.CheckSize(size.Rows, size.Cols); err != nil {
		return grid.Size{}, puzzles.Errorf(line(frame[0][0]), 1, "%v", err)
	}
	return size, nil
}

// edgeText reads the framed text.
func edgeText[P EdgeInstance](s *Spec[P], lines []textgrid.Line) (P, error) {
	var zero P
	type char struct {
		ch   rune
		line int
		col  int
	}
	var rows [][]char
	for _, l := range lines {
		var row []char
		for col, ch := range []rune(l.Text) {
			if !unicode.IsSpace(ch) {
				row = append(row, char{ch, l.N, col + 1})
			}
		}
		switch {
		case len(row) == 0:
			continue
		case len(rows) > 0 && len(row) != len(rows[0]):
			return zero, puzzles.Errorf(l.N, 1, "row has %d characters, the first row %d", len(row), len(rows[0]))
		}
		rows = append(rows, row)
	}
	size, err := FramedSize(rows, func(c char) int { return c.line }, "expected the board framed by its clues: at least 3 rows of 3 characters")
	if err != nil {
		return zero, err
	}
	cells, _ := puzzles.NewGrid(size.Rows, size.Cols, s.Blank)
	e := NewEdges(size)
	g := EdgeGrid{Grid: Grid{Board: puzzles.Board[int]{Cells: cells}}, Edges: e}
	for fr, row := range rows {
		for fc, ch := range row {
			t, ok := g.at(fr-1, fc-1)
			var err error
			switch {
			case !ok && ch.ch != '+' && ch.ch != '.':
				err = fmt.Errorf("unexpected %q: a corner of the frame is '+'", ch.ch)
			case !ok:
			case t.Kind == "":
				cells[t.R][t.C], err = s.Symbols.readText(ch.ch, s.Beyond)
			case ch.ch >= '0' && ch.ch <= '9':
				side, i, _ := g.side(t)
				e[side][i] = int(ch.ch - '0')
			case ch.ch != '.':
				err = fmt.Errorf("unexpected %q: a clue beside the board is a digit or '.'", ch.ch)
			}
			if err != nil {
				return zero, puzzles.Errorf(ch.line, ch.col, "%v", err)
			}
		}
	}
	return WithEdges(s, cells, e), nil
}

// Written implements puzzles.FormWriter: the puzz.link URL and the game
// ID, each when the type has the form and it can hold the puzzle.
func (g EdgeGrid) Written() []puzzles.Written { return puzzles.BothForms(g) }

// flatEdges are the clues side by side, NoClue as empty.
func (g EdgeGrid) flatEdges(empty int) []int {
	var out []int
	for _, s := range Sides {
		for _, v := range g.Edges[s] {
			if v == NoClue {
				v = empty
			}
			out = append(out, v)
		}
	}
	return out
}

// givens reports whether a cell of the board holds anything but Blank.
func (g EdgeGrid) givens() bool {
	return len(g.Where(func(v int) bool { return v != g.c.blank })) > 0
}

// URL returns the puzzle's puzz.link URL; ok is false when the type has
// none or a cell has no code.
func (g EdgeGrid) URL() (url string, ok bool) {
	if len(g.rule.URL) == 0 {
		return "", false
	}
	body := pzl.EncodeNumber16(g.flatEdges(pzl.Empty))
	if g.givens() {
		cells := pzl.Flat(g.Cells)
		for i, v := range cells {
			s, ok := g.c.symbols.ByValue(v)
			switch {
			case v == g.c.blank:
				cells[i] = pzl.Empty
			case !ok || !s.URL.set:
				return "", false
			default:
				cells[i] = s.URL.v
			}
		}
		body += pzl.EncodeNumber16(cells)
	}
	size := g.Size()
	return pzl.Join(g.rule.URL[0], size.Cols, size.Rows, body), true
}

// edgeURL reads a puzz.link URL.
func edgeURL[P EdgeInstance](s *Spec[P], r *EdgeRule, url string) (P, error) {
	var zero P
	u, err := pzl.Split(url, r.URL...)
	if err != nil {
		return zero, err
	}
	size := grid.Size{Rows: u.Rows, Cols: u.Cols}
	cells, err := puzzles.NewGrid(u.Rows, u.Cols, s.Blank)
	if err != nil {
		return zero, puzzles.Errorf(0, 0, "URL: %v", err)
	}
	n := 2 * (size.Rows + size.Cols)
	cut := edgeEnd(u.Body, n)
	clues, err := pzl.DecodeNumber16(u.Body[:cut], n)
	if err != nil {
		return zero, err
	}
	given, err := pzl.DecodeNumber16(u.Body[cut:], size.Rows*size.Cols)
	if err != nil {
		return zero, puzzles.Errorf(0, 0, "URL cells (after the %d clues): %v", n, err)
	}
	e, k := NewEdges(size), 0
	for _, side := range Sides {
		for i := range e[side] {
			if k < len(clues) && clues[k] != pzl.Empty {
				if clues[k] == pzl.Unknown {
					return zero, puzzles.Errorf(0, 0, "URL: the clue %s is '.' (unknown), which is not allowed", side.Where(i))
				}
				e[side][i] = clues[k]
			}
			k++
		}
	}
	lo, hi, _ := s.Symbols.numbers()
	for i, v := range given {
		pos := grid.Pos{R: i / size.Cols, C: i % size.Cols}
		switch {
		case v == pzl.Empty:
		case v == pzl.Unknown:
			return zero, puzzles.Errorf(0, 0, "URL: the cell at %s is '.' (unknown), which is not allowed", puzzles.CellName(pos))
		case v < lo || v > hi:
			return zero, puzzles.Errorf(0, 0, "URL: the number %d at %s is outside %d to %d", v, puzzles.CellName(pos), lo, hi)
		default:
			cells[pos.R][pos.C] = v
		}
	}
	return WithEdges(s, cells, e), nil
}

// edgeEnd returns where the n clues of a puzz.link body end, counting
// as pzprjs's Number16ExCell decoder does: "-" and two hex digits one
// clue, 'g'–'z' 1 to 20 clues without one, any other character one.
func edgeEnd(body string, n int) int {
	i := 0
	for count := 0; i < len(body) && count < n; i++ {
		switch ch := body[i]; {
		case ch == '-':
			i += 2
			count++
		case ch >= 'g' && ch <= 'z':
			count += int(ch-'g') + 1
		default:
			count++
		}
	}
	return min(i, len(body))
}

// GameID returns the puzzle's Tatham game ID; ok is false when the type
// has none or a cell holds what the ID cannot.
func (g EdgeGrid) GameID() (id string, ok bool) {
	if g.rule.Game == nil {
		return "", false
	}
	var b strings.Builder
	size := g.Size()
	if size.Rows == size.Cols {
		fmt.Fprintf(&b, "%d:", size.Cols)
	} else {
		fmt.Fprintf(&b, "%dx%d:", size.Cols, size.Rows)
	}
	for i, v := range g.flatEdges(NoClue) {
		if i > 0 {
			b.WriteByte('/')
		}
		if v != NoClue {
			b.WriteString(strconv.Itoa(v))
		}
	}
	if !g.givens() {
		return b.String(), true
	}
	runs, ok := writeRuns(g.c.symbols, g.c.blank, g.Cells)
	return b.String() + "," + runs, ok
}

// writeRuns writes cells as readRuns reads them; ok is false when a cell
// is neither blank nor one of the alphabet's numbers.
func writeRuns(symbols Alphabet, blank int, cells [][]int) (string, bool) {
	var b strings.Builder
	lo, hi, _ := symbols.numbers()
	run, first := 0, true
	flush := func() {
		for ; run > 0; run -= min(run, 26) {
			b.WriteByte(byte('a' + min(run, 26) - 1))
		}
	}
	for _, v := range pzl.Flat(cells) {
		switch {
		case v == blank:
			run++
		case v < lo || hi >= 0 && v > hi:
			return "", false
		default:
			if run == 0 && !first {
				b.WriteByte('_')
			}
			flush()
			b.WriteString(strconv.Itoa(v))
		}
		first = false
	}
	flush()
	return b.String(), true
}

// edgeGameID reads a game ID "PARAMS:CLUES[,CELLS]" (see EdgeRule.Game).
func edgeGameID[P EdgeInstance](s *Spec[P], r *EdgeRule, id string) (P, error) {
	var zero P
	params, desc, _ := strings.Cut(id, ":")
	p, err := tatham.ReadParams(params, r.Game.Params...)
	if err != nil {
		return zero, err
	}
	size := grid.Size{Rows: p.H, Cols: p.W}
	clues, runs, hasCells := strings.Cut(desc, ",")
	fields := strings.Split(clues, "/")
	e, k := NewEdges(size), 0
	if len(fields) != 2*(size.Rows+size.Cols) {
		return zero, puzzles.Errorf(0, 0, "game ID: %d clue places (separated by '/'), the %dx%d board has %d", len(fields), size.Cols, size.Rows, 2*(size.Rows+size.Cols))
	}
	for _, side := range Sides {
		for i := range e[side] {
			f := fields[k]
			k++
			if f == "" {
				continue
			}
			if strings.Trim(f, "0123456789") != "" || len(f) > 2 {
				return zero, puzzles.Errorf(0, 0, "game ID: the clue %s, %q, is not a number", side.Where(i), f)
			}
			e[side][i], _ = strconv.Atoi(f)
		}
	}
	cells, _ := puzzles.NewGrid(size.Rows, size.Cols, s.Blank)
	if hasCells {
		if err := readRuns(s.Symbols, runs, len(params)+len(clues)+3, cells); err != nil {
			return zero, err
		}
	}
	return WithEdges(s, cells, e), nil
}

// readRuns reads the cells of a game ID into cells: 'a'–'z' a run of 1 to
// 26 blank cells, a number a cell, '_' between two numbers; col is the
// description's first character in the ID (from 1), for errors.
func readRuns(symbols Alphabet, desc string, col int, cells [][]int) error {
	rows, cols := len(cells), len(cells[0])
	lo, hi, _ := symbols.numbers()
	k := 0
	for i := 0; i < len(desc); {
		switch ch := desc[i]; {
		case ch >= 'a' && ch <= 'z':
			k += int(ch-'a') + 1
			i++
		case ch == '_':
			i++
		case ch >= '0' && ch <= '9':
			j := i
			for j < len(desc) && desc[j] >= '0' && desc[j] <= '9' && j-i < 5 {
				j++
			}
			v, _ := strconv.Atoi(desc[i:j])
			if v < lo || hi >= 0 && v > hi {
				return puzzles.Errorf(0, 0, "game ID, character %d: the %v", col+i, symbols.noNumber(strconv.Itoa(v), ""))
			}
			if k < rows*cols {
				cells[k/cols][k%cols] = v
			}
			k, i = k+1, j
		default:
			return puzzles.Errorf(0, 0, "game ID, character %d: unexpected %q in the cells (expected 'a'–'z', '_' or a number)", col+i, ch)
		}
		if k > rows*cols {
			return puzzles.Errorf(0, 0, "game ID, character %d: the cells run past the %dx%d board", col+i-1, cols, rows)
		}
	}
	if k < rows*cols {
		return puzzles.Errorf(0, 0, "game ID: the cells cover %d of the %dx%d board's %d", k, cols, rows, rows*cols)
	}
	return nil
}
