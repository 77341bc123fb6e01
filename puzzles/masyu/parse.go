package masyu

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles/internal/formats"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/pzl"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/textgrid"
)

// Parse reads a Masyu puzzle in any of its formats, told apart by their
// look: a puzz.link mashu or masyu URL, a Pearl game ID ("10x10:..."), or
// a text grid ('W' white, 'B' black, '.' empty) after an optional
// "#masyu" header.
func Parse(text string) (*Puzzle, error) { return forms.Parse(text) }

// forms are Masyu's formats.
var forms = formats.Set[*Puzzle]{
	Expected: "a grid, a Pearl game ID or a puzz.link URL",
	Forms:    []formats.Form[*Puzzle]{pzl.Form(ParseURL, urlKeys...), {Is: isGameID, Parse: ParseGameID}},
	Text:     formats.Cells[Puzzle](textCell),
	Headers:  []string{"masyu", "pearl"},
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
