package battleship

import (
	_ "embed"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/textgrid"
)

// Cell values: an unknown cell, given water, and the given ship segments.
const (
	Unknown = iota
	Water
	Sub    // a one-cell ship
	Left   // the left end of a horizontal ship
	Right  // its right end
	Top    // the top end of a vertical ship
	Bottom // its bottom end
	Middle // a segment with ship on two opposite sides
	Ship   // a ship segment of unknown shape
)

// KeyFleet and the length of its longest ship ("fleet4") is the pad key
// that sets a standard fleet.
const KeyFleet = "fleet"

// Fleets are the standard fleets (pzprjs's presets "c", "d" and "e"),
// longest ship first; Fleets[1] is the default.
var Fleets = [][]int{{3, 2, 2, 1, 1, 1}, {4, 3, 3, 2, 2, 2, 1, 1, 1, 1}, {5, 4, 4, 3, 3, 3, 2, 2, 2, 2, 1, 1, 1, 1, 1}}

func seg(v int, text, label, word string, keys ...string) cellgrid.Symbol {
	return cellgrid.Symbol{Value: v, Text: text, Label: label, Keys: keys, Word: word, Clue: text[:1]}
}

// spec declares Battleships: given segments in the cells, counts beside
// the board, the fleet in the header.
var spec = &cellgrid.Spec[*Puzzle]{
	Name: "battleship", Title: "Battleships / Bimaru", Headers: []string{"battleships", "bimaru"},
	Rules: "Place the fleet in the grid: each ship is a straight line of cells, and no two ships touch, not even at a corner. The numbers outside count the ship cells of each row and column; given ship parts and water are part of the answer.",
	Symbols: cellgrid.Alphabet{
		seg(Water, "~", "Water", "water", "w", "~"),
		seg(Sub, "oO", "Submarine", "a submarine", "o", "O"),
		seg(Left, "<", "Left end", "a ship's left end", "<"),
		seg(Right, ">", "Right end", "a ship's right end", ">"),
		seg(Top, "^", "Top end", "a ship's top end", "^"),
		seg(Bottom, "vV", "Bottom end", "a ship's bottom end", "v", "V"),
		seg(Middle, "xX", "Middle", "a ship's middle", "x", "X"),
		seg(Ship, "#", "Ship", "a ship segment", "#", "s"),
		{Value: Unknown, Text: "._", Label: "Delete", Keys: []string{"Delete", "Backspace", "."}, Word: "unknown"},
	},
	Blank: Unknown,
	Help: "Select a cell and press Water, Submarine, an end (< > ^ v), Middle or Ship for a given segment, Delete to clear it; " +
		"select a count right of or below the board and type its digits; a Fleet button sets that standard fleet.",
	Make: func(g cellgrid.Grid) *Puzzle { return &Puzzle{counts.For(g), slices.Clone(Fleets[1])} },
	Own: &cellgrid.Own[*Puzzle]{
		Text: text, Forms: forms, Usage: "#battleship fleet=4,3,3,2,2,2,1,1,1,1",
		Expected: "a grid with counts or a puzz.link battleship URL",
		Check:    func(p *Puzzle) error { return p.CheckCounts() },
		Keep:     func(from, to *Puzzle) { to.Fleet = slices.Clone(from.Fleet) },
	},
}

// counts are the ship cells in each row and column.
var counts = &cellgrid.CountRule{Noun: "ship cells", Most: func(n int) int { return n }}

//go:embed examples.txt
var examples string

// Type is the Battleships puzzle type; Parse reads a Battleships puzzle
// in any of its formats (see the package documentation), and New returns
// a rows x cols board with the default fleet, no counts and no given
// cells.
var Type, Parse, New = spec.Declare(examples, generator)

// Puzzle is a Battleships board: Cells[r][c] a given segment, water or
// Unknown; Rows and Cols the ship cells of each row and column
// (cellgrid.NoCount when not given); Fleet the lengths of the ships,
// longest first.
type Puzzle struct {
	cellgrid.Counted
	Fleet []int
}

// text reads the text form: the counted grid under a header that may
// name the fleet.
func text(s *cellgrid.Spec[*Puzzle], h textgrid.Header, lines []textgrid.Line) (*Puzzle, error) {
	p, err := cellgrid.CountedText(s, h, lines)
	for _, w := range h.Words {
		val, ok := strings.CutPrefix(strings.ToLower(w), "fleet=")
		if !ok {
			return nil, puzzles.Errorf(h.Line, 0, "unknown header word %q: expected fleet=4,3,3,...", w)
		}
		var fleet []int
		for _, f := range strings.Split(val, ",") {
			n, bad := strconv.Atoi(f)
			if bad != nil || n < 1 || n > puzzles.MaxSide {
				return nil, puzzles.Errorf(h.Line, 0, "fleet=%s: ship length %q is not a number from 1 to %d", val, f, puzzles.MaxSide)
			}
			fleet = append(fleet, n)
		}
		if err == nil {
			p.Fleet = desc(fleet)
		}
	}
	return p, err
}

// desc sorts ship lengths longest first.
func desc(f []int) []int {
	slices.Sort(f)
	slices.Reverse(f)
	return f
}

// String implements puzzles.Instance: the counted grid under a header
// that names the fleet.
func (p *Puzzle) String() string {
	return strings.Replace(p.Counted.String(), "\n", " fleet="+fleetText(p.Fleet)+"\n", 1)
}

func fleetText(f []int) string {
	s := fmt.Sprint(f)
	return strings.ReplaceAll(s[1:len(s)-1], " ", ",")
}

// Clues implements puzzles.Instance: the counts, then the given cells.
func (p *Puzzle) Clues() []puzzles.Clue { return append(p.Counted.Clues(), p.Grid.Clues()...) }

// Without implements puzzles.Instance: the counts and given cells at the
// indices of Clues() taken away.
func (p *Puzzle) Without(drop []int) puzzles.Instance {
	n := len(p.Counted.Clues())
	var lines, cells []int
	for _, i := range drop {
		if i < n {
			lines = append(lines, i)
		} else {
			cells = append(cells, i-n)
		}
	}
	return p.Counted.Without(lines).(*Puzzle).Grid.Without(cells)
}

// Keys implements puzzles.Editable: the segments, the counts' digits and
// a key for each standard fleet.
func (p *Puzzle) Keys() []puzzles.Key {
	keys := p.Counted.Keys()
	for _, f := range Fleets {
		keys = append(keys, puzzles.Key{Label: fleetLabel(f), Key: KeyFleet + strconv.Itoa(f[0])})
	}
	return keys
}

// Edit implements puzzles.Editable: KeyFleet and a length sets the
// standard fleet of that longest ship; other keys edit the cells and
// counts.
func (p *Puzzle) Edit(t puzzles.Target, key string) (puzzles.Instance, error) {
	n, ok := strings.CutPrefix(key, KeyFleet)
	i := slices.IndexFunc(Fleets, func(f []int) bool { return strconv.Itoa(f[0]) == n })
	if !ok || i < 0 {
		return p.Counted.Edit(t, key)
	}
	if i == fleetIndex(p.Fleet) {
		return p, nil
	}
	q := p.Counted.Without(nil).(*Puzzle)
	q.Fleet = slices.Clone(Fleets[i])
	return q, nil
}

// fleetIndex is the index of a fleet in Fleets, -1 when it is none of
// them.
func fleetIndex(f []int) int {
	return slices.IndexFunc(Fleets, func(g []int) bool { return slices.Equal(f, g) })
}

// fleetLabel is a fleet's pad label, "6 ships": short, so that the pad
// keeps one row on a phone; the board draws the fleet itself.
func fleetLabel(f []int) string { return strconv.Itoa(len(f)) + " ships" }
