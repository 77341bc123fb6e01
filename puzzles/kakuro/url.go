package kakuro

import (
	"cmp"
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/pzl"
)

// sumChars are the URL's sums, from 0 (see the package documentation).
const sumChars = "0123456789abcdefghijABCDEFGHIJKLMNOPQRSTUVWXYZ"

// Written implements puzzles.FormWriter: the URL, when it can hold the
// board.
func (p *Puzzle) Written() []puzzles.Written {
	return puzzles.Writes(puzzles.Written{Form: puzzles.URLForm, Text: puzzles.IfOK(p.URL())})
}

// URL returns the puzz.link URL; ok is false when a cell of the top row
// or the left column is white or has a sum the URL has no place for.
func (p *Puzzle) URL() (string, bool) {
	size := p.Size()
	ok, run := size.Rows > 1 && size.Cols > 1, 0
	var b strings.Builder
	flush := func() {
		if run > 0 {
			b.WriteByte(byte('j' + run))
		}
		run = 0
	}
	for _, pos := range size.Cells() {
		v := p.At(pos)
		down, across := sums(max(v, 0))
		switch {
		case pos.R == 0 || pos.C == 0:
			ok = ok && !white(v) && (down == 0 || pos.R == 0 && white(p.At(pos.Add(grid.Delta{R: 1})))) &&
				(across == 0 || pos.C == 0 && white(p.At(pos.Add(grid.Delta{C: 1}))))
		case white(v):
			if run++; run == 16 {
				flush()
			}
		case v == 0:
			flush()
			b.WriteByte('.')
		default:
			flush()
			b.Write([]byte{sumChar(down), sumChar(across)})
		}
	}
	flush()
	if !ok {
		return "", false
	}
	for _, pos := range edgeCells(p.Cells) {
		down, across := sums(p.At(pos))
		b.WriteByte(sumChar(down + across))
	}
	return pzl.Join("kakuro", size.Cols-1, size.Rows-1, b.String()), true
}

// sumChar writes a sum, '-' for none.
func sumChar(n int) byte { return ("-" + sumChars[1:])[n] }

// readURL reads a puzz.link URL.
func readURL(s *cellgrid.Spec[*Puzzle], url string) (*Puzzle, error) {
	u, err := pzl.Split(url, "kakuro")
	if err != nil {
		return nil, err
	}
	cells, err := puzzles.NewGrid(u.Rows+1, u.Cols+1, 0)
	if err == nil && min(u.Rows, u.Cols) < 1 {
		err = fmt.Errorf("size %dx%d has no cell inside the clues", u.Cols, u.Rows)
	}
	if err != nil {
		return nil, puzzles.Errorf(0, 0, "URL: %v", err)
	}
	body, n, k, i := u.Body, u.Rows*u.Cols, 0, 0
	var bad error
	next := func() int { // the sum at body[i]
		if i++; i > len(body) {
			bad = cmp.Or(bad, puzzles.Errorf(0, 0, "URL body ends at %d, before the sums of the board's edge (is the URL cut short?)", len(body)))
			return 0
		}
		v := strings.IndexByte(sumChars, body[i-1])
		if body[i-1] != '-' && v < 0 {
			bad = cmp.Or(bad, puzzles.Errorf(0, 0, "URL body: unexpected character %q at %d: a sum is '-', 0–9, a–j or A–Z", body[i-1], i))
		}
		return max(v, 0)
	}
	for k < n && i < len(body) && bad == nil {
		switch ch := int(body[i]); {
		case ch >= 'k' && ch <= 'z' && k+ch-'k' >= n:
			return nil, puzzles.Errorf(0, 0, "URL body: the %d white cells of %q at %d run past the board's %d cells", ch-'k'+1, body[i], i+1, n)
		case ch >= 'k' && ch <= 'z':
			for end := k + ch - 'k'; k <= end; k++ {
				cells[k/u.Cols+1][k%u.Cols+1] = White
			}
			i++
		case ch == '.':
			k, i = k+1, i+1
		default:
			cells[k/u.Cols+1][k%u.Cols+1], k = Clue(next(), next()), k+1
		}
	}
	if k < n && bad == nil {
		return nil, pzl.Truncated(k, n)
	}
	for _, pos := range edgeCells(cells) {
		if v := next(); pos.R == 0 {
			cells[0][pos.C] = Clue(v, 0)
		} else {
			cells[pos.R][0] = Clue(0, v)
		}
	}
	if i < len(body) {
		bad = cmp.Or(bad, puzzles.Errorf(0, 0, "URL body: unexpected character %q at %d, after the whole board", body[i], i+1))
	}
	if bad != nil {
		return nil, bad
	}
	return s.Wrap(cells), nil
}

// edgeCells are the clue cells of the top row above a white cell, then
// those of the left column beside one: the cells whose sums the URL
// writes after the inner cells.
func edgeCells(cells [][]int) []grid.Pos {
	var out []grid.Pos
	for c := 1; c < len(cells[0]); c++ {
		if white(cells[1][c]) {
			out = append(out, grid.Pos{C: c})
		}
	}
	for r := 1; r < len(cells); r++ {
		if white(cells[r][1]) {
			out = append(out, grid.Pos{R: r})
		}
	}
	return out
}
