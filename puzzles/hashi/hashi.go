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

// New returns an all-water rows x cols board with the usual rules: at most
// 2 bridges per pair, loops allowed.
func New(rows, cols int) (*Puzzle, error) {
	b, err := puzzles.NewBoard(rows, cols, Water)
	if err != nil {
		return nil, err
	}
	return usual(b), nil
}

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
			return fmt.Errorf("island %d at %s: an island has 1 to %d bridges (4 directions × %d)", v, puzzles.CellName(pos), 4*p.Max, p.Max)
		}
		for _, q := range []grid.Pos{{R: pos.R, C: pos.C + 1}, {R: pos.R + 1, C: pos.C}} {
			if p.At(q) != Water {
				return fmt.Errorf("islands at %s and %s touch: a bridge needs water between islands", puzzles.CellName(pos), puzzles.CellName(q))
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
