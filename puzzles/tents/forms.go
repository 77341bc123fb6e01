package tents

import (
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/formats"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/pzl"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/tatham"
)

// forms are the puzz.link URL and Tatham's game ID.
func forms(s *cellgrid.Spec[*Puzzle]) []formats.Form[*Puzzle] {
	return []formats.Form[*Puzzle]{
		pzl.Form(func(url string) (*Puzzle, error) { return parseURL(s, url) }, "tents"),
		tatham.Form(func(id string) (*Puzzle, error) { return parseGameID(s, id) }, tatham.Lower),
	}
}

// trees are the trees of a game ID: '_' a tree, 'a'–'y' 1 to 25 empty
// cells and a tree, 'z' 25 empty cells; the last tree stands just past
// the board.
var trees = cellgrid.SkipRun{Letters: map[int]string{Tree: "_abcdefghijklmnopqrstuvwxyz"}, Blank: Empty, Final: Tree}

// parseGameID reads "WxH[dD]:TREES,COUNTS", the counts the columns' and
// then the rows'; the difficulty ('e' or 't') is checked and ignored.
func parseGameID(s *cellgrid.Spec[*Puzzle], id string) (*Puzzle, error) {
	params, desc, _ := strings.Cut(strings.TrimSpace(id), ":")
	if _, diff, found := strings.Cut(params, "d"); found && diff != "e" && diff != "t" {
		return nil, puzzles.Errorf(0, 0, "game ID parameters %q: difficulty %q is not e or t", params, diff)
	}
	size, err := tatham.ReadParams(params, tatham.OneOf('d', "et"))
	if err != nil {
		return nil, err
	}
	desc, nums, _ := strings.Cut(desc, ",")
	if i := strings.IndexAny(desc, "!-"); i >= 0 {
		return nil, puzzles.Errorf(0, 0, "game ID: given tents and non-tents (%q) are not supported", desc[i])
	}
	cells, err := trees.Read(desc, size.H, size.W)
	if err != nil {
		return nil, err
	}
	p := s.Wrap(cells)
	return p, p.ReadGameCounts(nums)
}

// parseURL reads https://puzz.link/p?tents/COLS/ROWS/BODY: the counts
// (see Counts.ReadURLCounts), then the trees in reading order ('0'–'h': a
// tree and then 0 to 17 empty cells; 'i'–'z': 1 to 18 empty cells),
// which cover the board (a body cut short is refused, saying how far it
// got).
func parseURL(s *cellgrid.Spec[*Puzzle], url string) (*Puzzle, error) {
	u, err := pzl.Split(puzzles.Unescape(url), "tents")
	if err != nil {
		return nil, err
	}
	p, err := s.New(u.Rows, u.Cols)
	if err != nil {
		return nil, puzzles.Errorf(0, 0, "URL: %v", err)
	}
	rest, err := p.ReadURLCounts(u.Body)
	if err != nil {
		return nil, err
	}
	area, c := u.Rows*u.Cols, 0
	for i := 0; i < len(rest) && c < area; i++ {
		n, err := strconv.ParseInt(rest[i:i+1], 36, 0)
		if err != nil {
			return nil, puzzles.Errorf(0, 0, "URL body: unexpected %q at %d among the trees", rest[i], i+1)
		}
		if n < 18 {
			p.Cells[c/u.Cols][c%u.Cols] = Tree
			c += int(n)
		} else {
			c += int(n) - 18
		}
		c++
	}
	switch {
	case c == 0: // cut among or right after the counts
		return nil, puzzles.Errorf(0, 0, "URL body ends before the board's %d cells (is the URL cut short?)", area)
	case c < area:
		return nil, pzl.Truncated(c, area)
	}
	return p, nil
}

// Written implements puzzles.FormWriter: the puzz.link URL, and the game
// ID when every count is given.
func (p *Puzzle) Written() []puzzles.Written {
	size := p.Size()
	out := []puzzles.Written{{Form: puzzles.URLForm, Text: pzl.Join("tents", size.Cols, size.Rows, p.URLCounts()+p.treeCode())}}
	if counts, ok := p.GameCounts(); ok {
		id := strconv.Itoa(size.Cols) + "x" + strconv.Itoa(size.Rows) + ":" + trees.Write(p.Cells) + counts
		out = append(out, puzzles.Written{Form: puzzles.GameIDForm, Text: id})
	}
	return out
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
	for _, pos := range p.Size().Cells() {
		switch {
		case p.Tree(pos):
			flush()
			run, tree = 0, true
		case tree && run == 17, !tree && run == 18:
			flush()
			run, tree = 1, false
		default:
			run++
		}
	}
	flush()
	return b.String()
}
