package magnets

import (
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/formats"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/pzl"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/tatham"
)

// forms are the game ID and the puzz.link URL.
func forms(s *cellgrid.Spec[*Puzzle]) []formats.Form[*Puzzle] {
	return []formats.Form[*Puzzle]{
		tatham.Form(func(id string) (*Puzzle, error) { return readID(s, id) }, "detS"),
		pzl.Form(func(url string) (*Puzzle, error) { return readURL(s, url) }, "magnets"),
	}
}

// gameSides are the counts in the order of a game ID: + above, + left,
// - below, - right.
var gameSides = []cellgrid.Side{cellgrid.Top, cellgrid.Left, cellgrid.Bottom, cellgrid.Right}

// gameLetters are the cells of a game ID.
const gameLetters = ".LRTB*"

// readID reads "WxH[dX][S]:TOP,LEFT,BOTTOM,RIGHT,CELLS": a count a
// character ('0'–'9', 'a'–'z' 10 up, '.' none), the cells L, R, T, B or
// '*' (commas in them skipped).
func readID(s *cellgrid.Spec[*Puzzle], id string) (*Puzzle, error) {
	params, desc, _ := strings.Cut(id, ":")
	ps, err := tatham.ReadParams(params, tatham.OneOf('d', "et"), tatham.Flag('S'))
	if err != nil {
		return nil, err
	}
	size, col := grid.Size{Rows: ps.H, Cols: ps.W}, len(params)+2 // col: desc[k] is character col+k of the ID
	e, k := cellgrid.NewEdges(size), 0
	next := func() byte {
		if k++; k <= len(desc) {
			return desc[k-1]
		}
		return 0
	}
	for _, side := range gameSides {
		for i := range e[side] {
			switch ch := next(); {
			case ch == 0:
				return nil, puzzles.Errorf(0, 0, "game ID: the description ends before the count %s", side.Where(i))
			case ch == '.':
			case strings.IndexByte(digits36, ch) < 0:
				return nil, puzzles.Errorf(0, 0, "game ID, character %d: unexpected %q for the count %s (expected a digit, a–z or '.')", col+k-1, ch, side.Where(i))
			default:
				e[side][i] = strings.IndexByte(digits36, ch)
			}
		}
		if next() != ',' {
			return nil, puzzles.Errorf(0, 0, "game ID, character %d: expected ',' after the %d counts %s", col+k-1, len(e[side]), side.Where(0)[:5])
		}
	}
	cells, _ := puzzles.NewGrid(size.Rows, size.Cols, Blank)
	n := 0
	for ; k < len(desc); k++ {
		v := strings.IndexByte(gameLetters, desc[k])
		switch {
		case desc[k] == ',':
			continue
		case v <= 0:
			return nil, puzzles.Errorf(0, 0, "game ID, character %d: unexpected %q in the dominoes (expected L, R, T, B or '*')", col+k, desc[k])
		case n >= size.Rows*size.Cols:
			return nil, puzzles.Errorf(0, 0, "game ID, character %d: the dominoes run past the %dx%d board", col+k, size.Cols, size.Rows)
		}
		cells[n/size.Cols][n%size.Cols] = v
		n++
	}
	if n < size.Rows*size.Cols {
		return nil, puzzles.Errorf(0, 0, "game ID: the dominoes cover %d of the %dx%d board's %d cells", n, size.Cols, size.Rows, size.Rows*size.Cols)
	}
	return tiled(cellgrid.WithEdges(s, cells, e), "game ID")
}

// digits36 are a game ID's counts, 0 to 35.
const digits36 = "0123456789abcdefghijklmnopqrstuvwxyz"

// tiled refuses a puzzle whose cells are not all dominoes (or walls).
func tiled(p *Puzzle, form string) (*Puzzle, error) {
	if err := p.Validate(); err != nil {
		return nil, puzzles.Errorf(0, 0, "%s: %v", form, err)
	}
	return p, nil
}

// GameID is the puzzle's Tatham game ID; ok is false when a cell is
// not in a domino or a count is above 35.
func (p *Puzzle) GameID() (string, bool) {
	var b strings.Builder
	for _, s := range gameSides {
		for _, n := range p.Edges[s] {
			if n == cellgrid.NoClue {
				b.WriteByte('.')
			} else {
				b.WriteByte(digits36[min(n, 35)])
			}
		}
		b.WriteByte(',')
	}
	for _, row := range p.Cells {
		for _, v := range row {
			b.WriteByte(gameLetters[v])
		}
	}
	return tatham.ID(p.Size().Cols, p.Size().Rows, "", b.String()), p.Validate() == nil
}

// urlCounts are the counts in the order of a puzz.link body: each
// column's - then +, each row's - then +.
func (p *Puzzle) urlCounts(e cellgrid.Edges) []*int {
	var out []*int
	for _, pair := range [][2]cellgrid.Side{{cellgrid.Bottom, cellgrid.Top}, {cellgrid.Right, cellgrid.Left}} {
		for i := range e[pair[0]] {
			out = append(out, &e[pair[0]][i], &e[pair[1]][i])
		}
	}
	return out
}

// readURL reads magnets/COLS/ROWS/BODY: the counts (Number16), the
// borders between dominoes, then when any cell is in none three-valued
// given poles (which must be none) and those cells five to a digit.
func readURL(s *cellgrid.Spec[*Puzzle], url string) (*Puzzle, error) {
	u, err := pzl.Split(url, "magnets")
	if err != nil {
		return nil, err
	}
	p, err := s.New(u.Rows, u.Cols)
	if err != nil {
		return nil, puzzles.Errorf(0, 0, "URL: %v", err)
	}
	size, n := p.Size(), u.Rows*u.Cols
	e, counts := p.Edges, p.urlCounts(p.Edges)
	cut := edgeEnd(u.Body, len(counts))
	nums, err := pzl.DecodeNumber16(u.Body[:cut], len(counts))
	if err != nil {
		return nil, err
	}
	for i, v := range nums {
		if v == pzl.Unknown {
			return nil, puzzles.Errorf(0, 0, "URL: count %d is '.' (unknown), which is not allowed", i+1)
		}
		*counts[i] = max(v, cellgrid.NoClue)
	}
	rest := u.Body[cut:]
	open, err := bits(rest, (size.Cols-1)*size.Rows, size.Cols*(size.Rows-1))
	if err != nil {
		return nil, err
	}
	rest = rest[min(len(rest), ((size.Cols-1)*size.Rows+4)/5+(size.Cols*(size.Rows-1)+4)/5):]
	walls := make([]bool, n)
	if rest != "" {
		if len(rest) < (n+2)/3+(n+4)/5 || strings.Trim(rest[:(n+2)/3], "0") != "" {
			return nil, puzzles.Errorf(0, 0, "URL: %q after the borders is not %d cells without given poles (not supported) and the cells in no domino", rest, n)
		}
		w, err := bits(rest[(n+2)/3:], n)
		if err != nil {
			return nil, err
		}
		for i := range walls {
			walls[i] = !w[0][i]
		}
	}
	return tiled(cellgrid.WithEdges(s, dominoes(size, open, walls), e), "URL")
}

// bits reads parts of a body five bits to a base-32 digit, first bit
// highest, each part from a new digit; a part's value is true where its
// bit is 0 (no border, no wall).
func bits(body string, parts ...int) ([][]bool, error) {
	var out [][]bool
	i := 0
	for _, n := range parts {
		part := make([]bool, 0, n+4)
		for ; len(part) < n; i++ {
			if i >= len(body) {
				return nil, puzzles.Errorf(0, 0, "URL: the body ends within the borders and cells of the %d-cell board", n)
			}
			v, err := strconv.ParseUint(body[i:i+1], 32, 8)
			if err != nil || body[i] >= 'A' && body[i] <= 'Z' {
				return nil, puzzles.Errorf(0, 0, "URL: %q among the borders and cells is not a base-32 digit (0-9, a-v)", body[i])
			}
			for b := 4; b >= 0; b-- {
				part = append(part, v>>b&1 == 0)
			}
		}
		out = append(out, part[:n])
	}
	return out, nil
}

// dominoes lays the cells of a board: each cell not in walls and open
// (no border, open[0] right of each cell, open[1] below) to exactly one
// such neighbour, which is open to it alone, is an end of their domino.
func dominoes(size grid.Size, open [][]bool, walls []bool) [][]int {
	cells, _ := puzzles.NewGrid(size.Rows, size.Cols, Blank)
	joined := func(a, b grid.Pos) bool { // a before b
		wall := walls[a.R*size.Cols+a.C] || walls[b.R*size.Cols+b.C]
		if a.R == b.R {
			return !wall && open[0][a.R*(size.Cols-1)+a.C]
		}
		return !wall && open[1][a.R*size.Cols+a.C]
	}
	ways := func(pos grid.Pos) (out []grid.Pos) {
		for _, q := range size.Neighbours(pos, grid.Orthogonal) {
			a, b := pos, q
			if q.R < pos.R || q.C < pos.C {
				a, b = q, pos
			}
			if joined(a, b) {
				out = append(out, q)
			}
		}
		return out
	}
	for _, pos := range size.Cells() {
		if walls[pos.R*size.Cols+pos.C] {
			cells[pos.R][pos.C] = Wall
		} else if w := ways(pos); len(w) == 1 && len(ways(w[0])) == 1 {
			cells[pos.R][pos.C] = map[grid.Delta]int{{C: 1}: Left, {C: -1}: Right, {R: 1}: Top, {R: -1}: Bottom}[grid.Delta{R: w[0].R - pos.R, C: w[0].C - pos.C}]
		}
	}
	return cells
}

// edgeEnd returns where the n counts of a body end ('-' and two hex
// digits one count, 'g'–'z' 1 to 20 without, any other character one).
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

// URL is the puzzle's puzz.link URL; ok is false when a cell is not in
// a domino.
func (p *Puzzle) URL() (string, bool) {
	var nums []int
	for _, c := range p.urlCounts(p.Edges.Clone()) {
		nums = append(nums, *c)
	}
	region, _ := puzzles.NewGrid(p.Size().Rows, p.Size().Cols, 0)
	walls, any := make([]int64, (len(p.Size().Cells())+4)/5), false
	for i, pos := range p.Size().Cells() {
		region[pos.R][pos.C] = i
		if o, ok := partner(p.Cells, pos); ok && (o.R < pos.R || o.C < pos.C) {
			region[pos.R][pos.C] = region[o.R][o.C]
		}
		if p.At(pos) == Wall {
			walls[i/5], any = walls[i/5]|1<<(4-i%5), true
		}
	}
	body := pzl.EncodeNumber16(nums) + cellgrid.WriteBorders(region)
	if any {
		body += strings.Repeat("0", (len(p.Size().Cells())+2)/3)
		for _, w := range walls {
			body += strconv.FormatInt(w, 32)
		}
	}
	return pzl.Join("magnets", p.Size().Cols, p.Size().Rows, body), p.Validate() == nil
}

// Written implements puzzles.FormWriter: the URL and the game ID, when
// the board is tiled.
func (p *Puzzle) Written() []puzzles.Written {
	var out []puzzles.Written
	if u, ok := p.URL(); ok {
		out = append(out, puzzles.Written{Form: puzzles.URLForm, Text: u})
	}
	if id, ok := p.GameID(); ok {
		out = append(out, puzzles.Written{Form: puzzles.GameIDForm, Text: id})
	}
	return out
}
