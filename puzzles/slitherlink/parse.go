package slitherlink

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles/internal/formats"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/pzl"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/textgrid"
)

// Parse reads a Slitherlink puzzle in any of its formats, told apart by
// their look: a puzz.link slither URL, a Loopy game ID ("10x10t0:..."), or
// a text grid ('0'–'3' clues, '.' none) after an optional "#slitherlink"
// header.
func Parse(text string) (*Puzzle, error) { return forms.Parse(text) }

// forms are Slitherlink's formats.
var forms = formats.Set[*Puzzle]{
	Expected: "a grid, a Loopy game ID or a puzz.link URL",
	Forms:    []formats.Form[*Puzzle]{pzl.Form(ParseURL, "slither"), {Is: isGameID, Parse: ParseGameID}},
	Text:     formats.Cells[Puzzle](textCell),
	Headers:  []string{"slitherlink"},
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
