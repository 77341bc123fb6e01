package tents

import (
	"slices"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/pzl"
)

// ParseURL reads https://puzz.link/p?tents/COLS/ROWS/BODY. The body holds
// the counts, the columns' then the rows' ('0'–'f' a count, '-' and two
// hex digits a larger one, '.' an unknown one, 'g'–'z' 1 to 20 lines
// without a count), then the trees in reading order ('0'–'h': a tree and
// then 0 to 17 empty cells; 'i'–'z': 1 to 18 empty cells).
func ParseURL(url string) (*Puzzle, error) {
	u, err := pzl.Split(puzzles.Unescape(url), "tents")
	if err != nil {
		return nil, err
	}
	p, err := New(u.Rows, u.Cols)
	if err != nil {
		return nil, puzzles.Errorf(0, 0, "URL: %v", err)
	}
	rest, err := p.readCounts(u.Body)
	if err != nil {
		return nil, err
	}
	if err := p.readTreeCells(rest); err != nil {
		return nil, err
	}
	return p, p.checkCounts()
}

// readCounts reads the counts and returns the rest of the body.
func (p *Puzzle) readCounts(body string) (string, error) {
	cols, total := len(p.Cols), len(p.Cols)+len(p.Rows)
	set := func(k, n int) {
		if k < cols {
			p.Cols[k] = n
		} else {
			p.Rows[k-cols] = n
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
			set(k, None)
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

// readTreeCells reads the trees.
func (p *Puzzle) readTreeCells(s string) error {
	size := p.Size()
	area := size.Rows * size.Cols
	c := 0
	for i := 0; i < len(s) && c < area; i++ {
		n, err := strconv.ParseInt(s[i:i+1], 36, 0)
		if err != nil {
			return puzzles.Errorf(0, 0, "URL body: unexpected %q at %d among the trees", s[i], i+1)
		}
		if n < 18 {
			p.Trees[c/size.Cols][c%size.Cols] = true
			c += int(n)
		} else {
			c += int(n) - 18
		}
		c++
	}
	return nil
}

// URL returns the puzzle as a puzz.link tents URL.
func (p *Puzzle) URL() string {
	size := p.Size()
	counts := append(slices.Clone(p.Cols), p.Rows...) // None is pzl.Empty
	return pzl.Join("tents", size.Cols, size.Rows, pzl.EncodeNumber16(counts)+p.treeCode())
}

// treeCode writes the trees as puzz.link does: a tree and the empty cells
// after it (up to 17) in one character, longer gaps in characters of 1
// to 18 empty cells.
func (p *Puzzle) treeCode() string {
	var b strings.Builder
	run, tree := 0, false
	flush := func() {
		if tree {
			b.WriteString(strconv.FormatInt(int64(run), 36))
		} else if run > 0 {
			b.WriteString(strconv.FormatInt(int64(run+17), 36))
		}
	}
	for _, row := range p.Trees {
		for _, t := range row {
			switch {
			case t:
				flush()
				run, tree = 0, true
			case tree && run == 17, !tree && run == 18:
				flush()
				run, tree = 1, false
			default:
				run++
			}
		}
	}
	flush()
	return b.String()
}
