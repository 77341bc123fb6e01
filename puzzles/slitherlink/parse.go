package slitherlink

import (
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/textgrid"
)

// Parse reads a Slitherlink puzzle in any of its formats, told apart by
// their look: a puzz.link slither URL, a Loopy game ID ("10x10t0:..."), or
// a text grid ('0'–'3' clues, '.' none) after an optional "#slitherlink"
// header.
func Parse(text string) (*Puzzle, error) {
	t := strings.TrimSpace(text)
	switch {
	case t == "":
		return nil, puzzles.Errorf(0, 0, "empty input: expected a grid, a Loopy game ID or a puzz.link URL")
	case isURL(t):
		return ParseURL(t)
	case isGameID(t):
		return ParseGameID(t)
	}
	return parseText(text)
}

// headers are the names a text grid's header may give the type.
var headers = []string{"slitherlink"}

// parseText reads the text grid: one line per row, '0'–'3' a clue, '.' or
// '-' none; spaces between cells are allowed.
func parseText(text string) (*Puzzle, error) {
	cells, err := textgrid.Read(text, headers, textCell)
	if err != nil {
		return nil, err
	}
	return &Puzzle{Cells: cells}, nil
}

// textCell reads one cell of the text grid.
func textCell(ch rune) (int, error) {
	switch {
	case ch == '.' || ch == '-':
		return None, nil
	case ch >= '0' && ch <= '9':
		return int(ch - '0'), checkClue(int(ch - '0'))
	}
	return 0, fmt.Errorf("unexpected %q: expected '.' or a clue 0 to 3", ch)
}

// String implements puzzles.Instance: a "#slitherlink" header, then the
// grid, '.' for a cell without a clue.
func (p *Puzzle) String() string { return textgrid.Write("slitherlink", p.Cells, clueChar) }

func clueChar(n int) byte {
	if n == None {
		return '.'
	}
	return byte('0' + n)
}
