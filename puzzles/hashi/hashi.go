package hashi

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// Cell values besides the island numbers 1 to 16.
const (
	Water   = 0  // no island
	Unknown = -1 // an island whose number is not given ("?")
)

// Limits of the rules' parameters: Tatham's game allows 1 to 4 bridges
// per pair, so an island has at most 16.
const (
	MaxBridges = 4
	maxNumber  = 4 * MaxBridges
)

// Puzzle is a Hashiwokakero board: Cells[r][c] is Water, Unknown or an
// island's number; Max is the most bridges that may join two islands;
// Loops says whether the bridges may form a cycle.
type Puzzle struct {
	puzzles.Board[int]
	Max   int
	Loops bool
}

// Type is the Hashiwokakero (Bridges) puzzle type.
type Type struct{}

// The parts of the contract that this type implements.
var (
	_ puzzles.Instance  = (*Puzzle)(nil)
	_ puzzles.Type      = Type{}
	_ puzzles.Generator = Type{}
	_ puzzles.Decoder   = (*encoding)(nil)
)

// Name implements puzzles.Type.
func (Type) Name() string { return "hashi" }

// Title implements puzzles.Type.
func (Type) Title() string { return "Hashiwokakero / Bridges" }

// Parse implements puzzles.Type.
func (Type) Parse(text string) (puzzles.Instance, error) { return puzzles.Guard(text, Parse) }

// New implements puzzles.Type.
func (Type) New(rows, cols int) (puzzles.Instance, error) { return puzzles.Wrap(New(rows, cols)) }

// New returns an all-water rows x cols board with the usual rules: at most
// 2 bridges per pair, loops allowed.
func New(rows, cols int) (*Puzzle, error) {
	b, err := puzzles.NewBoard(rows, cols, Water)
	if err != nil {
		return nil, err
	}
	return usual(b), nil
}

// TypeName implements puzzles.Instance.
func (p *Puzzle) TypeName() string { return "hashi" }

// usual returns board b under the usual rules: at most 2 bridges per
// pair, loops allowed.
func usual(b puzzles.Board[int]) *Puzzle { return &Puzzle{Board: b, Max: 2, Loops: true} }

// validate checks the numbers against the bridge limit and that no two
// islands touch (a bridge needs water to cross).
func (p *Puzzle) validate() error {
	if p.Max < 1 || p.Max > MaxBridges {
		return fmt.Errorf("at most %d bridges per pair: expected 1 to %d", p.Max, MaxBridges)
	}
	for _, pos := range p.Size().Cells() {
		v := p.At(pos)
		if v == Water {
			continue
		}
		if v != Unknown && (v < 1 || v > 4*p.Max) {
			return fmt.Errorf("island %d at %d,%d: an island has 1 to %d bridges (4 directions × %d)", v, pos.R, pos.C, 4*p.Max, p.Max)
		}
		for _, q := range []grid.Pos{{R: pos.R, C: pos.C + 1}, {R: pos.R + 1, C: pos.C}} {
			if p.At(q) != Water {
				return fmt.Errorf("islands at %d,%d and %d,%d touch: a bridge needs water between islands", pos.R, pos.C, q.R, q.C)
			}
		}
	}
	return nil
}

// Clues implements puzzles.Instance: the islands' numbers.
func (p *Puzzle) Clues() []puzzles.Clue { return p.ClueList(puzzles.PositiveClue) }

// Without implements puzzles.Instance: the numbers dropped, their islands
// kept as islands of unknown number.
func (p *Puzzle) Without(drop []int) puzzles.Instance {
	q := *p
	q.Board = p.Dropped(p.Clues(), drop, Unknown)
	return &q
}

// Detect implements puzzles.Type: a "#hashi" or "#bridges" header, a
// puzz.link hashikake URL, or a valid Bridges game ID.
func (Type) Detect(text string) bool { return forms.Detect(text) }

// Examples implements puzzles.Type.
func (Type) Examples() []puzzles.Example {
	return []puzzles.Example{
		{Name: "Text grid 7x7", Text: text7},
		{Name: "puzz.link 5x5", Text: "https://puzz.link/p?hashikake/5/5/4g2i3h23k3g1g3g4g3"},
		{Name: "Bridges 10x10 hard", Text: bridges10},
		{Name: "Bridges 10x10 hard, no loops", Text: bridges10L},
		{Name: "Bridges 7x7, up to 4 bridges", Text: bridges7m4},
		{Name: "Bridges 15x15 hard", Text: bridges15},
	}
}

// text7 is Tatham's 7x7m2:3b3a1c3a3a3i5c3i3b1a3e3 as a text grid.
const text7 = `#hashi max=2 loops=yes
3..3.1.
..3.3.3
.......
..5...3
.......
..3..1.
3.....3
`

// Bridges game IDs made by Simon Tatham's generator (bridges.c,
// new_game_desc; parameters 10x10i30e10m2d2, 10x10i30e10m2Ld2,
// 7x7i30e10m4d1 and 15x15i30e10m2d2: the hard presets).
const (
	bridges10  = "10x10m2:b1a3a6b42b3a3n4b2b6b6ze2a3h1b2d3e4b3"
	bridges10L = "10x10m2L:2c3a4a2d1c2a3d3a5a2a3b4c2d2a3a2b2j3a3a4b4a3a1a2f3a2b2c3d3c2a"
	bridges7m4 = "7x7m4:4c1c3a4b46c5j3a6g3b2b8b7"
	bridges15  = "15x15m2:3h5a4b2b2d1e1r3f4a3a4f1b2c1d3a2z4c5b5f3l4zc2g2a3c3a3a4g4c1m1a12a3f4a3a2a"
)
