package hashi

import (
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/tatham"
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

// validate checks the numbers against the bridge limit. Islands may
// touch: a bridge joins two islands side by side directly.
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
// puzz.link hashi (hashikake, bridges) URL, or a valid Bridges game ID
// in which no two islands touch. Tatham's generator never places islands
// side by side, and a game ID of touching islands is more likely another
// game's ("2x2:3614" is a Net ID), so such an ID is read only when the
// type is named.
func (Type) Detect(text string) bool {
	if !forms.Detect(text) {
		return false
	}
	t := strings.TrimSpace(text)
	if !tatham.IsID(t, gameLetters) {
		return true
	}
	p, err := ParseGameID(t)
	return err == nil && !p.touching()
}

// touching reports whether two islands are side by side.
func (p *Puzzle) touching() bool {
	for _, pos := range p.Size().Cells() {
		if p.At(pos) == Water {
			continue
		}
		for _, d := range []grid.Delta{{C: 1}, {R: 1}} {
			if q := pos.Add(d); p.Size().In(q) && p.At(q) != Water {
				return true
			}
		}
	}
	return false
}
