package masyu

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/formats"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/textgrid"
)

// Parse reads a Masyu puzzle in any of its formats, told apart by their
// look: a puzz.link mashu or masyu URL, a Pearl game ID ("10x10:..."), or
// a text grid ('W' white, 'B' black, '.' empty) after an optional
// "#masyu" header.
func Parse(text string) (*Puzzle, error) { return forms.Parse(text) }

// headers are the names a text grid's header may give the type.
var headers = []string{"masyu", "pearl"}

// forms are Masyu's formats.
var forms = formats.Set[*Puzzle]{
	Expected: "a grid, a Pearl game ID or a puzz.link URL",
	Headers:  headers,
	Forms:    []formats.Form[*Puzzle]{{Is: isURL, Parse: ParseURL}, {Is: isGameID, Parse: ParseGameID}},
	Text:     parseText,
}

// parseText reads the text grid: one line per row; spaces between cells
// are allowed.
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
	switch ch {
	case '.', '-':
		return Empty, nil
	case 'W', 'w', 'O', 'o':
		return White, nil
	case 'B', 'b', '#':
		return Black, nil
	}
	return 0, fmt.Errorf("unexpected %q: expected 'W' (white pearl), 'B' (black pearl) or '.'", ch)
}

// String implements puzzles.Instance: a "#masyu" header, then the grid.
func (p *Puzzle) String() string { return textgrid.Write("masyu", p.Cells, cellChar) }

func cellChar(v int) byte { return ".WB"[v] }
