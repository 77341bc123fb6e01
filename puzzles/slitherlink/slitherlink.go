package slitherlink

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// None marks a cell without a clue.
const None = -1

// MaxClue is the highest clue: a cell has four sides, and a 4 would be a
// whole loop around one cell.
const MaxClue = 3

// Puzzle is a Slitherlink board: Cells[r][c] is the number of sides of
// cell (r, c) on the loop, or None.
type Puzzle struct {
	puzzles.Board[int]
}

// New returns a rows x cols board without clues.
func New(rows, cols int) (*Puzzle, error) {
	return puzzles.Of[Puzzle](puzzles.NewGrid(rows, cols, None))
}

// checkClue refuses a clue outside 0 to MaxClue.
func checkClue(n int) error {
	if n < 0 || n > MaxClue {
		return fmt.Errorf("clue %d is out of range: clues are 0 to %d (a cell has 4 sides, and a 4 would be a loop around one cell)", n, MaxClue)
	}
	return nil
}

// Clues implements puzzles.Instance: the numbered cells in reading order.
func (p *Puzzle) Clues() []puzzles.Clue { return p.ClueList(clueText) }

// clueText is the text of a clue, "" for a cell without one.
func clueText(n int) string {
	if n == None {
		return ""
	}
	return strconv.Itoa(n)
}

// Without implements puzzles.Instance: the given clues removed.
func (p *Puzzle) Without(drop []int) puzzles.Instance {
	return &Puzzle{p.Dropped(p.Clues(), drop, None)}
}

// Detect implements puzzles.Type: a "#slitherlink" header, a puzz.link
// slither URL, or a Loopy game ID with its grid type ("10x10t0:...").
func (Type) Detect(text string) bool {
	t := strings.TrimSpace(text)
	params, _, ok := strings.Cut(t, ":")
	if ok && isGameID(t) {
		return strings.Contains(params, "t")
	}
	return forms.Detect(t)
}
