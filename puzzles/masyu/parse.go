package masyu

import (
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/textgrid"
)

// Parse reads a Masyu puzzle in any of its formats, told apart by their
// look: a puzz.link mashu or masyu URL, a Pearl game ID ("10x10:..."), or
// a text grid ('W' white, 'B' black, '.' empty) after an optional
// "#masyu" header.
func Parse(text string) (*Puzzle, error) {
	t := strings.TrimSpace(text)
	switch {
	case t == "":
		return nil, puzzles.Errorf(0, 0, "empty input: expected a grid, a Pearl game ID or a puzz.link URL")
	case isURL(t):
		return ParseURL(t)
	case isGameID(t):
		return ParseGameID(t)
	}
	return parseText(text)
}

// headers are the names a text grid's header may give the type.
var headers = []string{"masyu", "pearl"}

// parseText reads the text grid: one line per row; spaces between cells
// are allowed.
func parseText(text string) (*Puzzle, error) {
	cells, err := textgrid.Read(text, headers, textCell)
	if err != nil {
		return nil, err
	}
	return &Puzzle{Cells: cells}, nil
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
