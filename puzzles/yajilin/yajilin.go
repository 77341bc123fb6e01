package yajilin

import (
	_ "embed"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/formats"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/pzl"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/textgrid"
)

// Cell values: Empty, or a clue cell Clue(d, n) > 0 (Grey is Clue(0, -1)).
const (
	Empty = 0
	Grey  = 1 // a clue cell without arrow or number
)

// arrows are the text's arrows by direction 1 to 4 (pzprjs's up, down,
// left, right), and dirs the grid's directions.
const arrows = "^v<>"

var dirs = [5]grid.Dir{0, grid.Up, grid.Down, grid.Left, grid.Right}

// Clue is the value of a clue cell whose arrow is d (0 none, 1 to 4 up,
// down, left, right) and number n (-1 none).
func Clue(d, n int) int { return 1 + d + 5*(n+1) }

// split returns the arrow and number of clue value v.
func split(v int) (d, n int) { return (v - 1) % 5, (v-1)/5 - 1 }

// spec declares Yajilin: its formats and its pad.
var spec = &cellgrid.Spec[*Puzzle]{
	Name: "yajilin", Title: "Yajilin / Yajirin", Headers: []string{"yajirin"},
	Rules: "Shade some cells, never two side by side, and draw one loop through the centres of all the other white cells. An arrow's number counts the shaded cells in its direction; clue cells are neither shaded nor on the loop.",
	Symbols: cellgrid.Alphabet{
		{Value: Grey, Text: "#", URL: cellgrid.URLUnknown, Word: "a grey cell"},
		{Value: Empty, Text: ".", URL: cellgrid.URLEmpty, Word: "an empty cell"},
	},
	Blank: Empty,
	Help: "Select a cell, then press an arrow (↑ ↓ ← →) for a clue and digits for how many shaded cells lie that way " +
		"(1 then 2 is 12), Grey (#) for a grey cell, Backspace to take a digit away, Delete to clear it.",
	Own: &cellgrid.Own[*Puzzle]{
		Text: readText,
		Forms: func(s *cellgrid.Spec[*Puzzle]) []formats.Form[*Puzzle] {
			return []formats.Form[*Puzzle]{pzl.Form(func(url string) (*Puzzle, error) { return parseURL(s, url) }, urlKeys...)}
		},
		Expected: "a grid of arrow clues or a puzz.link yajilin URL",
		Check:    (*Puzzle).validate,
	},
}

// offered is the generator with the sizes it offers.
var offered = puzzles.Offer(puzzles.Squares("", 5, 6, 7, 8),
	func(_ *cellgrid.Spec[*Puzzle], o puzzles.GenerateOptions) (puzzles.Instance, error) {
		return puzzles.GenerateSized(o, 6, 6, Generate) // 6x6 unless the options give a size
	})

//go:embed examples.txt
var examples string

// Type is the Yajilin puzzle type; Parse reads a Yajilin puzzle in any
// of its formats (see the package documentation), and New returns an
// empty rows x cols board.
var Type, Parse, New = spec.Declare(examples, offered)

// Puzzle is a Yajilin board: Cells[r][c] is Empty or a Clue.
type Puzzle struct{ cellgrid.Grid }

// token is how the text writes v: ".", "#", or the number and the arrow.
func token(v int) string {
	d, n := split(v)
	switch {
	case v == Empty:
		return "."
	case d == 0:
		return "#"
	case n < 0:
		return arrows[d-1 : d]
	}
	return strconv.Itoa(n) + arrows[d-1:d]
}

// readToken reads one cell of the text.
func readToken(tok string) (int, error) {
	switch tok {
	case ".", "-":
		return Empty, nil
	case "#":
		return Grey, nil
	}
	d := strings.IndexByte(arrows, tok[len(tok)-1]) + 1
	num := tok[:len(tok)-1]
	n, err := strconv.Atoi(num)
	switch {
	case d > 0 && (num == "" || num == "?"):
		return Clue(d, -1), nil
	case d > 0 && err == nil && n >= 0 && strings.Trim(num, "0123456789") == "":
		return Clue(d, n), nil
	case d == 0 && strings.Trim(tok, "0123456789") == "":
		return 0, fmt.Errorf("number %s has no arrow: write it with ^, v, < or > (as %s>)", tok, tok)
	}
	return 0, fmt.Errorf("unexpected %q: expected '.', '#' or a number and an arrow (2>, 0^, 1v, 3<)", tok)
}

// readText reads the text: tokens separated by spaces (or, when no line
// has a space or a number, one character a cell); s is the spec (which
// names readText, so readText cannot name it).
func readText(s *cellgrid.Spec[*Puzzle], h textgrid.Header, lines []textgrid.Line) (*Puzzle, error) {
	if len(h.Words) > 0 {
		return nil, puzzles.Errorf(h.Line, 0, "header: unknown word %q (#yajilin takes none)", h.Words[0])
	}
	spaced := slices.ContainsFunc(lines, func(l textgrid.Line) bool { return strings.ContainsAny(strings.TrimSpace(l.Text), " \t?0123456789") })
	cells, err := textgrid.Tokens(lines, spaced, readToken)
	if err != nil {
		return nil, err
	}
	return s.Wrap(cells), nil
}

// String implements puzzles.Instance: the header, then the cells'
// tokens right-aligned in columns separated by a space.
func (p *Puzzle) String() string { return "#yajilin\n" + puzzles.Columns(p.Cells, token) }

// ray returns the cells from pos to the edge in the direction of its
// arrow (none without one).
func (p *Puzzle) ray(pos grid.Pos, d int) []grid.Pos {
	var out []grid.Pos
	for q := pos.Add(dirs[d].Delta()); d > 0 && p.Size().In(q); q = q.Add(dirs[d].Delta()) {
		out = append(out, q)
	}
	return out
}

// validate refuses a number larger than the cells its arrow points at.
func (p *Puzzle) validate() error {
	for _, pos := range p.Where(func(v int) bool { return v != Empty }) {
		if d, n := split(p.At(pos)); n > len(p.ray(pos, d)) {
			return fmt.Errorf("the clue %s at %s counts more shaded cells than the %d cells it points at", token(p.At(pos)), puzzles.CellName(pos), len(p.ray(pos, d)))
		}
	}
	return nil
}

// Clues implements puzzles.Instance: the numbered clues.
func (p *Puzzle) Clues() []puzzles.Clue {
	return p.ClueList(func(v int) string {
		if v < Clue(0, 0) {
			return ""
		}
		return token(v)
	})
}

// Without implements puzzles.Instance: each clue dropped keeps its arrow
// without its number.
func (p *Puzzle) Without(drop []int) puzzles.Instance {
	b, clues := p.Clone(), p.Clues()
	for _, i := range drop {
		c := clues[i].Cell
		d, _ := split(b.Cells[c[0]][c[1]])
		b.Cells[c[0]][c[1]] = Clue(d, -1)
	}
	return spec.Wrap(b.Cells)
}

// Keys implements puzzles.Editable: digits, the arrows, grey, delete.
func (p *Puzzle) Keys() []puzzles.Key {
	var out []puzzles.Key
	for _, d := range "1234567890" {
		out = append(out, puzzles.Key{Label: string(d), Key: string(d)})
	}
	for i, l := range []string{"↑", "↓", "←", "→", "Grey", "Delete"} {
		out = append(out, puzzles.Key{Label: l, Key: []string{"^", "v", "<", ">", "#", "Delete"}[i]})
	}
	return out
}

// Edit implements puzzles.Editable on a cell: an arrow key sets the
// clue's direction (its number kept when it fits), digits its number,
// '#' a grey cell, Backspace takes the number's last digit away, Delete
// clears the cell.
func (p *Puzzle) Edit(t puzzles.Target, key string) (puzzles.Instance, error) {
	pos, ok := p.Cell(t)
	if !ok {
		return p, nil
	}
	v := p.At(pos)
	d, n := split(v)
	next, digit := v, strings.Index("0123456789", key)
	switch a := strings.Index(arrows, key) + 1; {
	case key == "Delete" || key == "." || key == " " || key == "Backspace" && n < 0:
		next = Empty
	case key == "Backspace":
		next = Clue(d, map[bool]int{true: n / 10, false: -1}[n >= 10])
	case key == "#":
		next = Grey
	case len(key) == 1 && a > 0:
		next = Clue(a, map[bool]int{true: n, false: -1}[v != Empty && n <= len(p.ray(pos, a))])
	case len(key) == 1 && digit >= 0 && (v == Empty || d == 0):
		return p, fmt.Errorf("press an arrow (↑ ↓ ← →) first: the number counts the shaded cells it points at")
	case len(key) == 1 && digit >= 0:
		room := len(p.ray(pos, d))
		if n >= 0 && n*10+digit <= room {
			digit = n*10 + digit
		}
		if digit > room {
			return p, fmt.Errorf("%d: the arrow points at %d cells", digit, room)
		}
		next = Clue(d, digit)
	}
	if b, changed := p.Set(t, next); changed {
		return spec.Wrap(b.Cells), nil
	}
	return p, nil
}

// Written implements puzzles.FormWriter: the puzz.link URL.
func (p *Puzzle) Written() []puzzles.Written {
	return []puzzles.Written{{Form: puzzles.URLForm, Text: pzl.Join(urlKeys[0], p.Size().Cols, p.Size().Rows, encodeURL(pzl.Flat(p.Cells)))}}
}
