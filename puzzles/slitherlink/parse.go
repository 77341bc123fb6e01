package slitherlink

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/formats"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/textgrid"
)

// Parse reads a Slitherlink puzzle in any of its formats, told apart by
// their look: a puzz.link slither URL, a Loopy game ID ("10x10t0:..."), or
// a text grid ('0'–'3' clues, '.' none) after an optional "#slitherlink"
// header.
func Parse(text string) (*Puzzle, error) { return forms.Parse(text) }

// headers are the names a text grid's header may give the type.
var headers = []string{"slitherlink"}

// forms are Slitherlink's formats.
var forms = formats.Set[*Puzzle]{
	Expected: "a grid, a Loopy game ID or a puzz.link URL",
	Headers:  headers,
	Forms:    []formats.Form[*Puzzle]{{Is: isURL, Parse: ParseURL}, {Is: isGameID, Parse: ParseGameID}},
	Text:     parseText,
}

// parseText reads the text grid: one line per row, '0'–'3' a clue, '.' or
// '-' none; spaces between cells are allowed.
func parseText(text string) (*Puzzle, error) {
	return board(textgrid.Read(text, headers, textCell))
}

// board returns the puzzle of the cells a reader gives, or its error.
func board(cells [][]int, err error) (*Puzzle, error) {
	if err != nil {
		return nil, err
	}
	return &Puzzle{puzzles.Board[int]{Cells: cells}}, nil
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
