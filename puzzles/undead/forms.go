package undead

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/tatham"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/textgrid"
)

// place is the number at row r, column c of the frame around the board
// (row or column -1, rows or cols): a number beside the board or, at
// three corners, a total (ghosts top left, vampires top right, zombies
// bottom left); nil elsewhere.
func (p *Puzzle) place(r, c int) *int {
	size := p.Size()
	inR, inC := r >= 0 && r < size.Rows, c >= 0 && c < size.Cols
	switch {
	case inC && r == -1:
		return &p.Edges[cellgrid.Top][c]
	case inC && r == size.Rows:
		return &p.Edges[cellgrid.Bottom][c]
	case inR && c == -1:
		return &p.Edges[cellgrid.Left][r]
	case inR && c == size.Cols:
		return &p.Edges[cellgrid.Right][r]
	case r == -1 && c == -1:
		return &p.Totals[0]
	case r == -1 && c == size.Cols:
		return &p.Totals[1]
	case r == size.Rows && c == -1:
		return &p.Totals[2]
	}
	return nil
}

// String implements puzzles.Instance: a header with the totals given,
// then the board framed by its numbers ('.' where none, '+' at the
// corners), the tokens separated by spaces and as wide as the widest.
func (p *Puzzle) String() string {
	var b strings.Builder
	b.WriteString("#undead")
	for k, n := range p.Totals {
		if n != cellgrid.NoClue {
			fmt.Fprintf(&b, " %ss=%d", monsters[k], n)
		}
	}
	size := p.Size()
	w := 1
	for _, side := range p.Edges {
		for _, n := range side {
			w = max(w, len(strconv.Itoa(max(n, 0))))
		}
	}
	for r := -1; r <= size.Rows; r++ {
		b.WriteByte('\n')
		for c := -1; c <= size.Cols; c++ {
			tok := "+"
			switch at := p.place(r, c); {
			case size.In(grid.Pos{R: r, C: c}):
				tok = string(spec.Symbols.TextChar(p.Cells[r][c]))
			case !p.corner(r, c) && *at == cellgrid.NoClue:
				tok = "."
			case !p.corner(r, c):
				tok = strconv.Itoa(*at)
			}
			fmt.Fprintf(&b, "%*s", w+min(c+1, 1), tok)
		}
	}
	return b.String() + "\n"
}

// token is a word of the text and where it stands.
type token struct {
	text      string
	line, col int
}

// corner reports whether row r, column c of the frame is a corner.
func (p *Puzzle) corner(r, c int) bool {
	size := p.Size()
	return (r < 0 || r == size.Rows) && (c < 0 || c == size.Cols)
}

// tokens are the words of a line.
func tokens(l textgrid.Line) []token {
	var out []token
	start := -1
	for i, ch := range l.Text + " " {
		switch space := unicode.IsSpace(ch); {
		case space && start >= 0:
			out, start = append(out, token{l.Text[start:i], l.N, start + 1}), -1
		case !space && start < 0:
			start = i
		}
	}
	return out
}

// readText reads the text form (see String): the header's totals, then
// a line of numbers above the board, a line per row (its number on the
// left, its squares, one character each, together or apart, its number on
// the right) and a line of numbers below; a number is '.' where none.
func readText(s *cellgrid.Spec[*Puzzle], h textgrid.Header, lines []textgrid.Line) (*Puzzle, error) {
	var frame [][]token
	for _, l := range lines {
		row := tokens(l)
		switch {
		case len(row) == 0:
			continue
		case len(row) < 3:
			return nil, puzzles.Errorf(l.N, 1, "expected numbers and squares separated by spaces")
		}
		if len(frame) > 0 && row[0].text != "+" { // a row of squares: split them
			var squares []token
			for _, t := range row[1 : len(row)-1] {
				for j, ch := range t.text {
					squares = append(squares, token{string(ch), t.line, t.col + j})
				}
			}
			row = append(append(row[:1:1], squares...), row[len(row)-1])
		}
		if len(frame) > 0 && len(row) != len(frame[0]) {
			return nil, puzzles.Errorf(l.N, 1, "row has %d places, the first line %d", len(row), len(frame[0]))
		}
		frame = append(frame, row)
	}
	size, err := cellgrid.FramedSize(frame, func(t token) int { return t.line }, "expected the board framed by its numbers: at least 3 lines of 3 places")
	if err != nil {
		return nil, err
	}
	p, _ := s.New(size.Rows, size.Cols)
	for r, row := range frame {
		for c, t := range row {
			if err := p.readPlace(s.Symbols, r-1, c-1, t.text); err != nil {
				return nil, puzzles.Errorf(t.line, t.col, "unexpected %q: %v", t.text, err)
			}
		}
	}
	return p, p.readTotals(h)
}

// readPlace reads the text's token at row r, column c of the frame.
func (p *Puzzle) readPlace(symbols cellgrid.Alphabet, r, c int, text string) error {
	switch at := p.place(r, c); {
	case p.Size().In(grid.Pos{R: r, C: c}):
		for _, s := range symbols {
			if strings.Contains(s.Text, text) {
				p.Cells[r][c] = s.Value
				return nil
			}
		}
		return fmt.Errorf("a square is '.', '\\', '/', 'G', 'V' or 'Z'")
	case p.corner(r, c):
		if text != "+" {
			return fmt.Errorf("a corner of the frame is '+'")
		}
	case text != ".":
		n, err := strconv.Atoi(text)
		if err != nil || n < 0 || len(text) > 4 {
			return fmt.Errorf("a number beside the board is a count of monsters or '.'")
		}
		*at = n
	}
	return nil
}

// readTotals reads the header's words: ghosts=G vampires=V zombies=Z.
func (p *Puzzle) readTotals(h textgrid.Header) error {
	for _, word := range h.Words {
		name, value, _ := strings.Cut(word, "=")
		n, err := strconv.Atoi(value)
		k := slices.Index(monsters[:], strings.TrimSuffix(name, "s"))
		if k < 0 || !strings.HasSuffix(name, "s") || err != nil || n < 0 || len(value) > 4 {
			return puzzles.Errorf(h.Line, 0, "header word %q: expected ghosts=G, vampires=V or zombies=Z", word)
		}
		p.Totals[k] = n
	}
	return nil
}

// numbered are the places of a game ID's numbers: the totals' corners,
// then clockwise from the top left: above the board left to right, right
// of it top to bottom, below it right to left, left of it bottom to top.
func numbered(size grid.Size) [][2]int {
	out := [][2]int{{-1, -1}, {-1, size.Cols}, {size.Rows, -1}}
	for c := range size.Cols {
		out = append(out, [2]int{-1, c})
	}
	for r := range size.Rows {
		out = append(out, [2]int{r, size.Cols})
	}
	for c := size.Cols - 1; c >= 0; c-- {
		out = append(out, [2]int{size.Rows, c})
	}
	for r := size.Rows - 1; r >= 0; r-- {
		out = append(out, [2]int{r, -1})
	}
	return out
}

// parseGameID reads "WxH[dD]:G,V,Z,GRID,NUMBERS": the totals, the
// squares ('L' a mirror \, 'R' a mirror /, 'G', 'V' or 'Z' a given
// monster, 'a'–'z' 1 to 26 empty squares) and the numbers clockwise
// from the top left.
func parseGameID(s *cellgrid.Spec[*Puzzle], id string) (*Puzzle, error) {
	head, desc, _ := strings.Cut(id, ":")
	params, err := tatham.ReadParams(head, tatham.OneOf('d', "ent"))
	if err != nil {
		return nil, err
	}
	f := strings.Split(desc, ",")
	size := grid.Size{Rows: params.H, Cols: params.W}
	if len(f) != 4+2*(size.Rows+size.Cols) {
		return nil, puzzles.Errorf(0, 0, "game ID: %d fields (separated by ','), the %dx%d board has 3 totals, its squares and %d numbers", len(f), size.Cols, size.Rows, 2*(size.Rows+size.Cols))
	}
	col := len(head) + len(f[0]+f[1]+f[2]) + 5
	cells, err := tatham.Cells(f[3], col, size.Cols, size.Rows, Blank, func(ch rune) (int, error) {
		if i := strings.IndexRune("LRGVZ", ch); i >= 0 && ch < 'a' {
			return Back + i, nil
		}
		return 0, tatham.Unexpected(ch, "'L', 'R', 'G', 'V', 'Z' or a run a-z")
	})
	if err != nil {
		return nil, err
	}
	p := cellgrid.WithEdges(s, cells, cellgrid.NewEdges(size))
	for i, v := range append(f[:3:3], f[4:]...) {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || len(v) > 4 {
			return nil, puzzles.Errorf(0, 0, "game ID: number %d, %q, is not a count", i+1, v)
		}
		at := numbered(size)[i]
		*p.place(at[0], at[1]) = n
	}
	return p, nil
}

// Written implements puzzles.FormWriter: the game ID, when every number
// and total is given.
func (p *Puzzle) Written() []puzzles.Written {
	var nums []string
	for _, at := range numbered(p.Size()) {
		nums = append(nums, strconv.Itoa(*p.place(at[0], at[1])))
	}
	nums = slices.Insert(nums, 3, tatham.Desc(p.Cells, Blank, func(v int) byte { return "?LRGVZ"[v] }))
	if strings.Contains(strings.Join(nums, ","), "-") {
		return nil
	}
	size := p.Size()
	return []puzzles.Written{{Form: puzzles.GameIDForm, Text: tatham.ID(size.Cols, size.Rows, "", strings.Join(nums, ","))}}
}
