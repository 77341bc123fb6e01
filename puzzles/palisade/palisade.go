package palisade

import (
	_ "embed"
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/formats"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/pzl"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/tatham"
)

// Cell values besides the clues 0 to 4.
const (
	None    = -1 // a cell without a clue
	Unknown = -2 // '?': a clue whose number is not given
	Unused  = 7  // a cell outside every region (pzprjs's code for it, '7')
)

// spec declares Palisade: its cells, its region size and its forms.
var spec = &cellgrid.Spec[*Puzzle]{
	Name: "palisade", Title: "Palisade / Five Cells", Headers: []string{"fivecells"},
	Rules: "Divide the grid into regions of N cells. A number counts how many of its cell's four sides are region borders (the grid's edge is one).",
	Symbols: append(cellgrid.Numbers(0, 4, cellgrid.Symbol{Word: "a clue (how many of its sides are borders)", Look: cellgrid.Given}),
		cellgrid.Symbol{Value: Unknown, Text: "?", URL: cellgrid.URLUnknown, Label: "?", Word: "a clue without its number", Clue: "?", Look: cellgrid.Given},
		cellgrid.Symbol{Value: Unused, Text: "#*", URL: cellgrid.URLNumber(Unused), Label: "Unused", Keys: []string{"u", "U", "#", "*"}, Word: "a cell outside every region", Look: cellgrid.Solid},
		cellgrid.Symbol{Value: None, Text: ".-_", URL: cellgrid.URLEmpty, Label: "Delete", Keys: []string{"Delete", "Backspace", " ", "."}, Word: "to clear it"}),
	Blank: None, Beyond: "a cell has 4 sides",
	URL: &cellgrid.URLForm{Keys: []string{"fivecells"}, Codec: cellgrid.Codec{Decode: decodeURL, Encode: encodeURL, Most: 9}},
	Game: &cellgrid.GameForm{Game: "Palisade", Letters: "n", Params: []tatham.Param{tatham.Number('n')},
		Claims: func(id string) bool { head, _, _ := strings.Cut(id, ":"); return strings.Contains(head, "n") }},
	Help: "Select a cell, then press 0–4 for a clue (how many of its sides are borders), ? for a clue without its number, " +
		"Unused for a cell outside every region, Delete to clear it. Size − and + set how many cells every region has.",
	Make: func(g cellgrid.Grid) *Puzzle { return &Puzzle{Grid: g, N: 5} },
	Own: &cellgrid.Own[*Puzzle]{
		Options: options, Forms: forms, Usage: "#palisade n=N",
		Params: func(p *Puzzle, t tatham.Params) error {
			n, ok := t.Number('n')
			p.N = map[bool]int{true: n, false: t.W}[ok]
			return nil
		},
		Check: func(p *Puzzle) error {
			if p.N < 1 || p.N > maxN {
				return fmt.Errorf("region size %d: expected 1 to %d", p.N, maxN)
			}
			return nil
		},
		GameParams: func(p *Puzzle) string { return "n" + strconv.Itoa(p.N) },
		Keep:       func(from, to *Puzzle) { to.N = from.N },
	},
}

//go:embed examples.txt
var examples string

// Type is the Palisade puzzle type; Parse reads a Palisade puzzle in any
// of its formats (see the package documentation), and New returns a rows
// x cols board without clues, regions of 5.
var Type, Parse, New = spec.Declare(examples, generator)

// Puzzle is a Palisade board: Cells[r][c] is None, Unknown, Unused or a
// clue 0 to 4; every region has N cells.
type Puzzle struct {
	cellgrid.Grid
	N int
}

// Answer is the regions: {"regions": [[0, 0, 1], ...]}, a region a cell
// (an unused cell a region of its own; see cellgrid.RegionGrid).
type Answer = cellgrid.RegionGrid

// maxN bounds the region size: the cells of the largest board.
const maxN = puzzles.MaxSide * puzzles.MaxSide

// options reads the header's "n=N".
func options(p *Puzzle, words []string, line int) error {
	for _, w := range words {
		key, val, _ := strings.Cut(strings.ToLower(w), "=")
		n, err := strconv.Atoi(val)
		if key != "n" || err != nil {
			return puzzles.Errorf(line, 0, "header: unknown word %q (expected n=N, the region size)", w)
		}
		p.N = n
	}
	return nil
}

// forms are the puzz.link URL (Five Cells: regions of 5) and the game ID,
// whose description may stop before the board's end (Tatham leaves out
// the last run of empty cells).
func forms(s *cellgrid.Spec[*Puzzle]) []formats.Form[*Puzzle] {
	url := func(u string) (*Puzzle, error) {
		cells, err := pzl.ReadGrid(u, s.URL.Keys, decodeURL, pzl.Values{Empty: None, Unknown: Unknown, Refuse: func(v int) error {
			if v > 4 && v != Unused {
				return fmt.Errorf("number %d: %s", v, s.Beyond)
			}
			return nil
		}})
		if err != nil {
			return nil, err
		}
		return s.Wrap(cells), nil
	}
	id := func(id string) (*Puzzle, error) {
		head, desc, _ := strings.Cut(strings.TrimSpace(id), ":")
		params, err := tatham.ReadParams(head, s.Game.Params...)
		if err != nil {
			return nil, err
		}
		cells, err := tatham.Cells(fill(desc, params.W*params.H), len(head)+2, params.W, params.H, None, func(ch rune) (int, error) {
			switch {
			case ch >= '0' && ch <= '4':
				return int(ch - '0'), nil
			case ch >= '5' && ch <= '9':
				return 0, fmt.Errorf("number %c: %s", ch, s.Beyond)
			}
			return 0, tatham.Unexpected(ch, "a clue 0–4 or a run a–z")
		})
		if err != nil {
			return nil, err
		}
		p := s.Wrap(cells)
		return p, s.Own.Params(p, params)
	}
	return []formats.Form[*Puzzle]{pzl.Form(url, s.URL.Keys...), tatham.Form(id, s.Game.Letters)}
}

// fill adds the run of empty cells that takes a description short of
// cells up to cells.
func fill(desc string, cells int) string {
	for _, ch := range desc {
		cells--
		if ch >= 'a' && ch <= 'z' {
			cells -= int(ch - 'a')
		}
	}
	for ; cells > 0; cells -= 26 {
		desc += string(rune('a' + min(cells, 26) - 1))
	}
	return desc
}

// String implements puzzles.Instance: the header with the region size,
// then the grid.
func (p *Puzzle) String() string {
	return strings.Replace(p.Grid.String(), "\n", " n="+strconv.Itoa(p.N)+"\n", 1)
}

// Written implements puzzles.FormWriter: the puzz.link URL when the
// regions have 5 cells, and the game ID without its last run of empty
// cells, as Tatham writes it.
func (p *Puzzle) Written() []puzzles.Written {
	var out []puzzles.Written
	if u, ok := p.URL(); ok && p.N == 5 {
		out = append(out, puzzles.Written{Form: puzzles.URLForm, Text: u})
	}
	if id, ok := p.GameID(); ok {
		out = append(out, puzzles.Written{Form: puzzles.GameIDForm, Text: strings.TrimRight(id, "abcdefghijklmnopqrstuvwxyz")})
	}
	return out
}

// Keys implements puzzles.Editable: the cells' keys, then the region
// size's - and +.
func (p *Puzzle) Keys() []puzzles.Key {
	return append(p.Grid.Keys(), puzzles.Key{Label: fmt.Sprintf("Size: %d −", p.N), Key: "-"},
		puzzles.Key{Label: fmt.Sprintf("Size: %d +", p.N), Key: "+"})
}

// Edit implements puzzles.Editable: + (or =) and - change the region
// size, 1 to the board's cells; other keys edit the cell.
func (p *Puzzle) Edit(t puzzles.Target, key string) (puzzles.Instance, error) {
	n := p.N
	switch key {
	case "+", "=":
		n++
	case "-":
		n--
	default:
		return p.Grid.Edit(t, key)
	}
	if size := p.Size(); n < 1 || n > size.Rows*size.Cols {
		return p, fmt.Errorf("a region has 1 to %d cells on a %dx%d board", size.Rows*size.Cols, size.Cols, size.Rows)
	}
	q := spec.Wrap(p.Clone().Cells)
	q.N = n
	return q, nil
}

// decodeURL reads up to n cells of a fivecells body: '0'–'9' a clue ('7'
// an unused cell), '.' a clue without its number, 'a'–'z' 1 to 26 empty
// cells.
func decodeURL(body string, n int) ([]int, error) {
	var cells []int
	for i := 0; i < len(body) && len(cells) < n; i++ {
		switch ch := body[i]; {
		case ch >= '0' && ch <= '9':
			cells = append(cells, int(ch-'0'))
		case ch == '.':
			cells = append(cells, pzl.Unknown)
		case ch >= 'a' && ch <= 'z':
			for range int(ch-'a') + 1 {
				cells = append(cells, pzl.Empty)
			}
		default:
			return nil, puzzles.Errorf(0, 0, "URL body: unexpected character %q at %d", ch, i+1)
		}
	}
	return cells[:min(n, len(cells))], nil
}

// encodeURL writes cells as decodeURL reads them: runs of empty cells as
// Tatham's descriptions write them.
func encodeURL(cells []int) string {
	return tatham.Desc([][]int{cells}, pzl.Empty, func(v int) byte {
		if v == pzl.Unknown {
			return '.'
		}
		return byte('0' + v)
	})
}
