package cellgrid

import (
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/pzl"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/tatham"
)

// Grid is the board of a Spec's puzzle, embedded by the type's puzzle
// struct: it brings the text, the other forms it writes, the givens and
// the editor.
type Grid struct {
	puzzles.Board[int]
	c    *core
	self puzzles.Instance // the puzzle that embeds this grid
}

// Instance is a Spec's puzzle: a puzzles.Instance that embeds Grid.
type Instance interface {
	puzzles.Instance
	grid() *Grid
}

// core is what a Grid needs of its Spec.
type core struct {
	name    string
	symbols Alphabet
	blank   int
	drop    func(v int) int
	beyond  string
	url     *URLForm
	game    *GameForm
	wrap    func(cells [][]int) puzzles.Instance
	keep    func(from, to puzzles.Instance) // Own.Keep
	params  func(p puzzles.Instance) string // Own.GameParams
}

// grid returns the embedded grid, through the puzzle that embeds it
// (Spec.wrap calls it through the Instance constraint).
//
//lint:ignore U1000 called through the type parameter P of Spec.
func (g *Grid) grid() *Grid { return g }

// TypeName implements puzzles.Instance.
func (g Grid) TypeName() string { return g.c.name }

// At returns the cell at pos; off the board, the spec's Blank.
func (g Grid) At(pos grid.Pos) int {
	if !g.Size().In(pos) {
		return g.c.blank
	}
	return g.Cells[pos.R][pos.C]
}

// String implements puzzles.Instance: a "#name" header, then a line a
// row, each cell its symbol's first Text character (or, when a number
// of a Range has several digits, tokens separated by spaces).
func (g Grid) String() string { return g.c.symbols.write(g.c.name, g.Cells) }

// Written implements puzzles.FormWriter: the puzz.link URL and the game
// ID, each when the type has the form and it can hold every cell.
func (g Grid) Written() []puzzles.Written { return puzzles.BothForms(g) }

// URL returns the puzzle's puzz.link URL; ok is false when the type has
// none or a cell has no code.
func (g Grid) URL() (url string, ok bool) {
	f := g.c.url
	if f == nil {
		return "", false
	}
	cells, ok := g.codes(f.Codec)
	if !ok {
		return "", false
	}
	return pzl.Join(f.Keys[0], g.Size().Cols, g.Size().Rows, f.Codec.Encode(cells)), true
}

// codes returns the puzz.link code of every cell in reading order; ok
// is false when a cell has none that codec can write.
func (g Grid) codes(codec Codec) (cells []int, ok bool) {
	cells = pzl.Flat(g.Cells)
	for i, v := range cells {
		s, ok := g.c.symbols.ByValue(v)
		if !ok || !s.URL.set || codec.Most > 0 && s.URL.v > codec.Most {
			return nil, false
		}
		cells[i] = s.URL.v
	}
	return cells, true
}

// GameID returns the puzzle's Tatham game ID; ok is false when the type
// has none or a cell has no character.
func (g Grid) GameID() (id string, ok bool) {
	if g.c.game == nil {
		return "", false
	}
	params := g.c.game.Write
	if g.c.params != nil {
		params = g.c.params(g.self)
	}
	if d := g.c.game.Desc; d != nil {
		return d.gameID(params, g.Cells, g.c.blank)
	}
	if g.c.game.Numbers {
		runs, ok := writeRuns(g.c.symbols, g.c.blank, g.Cells)
		return tatham.ID(g.Size().Cols, g.Size().Rows, params, runs), ok
	}
	for _, pos := range g.Size().Cells() {
		if v := g.At(pos); v != g.c.blank {
			if _, ok := g.c.symbols.gameChar(v); !ok {
				return "", false
			}
		}
	}
	char := func(v int) byte { c, _ := g.c.symbols.gameChar(v); return c }
	return tatham.BoardID(params, g.Cells, g.c.blank, char), true
}

// Clues implements puzzles.Instance: the cells whose symbol is a clue.
func (g Grid) Clues() []puzzles.Clue {
	return g.ClueList(func(v int) string {
		s, _ := g.c.symbols.ByValue(v)
		return s.Clue
	})
}

// Without implements puzzles.Instance: the given clues dropped (see
// Spec.Drop).
func (g Grid) Without(drop []int) puzzles.Instance {
	b, clues := g.Clone(), g.Clues()
	for _, i := range drop {
		c := clues[i].Cell
		b.Cells[c[0]][c[1]] = g.c.drop(b.Cells[c[0]][c[1]])
	}
	return g.keep(b.Cells)
}

// Keys implements puzzles.Editable: a button for each symbol with a
// Label, in the spec's order.
func (g Grid) Keys() []puzzles.Key {
	var out []puzzles.Key
	for _, s := range g.c.symbols {
		if s.Open {
			for _, d := range "1234567890" {
				out = append(out, puzzles.Key{Label: string(d), Key: string(d)})
			}
		} else if s.Label != "" {
			out = append(out, puzzles.Key{Label: s.Label, Key: s.key()})
		}
	}
	return out
}

// key is what the symbol's button sends.
func (s Symbol) key() string {
	if len(s.Keys) > 0 {
		return s.Keys[0]
	}
	return s.Label
}

// Edit implements puzzles.Editable on a cell: a key of a symbol puts it
// there; a digit the alphabet has no number for is refused. With a
// Range, digits build a number and Backspace takes one away (see
// Range).
func (g Grid) Edit(t puzzles.Target, key string) (puzzles.Instance, error) {
	self := g.self
	if n, ok, err := g.editNumber(t, key); ok {
		if b, changed := g.Set(t, n); err == nil && changed {
			return g.keep(b.Cells), nil
		}
		return self, err
	}
	s, ok := g.c.symbols.byKey(key)
	if !ok {
		if _, _, nums := g.c.symbols.numbers(); nums && len(key) == 1 && key[0] >= '0' && key[0] <= '9' {
			return self, g.c.symbols.noNumber(key, g.c.beyond)
		}
		return self, nil
	}
	if b, changed := g.Set(t, s.Value); changed {
		return g.keep(b.Cells), nil
	}
	return self, nil
}

// byKey returns the symbol a key enters.
func (a Alphabet) byKey(key string) (Symbol, bool) {
	for _, s := range a {
		if s.key() == key {
			return s, true
		}
		for _, k := range s.Keys {
			if k == key {
				return s, true
			}
		}
	}
	return Symbol{}, false
}

// help says what each button enters: "Select a cell, then press Black
// for a black cell, 0–4 for a numbered black cell, Delete for white."
func (a Alphabet) help() string {
	lo, hi, nums := a.numbers()
	var parts []string
	saidNumbers := false
	for _, s := range a {
		isNumber := nums && s.Value >= lo && s.Value <= hi && s.Label == fmt.Sprint(s.Value)
		switch {
		case s.Open:
			parts = append(parts, "digits for "+s.Word+" (1 then 2 is 12)")
		case s.Label == "" || s.Word == "":
		case isNumber && !saidNumbers:
			parts = append(parts, fmt.Sprintf("%d–%d for %s", lo, hi, s.Word))
			saidNumbers = true
		case !isNumber:
			parts = append(parts, s.Label+forWord(s.Word))
		}
	}
	return "Select a cell, then press " + strings.Join(parts, ", ") + "."
}

// forWord joins a button to what it enters: " for a black cell", or,
// for a word that says what the button does, " to clear it".
func forWord(word string) string {
	if strings.HasPrefix(word, "to ") {
		return " " + word
	}
	return " for " + word
}
