package numberlink

import (
	"fmt"
	"strconv"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/pzl"
)

// IsURL reports whether text looks like a puzz.link / pzv.jp numlin URL.
func IsURL(text string) bool { return pzl.Is(text, "numlin") }

// ParseURL reads https://puzz.link/p?numlin/COLS/ROWS/BODY (or pzv.jp). The
// body lists cells row by row in pzl.DecodeNumbers' codec: 0-9 a-f one
// cell holding that hex value; '-' and 2 hex digits 16..255; '+' and 3 hex
// digits 256..4095 (and pzprjs's wider forms); g-z skip 1..20 empty cells.
// It must describe every cell and no more. '.' (a clue whose number is
// unknown) is not supported. Puzzles from URLs use the classic and notouch
// rules (Nikoli's convention, which puzz.link's numlin follows).
func ParseURL(url string) (*Puzzle, error) {
	g, err := pzl.ReadGrid(url, []string{"numlin"}, decodeAll, urlValues)
	if err != nil {
		return nil, err
	}
	p, err := New(len(g), len(g[0]), Classic)
	if err != nil {
		return nil, err
	}
	for _, pos := range p.Size.Cells() {
		if v := g[pos.R][pos.C]; v != pzl.Empty {
			p.Cells[pos.R][pos.C] = strconv.Itoa(v)
		}
	}
	p.NoTouch = true
	return p, nil
}

// urlValues keeps the codec's numbers and Empty, and refuses '.'.
var urlValues = pzl.Values{Empty: pzl.Empty, Unknown: pzl.Unknown, Refuse: func(v int) error {
	if v == pzl.Unknown {
		return fmt.Errorf("'?' clues are not supported: every endpoint needs its number")
	}
	return nil
}}

// decodeAll reads the n cells of a body with pzl.DecodeNumbers, refusing a
// body that describes fewer or more.
func decodeAll(body string, n int) ([]int, error) {
	cells, err := pzl.DecodeNumbers(body, n+1)
	switch {
	case err != nil:
		return nil, err
	case len(cells) < n:
		return nil, puzzles.Errorf(0, 0, "URL body describes %d of %d cells (truncated URL?)", len(cells), n)
	case len(cells) > n:
		return nil, puzzles.Errorf(0, 0, "URL body describes more than %d cells", n)
	}
	return cells, nil
}

// URL returns the puzzle as a puzz.link numlin URL. Labels that are not
// numbers 0..4095 are numbered 1, 2, ... in reading order.
func (p *Puzzle) URL() string {
	num := urlNumbers(p)
	var cells []int
	for _, pos := range p.Size.Cells() {
		v, ok := num[p.Label(pos)]
		if !ok {
			v = pzl.Empty
		}
		cells = append(cells, v)
	}
	return pzl.Join("numlin", p.Size.Cols, p.Size.Rows, pzl.EncodeNumbers(cells))
}

func urlNumbers(p *Puzzle) map[string]int {
	labels, _ := p.Labels()
	num := map[string]int{}
	numeric := true
	for _, l := range labels {
		v, err := strconv.Atoi(l)
		if err != nil || v < 0 || v > 4095 || strconv.Itoa(v) != l {
			numeric = false
			break
		}
		num[l] = v
	}
	if !numeric {
		for i, l := range labels {
			num[l] = i + 1
		}
	}
	return num
}
