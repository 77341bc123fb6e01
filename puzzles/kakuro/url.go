package kakuro

import (
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/pzl"
)

// The puzz.link URL (pzprjs's kakuro.js) gives the board without its top
// row and left column, which are clue cells: first the inner cells in
// reading order, 'k'–'z' 1 to 16 white cells, '.' a clue cell without
// sums, else a clue cell's down then across sum, one character each;
// then the down sums of the top row over each white cell of the first
// inner row, and the across sums of the left column beside each white
// cell of the first inner column. A sum is '0'–'9', 'a'–'j' (10–19) or
// 'A'–'Z' (20–45); '-' or '0' is none.

// sumChars are the sums' characters, in order from 0.
const sumChars = "0123456789abcdefghijABCDEFGHIJKLMNOPQRSTUVWXYZ"

// Written implements puzzles.FormWriter: the URL, when the top row and
// the left column are clue cells with only the sums the URL holds.
func (p *Puzzle) Written() []puzzles.Written {
	return puzzles.Writes(puzzles.Written{Form: puzzles.URLForm, Text: puzzles.IfOK(p.URL())})
}

// URL returns the puzz.link URL; ok is false when the URL cannot hold
// the board.
func (p *Puzzle) URL() (string, bool) {
	size := p.Size()
	var b, edge strings.Builder
	run := 0
	flush := func(limit int) {
		if run >= limit {
			b.WriteByte(byte('k' + run - 1))
			run = 0
		}
	}
	for _, pos := range size.Cells() {
		v := p.At(pos)
		down, across := sums(max(v, 0))
		top, left := pos.R == 0, pos.C == 0
		switch {
		case (top || left) && v == White, top && across > 0, left && down > 0:
			return "", false
		case top && left:
		case top && p.At(pos.Add(grid.Delta{R: 1})) == White:
			edge.WriteByte(sumChar(down))
		case top && down > 0, left && across > 0 && p.At(pos.Add(grid.Delta{C: 1})) != White:
			return "", false
		case top, left:
		case v == White:
			run++
			flush(16)
		case v == 0:
			flush(1)
			b.WriteByte('.')
		default:
			flush(1)
			b.WriteString(string(sumChar(down)) + string(sumChar(across)))
		}
	}
	flush(1)
	for r := 1; r < size.Rows; r++ {
		if _, across := sums(p.At(grid.Pos{R: r})); p.At(grid.Pos{R: r, C: 1}) == White {
			edge.WriteByte(sumChar(across))
		}
	}
	return pzl.Join("kakuro", size.Cols-1, size.Rows-1, b.String()+edge.String()), size.Rows > 1 && size.Cols > 1
}

// sumChar writes a sum, '-' for none.
func sumChar(n int) byte {
	if n == 0 {
		return '-'
	}
	return sumChars[n]
}

// readURL reads a puzz.link URL.
func readURL(s *cellgrid.Spec[*Puzzle], url string) (*Puzzle, error) {
	u, err := pzl.Split(url, "kakuro")
	if err != nil {
		return nil, err
	}
	cells, err := puzzles.NewGrid(u.Rows+1, u.Cols+1, 0)
	if err != nil {
		return nil, puzzles.Errorf(0, 0, "URL: %v", err)
	}
	body, n, k := u.Body, u.Rows*u.Cols, 0
	i := 0
	for ; i < len(body) && k < n; i++ {
		at := func(k int) *int { return &cells[k/u.Cols+1][k%u.Cols+1] }
		switch ch := body[i]; {
		case ch >= 'k' && ch <= 'z':
			if k+int(ch-'k') >= n {
				return nil, puzzles.Errorf(0, 0, "URL body: the %d white cells of %q at %d run past the board's %d cells", ch-'k'+1, ch, i+1, n)
			}
			for end := k + int(ch-'k'); k <= end; k++ {
				*at(k) = White
			}
		case ch == '.':
			k++
		default:
			down, err := readSumChar(body, i)
			if err != nil {
				return nil, err
			}
			across, err := readSumChar(body, i+1)
			if err != nil {
				return nil, err
			}
			*at(k), i, k = Clue(down, across), i+1, k+1
		}
	}
	if k < n {
		return nil, pzl.Truncated(k, n)
	}
	for _, pos := range edgeCells(cells) {
		v, err := readSumChar(body, i)
		if err != nil {
			return nil, err
		}
		if pos.R == 0 {
			cells[0][pos.C] = Clue(v, 0)
		} else {
			cells[pos.R][0] = Clue(0, v)
		}
		i++
	}
	if i < len(body) {
		return nil, puzzles.Errorf(0, 0, "URL body: unexpected character %q at %d, after the whole board", body[i], i+1)
	}
	return s.Wrap(cells), nil
}

// edgeCells are the clue cells of the top row and the left column whose
// sums the URL gives: those above and beside a white cell.
func edgeCells(cells [][]int) []grid.Pos {
	var out []grid.Pos
	for c := 1; c < len(cells[0]); c++ {
		if cells[1][c] == White {
			out = append(out, grid.Pos{C: c})
		}
	}
	for r := 1; r < len(cells); r++ {
		if cells[r][1] == White {
			out = append(out, grid.Pos{R: r})
		}
	}
	return out
}

// readSumChar reads the sum at body[i]: '-' (or '0') is none.
func readSumChar(body string, i int) (int, error) {
	switch {
	case i >= len(body):
		return 0, puzzles.Errorf(0, 0, "URL body ends at %d, before the sums of the board's edge (is the URL cut short?)", len(body))
	case body[i] == '-':
		return 0, nil
	case strings.IndexByte(sumChars, body[i]) < 0:
		return 0, puzzles.Errorf(0, 0, "URL body: unexpected character %q at %d: a sum is '-', 0–9, a–j or A–Z", body[i], i+1)
	}
	return strings.IndexByte(sumChars, body[i]), nil
}
