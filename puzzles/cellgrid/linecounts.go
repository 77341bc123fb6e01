package cellgrid

import (
	"fmt"
	"iter"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/pzl"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/textgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// NoCount is a line without a count (pzl.Empty, which a puzz.link body
// writes as a skip).
const NoCount = pzl.Empty

// The editor's targets of the counts (Target.Kind): a row's, in the strip
// right of the board (R is the row), and a column's, in the strip below
// it (C is the column).
const (
	KindRow = "row"
	KindCol = "col"
)

// CountRule says what a type's line counts count.
type CountRule struct {
	Noun  string          // what is counted, plural: "tents"
	Most  func(n int) int // the largest count of a line of n cells
	forms *CountedForms   // set by CountedOwn
}

// Counts are the numbers beside a board: how many of something (tents,
// ships) each row and each column holds, NoCount where not given.
type Counts struct {
	Rows, Cols []int
	rule       *CountRule
}

// SetCounts gives each row and column the number of cells in it: the
// counts of a generated board's answer (its ships, tents, water).
func (c *Counts) SetCounts(cells iter.Seq[grid.Pos]) {
	clear(c.Rows)
	clear(c.Cols)
	for pos := range cells {
		c.Rows[pos.R]++
		c.Cols[pos.C]++
	}
}

// counts lets Grid.keep and CountedText reach the counts of a puzzle.
func (c *Counts) counts() *Counts { return c }

// counter is a puzzle with counts.
type counter interface{ counts() *Counts }

// Counted is a Grid with counts beside its rows and columns: the type's
// puzzle embeds it in place of Grid, its Spec.Own from CountedOwn (a
// Spec.Make that sets more calls For). It brings the counts' text,
// clues, editing and drawing.
type Counted struct {
	Grid
	Counts
}

// For returns g without counts, for Spec.Make.
func (r *CountRule) For(g Grid) Counted {
	size := g.Size()
	return Counted{g, Counts{slices.Repeat([]int{NoCount}, size.Rows), slices.Repeat([]int{NoCount}, size.Cols), r}}
}

// keepCounts copies the counts of from onto to, when both have them.
func keepCounts(from, to puzzles.Instance) {
	f, okf := from.(counter)
	t, okt := to.(counter)
	if okf && okt {
		c := *f.counts()
		*t.counts() = Counts{slices.Clone(c.Rows), slices.Clone(c.Cols), c.rule}
	}
}

// CountedText reads the text of a Counted puzzle (for Own.Text): the
// column counts on the first line (together, or separated by spaces),
// then each row's cells and, after a space or joined, its count; a count
// is a number, or '?', '.' or '-' for none.
func CountedText[P Instance](s *Spec[P], _ textgrid.Header, all []textgrid.Line) (P, error) {
	var zero P
	lines := textgrid.NonBlank(all)
	if len(lines) < 2 {
		return zero, puzzles.Errorf(0, 0, "expected a line of column counts and at least one row")
	}
	var cells [][]int
	var rows []int
	for _, l := range lines[1:] {
		row, n, err := s.countedRow(l)
		if err != nil {
			return zero, err
		}
		if len(cells) > 0 && len(row) != len(cells[0]) {
			return zero, puzzles.Errorf(l.N, 1, "row has %d cells, the first row %d", len(row), len(cells[0]))
		}
		cells, rows = append(cells, row), append(rows, n)
	}
	if err := puzzles.CheckSize(len(cells), len(cells[0])); err != nil {
		return zero, puzzles.Errorf(lines[1].N, 1, "%v", err)
	}
	cols, err := readColCounts(lines[0], len(cells[0]))
	if err != nil {
		return zero, err
	}
	p := s.Wrap(cells)
	c := any(p).(counter).counts()
	c.Rows, c.Cols = rows, cols
	return p, nil
}

// countedRow reads a row of cells and its count.
func (s *Spec[P]) countedRow(l textgrid.Line) ([]int, int, error) {
	f := strings.Fields(l.Text)
	last := f[len(f)-1]
	body := strings.Join(f[:len(f)-1], "")
	if _, err := readCount(last); len(f) == 1 || err != nil {
		i := strings.TrimRight(last, "0123456789")
		if i == last || len(f) == 1 && i == "" {
			return nil, 0, puzzles.Errorf(l.N, len(l.Text), "expected the row's count (a number or '?') at the end of the row")
		}
		body, last = body+i, last[len(i):]
	}
	var row []int
	for i, ch := range []rune(body) {
		v, err := s.Symbols.readText(ch, s.Beyond)
		if err != nil {
			return nil, 0, puzzles.Errorf(l.N, i+1, "%v", err)
		}
		row = append(row, v)
	}
	n, err := readCount(last)
	if err != nil {
		return nil, 0, puzzles.Errorf(l.N, len(l.Text)-len(last)+1, "%v", err)
	}
	return row, n, nil
}

// readColCounts reads the column counts: one per column, separated by
// spaces, or one character per column when all are written together.
func readColCounts(l textgrid.Line, cols int) ([]int, error) {
	f := strings.Fields(l.Text)
	if len(f) == 1 && cols > 1 && len(f[0]) == cols {
		f = strings.Split(f[0], "")
	}
	if len(f) != cols {
		return nil, puzzles.Errorf(l.N, 1, "%d column counts for %d columns", len(f), cols)
	}
	out := make([]int, cols)
	for c, s := range f {
		n, err := readCount(s)
		if err != nil {
			return nil, puzzles.Errorf(l.N, 1, "column %d: %v", c+1, err)
		}
		out[c] = n
	}
	return out, nil
}

// readCount reads a count: digits, or '?', '.' or '-' for none.
func readCount(s string) (int, error) {
	if s == "?" || s == "." || s == "-" {
		return NoCount, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 || s[0] == '+' || s[0] == '-' {
		return 0, fmt.Errorf("count %q is not a number or '?'", s)
	}
	return n, nil
}

// countText writes a count, '?' for none.
func countText(n int) string {
	if n == NoCount {
		return "?"
	}
	return strconv.Itoa(n)
}

// String implements puzzles.Instance: a "#name" header, the column counts
// (together when each is one character, else separated by spaces), then
// each row's cells, a space and its count ('?' for none).
func (c Counted) String() string {
	var b strings.Builder
	b.WriteString("#" + c.c.name + "\n")
	sep := ""
	for _, n := range c.Cols {
		if n > 9 || len(c.Cols) == 1 {
			sep = " "
		}
	}
	for i, n := range c.Cols {
		if i > 0 {
			b.WriteString(sep)
		}
		b.WriteString(countText(n))
	}
	b.WriteByte('\n')
	for r, row := range c.Cells {
		for _, v := range row {
			b.WriteByte(c.c.symbols.TextChar(v))
		}
		b.WriteString(" " + countText(c.Rows[r]) + "\n")
	}
	return b.String()
}

// CheckCounts refuses counts that no line of their length can hold (for
// Own.Check).
func (c Counted) CheckCounts() error {
	size := c.Size()
	for r, n := range c.Rows {
		if most := c.rule.Most(size.Cols); n > most {
			return fmt.Errorf("row %d: %d %s do not fit a row of %d cells (at most %d)", r+1, n, c.rule.Noun, size.Cols, most)
		}
	}
	for i, n := range c.Cols {
		if most := c.rule.Most(size.Rows); n > most {
			return fmt.Errorf("column %d: %d %s do not fit a column of %d cells (at most %d)", i+1, n, c.rule.Noun, size.Rows, most)
		}
	}
	return nil
}

// Clues implements puzzles.Instance: the counts, the rows' first (at
// [r, cols], where the drawing shows them) and then the columns' (at
// [rows, c]).
func (c Counted) Clues() []puzzles.Clue {
	size := c.Size()
	return puzzles.LineClues(c.Rows, c.Cols, size.Cols, size.Rows, func(n int) bool { return n != NoCount }, strconv.Itoa)
}

// Without implements puzzles.Instance: the counts at the given indices
// of Clues() removed.
func (c Counted) Without(drop []int) puzzles.Instance {
	q := c.keep(c.Clone().Cells)
	qc := q.(counter).counts()
	puzzles.DropLines(c.Clues(), drop, c.Size().Cols, qc.Rows, qc.Cols, NoCount)
	return q
}

// Hit implements puzzles.Editable: a cell, or a count in a strip.
func (c Counted) Hit(x, y float64) (puzzles.Target, bool) {
	size := c.Size()
	r, col := int(math.Floor(y)), int(math.Floor(x))
	switch {
	case x < 0 || y < 0:
	case r < size.Rows && col < size.Cols:
		return puzzles.Target{R: r, C: col}, true
	case r < size.Rows && col == size.Cols:
		return puzzles.Target{R: r, Kind: KindRow}, true
	case r == size.Rows && col < size.Cols:
		return puzzles.Target{C: col, Kind: KindCol}, true
	}
	return puzzles.Target{}, false
}

// Box implements puzzles.Editable.
func (c Counted) Box(t puzzles.Target) (x, y, w, h float64) {
	r, col := c.place(t)
	return float64(col), float64(r), 1, 1
}

// place is where t is drawn: the strips are an extra column and row.
func (c Counted) place(t puzzles.Target) (r, col int) {
	switch t.Kind {
	case KindRow:
		return t.R, c.Size().Cols
	case KindCol:
		return c.Size().Rows, t.C
	}
	return t.R, t.C
}

// Move implements puzzles.Editable: arrows move over the cells and on to
// the counts right of and below the board.
func (c Counted) Move(t puzzles.Target, arrow string) puzzles.Target {
	size := c.Size()
	r, col := c.place(t)
	next := puzzles.CellMove(size.Rows+1, size.Cols+1, puzzles.Target{R: r, C: col}, arrow)
	switch {
	case next.R < size.Rows && next.C < size.Cols:
		return puzzles.Target{R: next.R, C: next.C}
	case next.R < size.Rows:
		return puzzles.Target{R: next.R, Kind: KindRow}
	case next.C < size.Cols:
		return puzzles.Target{C: next.C, Kind: KindCol}
	}
	return t
}

// Keys implements puzzles.Editable: the cells' keys with the digits of
// the counts before a last Delete.
func (c Counted) Keys() []puzzles.Key {
	keys := c.Grid.Keys()
	var del []puzzles.Key
	if n := len(keys); n > 0 && keys[n-1].Label == "Delete" {
		keys, del = keys[:n-1], []puzzles.Key{keys[n-1]}
	}
	for _, d := range "0123456789" {
		keys = append(keys, puzzles.Key{Label: string(d), Key: string(d)})
	}
	return append(keys, del...)
}

// Edit implements puzzles.Editable: a cell as Grid.Edit; on a count, a
// digit extends the count (1 then 2 is 12) or starts it again when the
// longer count would not fit the line, Backspace removes the last digit,
// Delete, '?' or '.' removes the count.
func (c Counted) Edit(t puzzles.Target, key string) (puzzles.Instance, error) {
	if t.Kind != KindRow && t.Kind != KindCol {
		return c.Grid.Edit(t, key)
	}
	size := c.Size()
	counts, i, length, name := c.Rows, t.R, size.Cols, "row"
	if t.Kind == KindCol {
		counts, i, length, name = c.Cols, t.C, size.Rows, "column"
	}
	if i < 0 || i >= len(counts) {
		return c.self, nil
	}
	old, n, most := counts[i], NoCount, c.rule.Most(length)
	switch {
	case key == "Delete" || key == "?" || key == ".":
	case key == "Backspace" && old != NoCount:
		if n = old / 10; old < 10 {
			n = NoCount
		}
	case len(key) == 1 && key[0] >= '0' && key[0] <= '9':
		d := int(key[0] - '0')
		if n = d; old != NoCount && old > 0 && old*10+d <= most {
			n = old*10 + d
		}
		if n > most {
			return c.self, fmt.Errorf("%d %s do not fit a %s of %d cells (at most %d)", n, c.rule.Noun, name, length, most)
		}
	default:
		return c.self, nil
	}
	if n == old {
		return c.self, nil
	}
	q := c.keep(c.Clone().Cells)
	qc := q.(counter).counts()
	if t.Kind == KindCol {
		qc.Cols[i] = n
	} else {
		qc.Rows[i] = n
	}
	return q, nil
}

// Scene draws the board from (0, 0) with the row counts in a strip to
// its right and the column counts in a strip below it, then the given
// cells as their symbols' Looks say.
func (c Counted) Scene() draw.Scene {
	size := c.Size()
	s := draw.Scene{}
	s.Grid(size.Rows, size.Cols)
	c.Counts.draw(&s, size)
	for _, pos := range size.Cells() {
		sym, _ := c.c.symbols.ByValue(c.At(pos))
		drawLook(&s, pos.R, pos.C, sym)
	}
	return s
}

// draw widens s by a strip right of and below a board of size and
// writes the counts there.
func (c Counts) draw(s *draw.Scene, size grid.Size) {
	s.W, s.H = float64(size.Cols+1), float64(size.Rows+1)
	for r, n := range c.Rows {
		if n != NoCount {
			s.CellText(r, size.Cols, countText(n), draw.Ink, true)
		}
	}
	for i, n := range c.Cols {
		if n != NoCount {
			s.CellText(size.Rows, i, countText(n), draw.Ink, true)
		}
	}
}

// CheckMarks compares the marked cells (tents) in each row and column
// with the counts.
func (c Counted) CheckMarks(marks map[grid.Pos]bool) error {
	got := Counts{Rows: make([]int, len(c.Rows)), Cols: make([]int, len(c.Cols))}
	got.SetCounts(maps.Keys(marks))
	for r, n := range c.Rows {
		if n != NoCount && got.Rows[r] != n {
			return fmt.Errorf("row %d has %d %s, not %d", r, got.Rows[r], c.rule.Noun, n)
		}
	}
	for i, n := range c.Cols {
		if n != NoCount && got.Cols[i] != n {
			return fmt.Errorf("column %d has %d %s, not %d", i, got.Cols[i], c.rule.Noun, n)
		}
	}
	return nil
}

// EncodeCounts states that each line with a count has exactly that many
// of the cells' literals true (lit is sat.False where none can be).
func (c Counted) EncodeCounts(m *sat.Model, lit func(pos grid.Pos) sat.Lit) {
	size := c.Size()
	line := func(n int, cells []grid.Pos, at grid.Delta) {
		if n != NoCount {
			lits := make([]sat.Lit, len(cells))
			for i, pos := range cells {
				lits[i] = lit(pos.Add(at))
			}
			m.Exactly(n, lits...)
		}
	}
	for r, n := range c.Rows {
		line(n, grid.Size{Rows: 1, Cols: size.Cols}.Cells(), grid.Delta{R: r})
	}
	for i, n := range c.Cols {
		line(n, grid.Size{Rows: size.Rows, Cols: 1}.Cells(), grid.Delta{C: i})
	}
}

// URLCounts is the counts in a puzz.link body, the columns' then the
// rows'.
func (c Counts) URLCounts() string {
	return pzl.EncodeNumber16(append(slices.Clone(c.Cols), c.Rows...))
}

// ReadURLCounts reads the counts at the start of a puzz.link body
// ('0'–'f' a count, '-' and two hex digits a larger one, '.' an unknown
// one, 'g'–'z' 1 to 20 lines without a count) and returns the rest.
func (c *Counts) ReadURLCounts(body string) (string, error) {
	cols, total := len(c.Cols), len(c.Cols)+len(c.Rows)
	set := func(k, n int) {
		if k < cols {
			c.Cols[k] = n
		} else {
			c.Rows[k-cols] = n
		}
	}
	k := 0
	for i := 0; i < len(body); i++ {
		ch := body[i]
		switch {
		case ch >= '0' && ch <= '9', ch >= 'a' && ch <= 'f':
			n, _ := strconv.ParseInt(body[i:i+1], 16, 0)
			set(k, int(n))
		case ch == '-':
			if i+3 > len(body) {
				return "", puzzles.Errorf(0, 0, "URL body: '-' at %d needs two hex digits", i+1)
			}
			n, err := strconv.ParseUint(body[i+1:i+3], 16, 8)
			if err != nil {
				return "", puzzles.Errorf(0, 0, "URL body: %q at %d is not a hex number", body[i+1:i+3], i+2)
			}
			set(k, int(n))
			i += 2
		case ch == '.':
			set(k, NoCount)
		case ch >= 'g' && ch <= 'z':
			k += int(ch - 'g')
		default:
			return "", puzzles.Errorf(0, 0, "URL body: unexpected %q at %d among the counts", ch, i+1)
		}
		if k++; k >= total {
			return body[i+1:], nil
		}
	}
	return "", nil
}

// GameCounts is the counts as a Tatham description ends: a comma before
// each, the columns' then the rows'; ok is false when one is missing.
func (c Counts) GameCounts() (string, bool) {
	var b strings.Builder
	for _, n := range append(slices.Clone(c.Cols), c.Rows...) {
		if n == NoCount {
			return "", false
		}
		b.WriteString("," + strconv.Itoa(n))
	}
	return b.String(), true
}

// ReadGameCounts reads the counts of a Tatham description, the columns'
// then the rows' separated by commas.
func (c *Counts) ReadGameCounts(nums string) error {
	f := strings.Split(nums, ",")
	w, h := len(c.Cols), len(c.Rows)
	if nums == "" || len(f) != w+h {
		n := len(f)
		if nums == "" {
			n = 0
		}
		return puzzles.Errorf(0, 0, "game ID: %d counts after the grid, the %dx%d board needs %d", n, w, h, w+h)
	}
	for i, s := range f {
		n, err := strconv.Atoi(s)
		if err != nil || n < 0 || s[0] == '+' {
			return puzzles.Errorf(0, 0, "game ID: count %q is not a number", s)
		}
		if i < w {
			c.Cols[i] = n
		} else {
			c.Rows[i-w] = n
		}
	}
	return nil
}
