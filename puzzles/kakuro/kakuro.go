package kakuro

import (
	_ "embed"
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/formats"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/pzl"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/textgrid"
)

// White is a cell to fill with a digit; any other value is a clue cell,
// its sums packed as Clue packs them (0: a clue cell without sums).
const White = -1

// MaxSum is the largest sum a run can have: 1 + 2 + ... + 9.
const MaxSum = 45

// Clue is the value of a clue cell with a down and an across sum, 0 for
// none.
func Clue(down, across int) int { return down*100 + across }

// typingAcross marks a clue cell whose across sum the editor's digits
// type (after Across, a backslash); it is the editor's, never written.
const typingAcross = 10000

// sums returns the down and across sums of a clue cell's value v.
func sums(v int) (down, across int) { v %= typingAcross; return v / 100, v % 100 }

// spec declares Kakuro: its two kinds of cell, its text and URL. A clue cell's sums are the board's own (Own.Text, Forms).
var spec = &cellgrid.Spec[*Puzzle]{
	Name: "kakuro", Title: "Kakuro (Cross Sums)", Headers: []string{"crosssums"},
	Rules: "Write a digit 1–9 in every white cell. Each run across or down adds up to the sum in the clue cell before it, and no digit repeats within a run.",
	Symbols: cellgrid.Alphabet{
		{Value: Clue(0, 0), Text: "#", Label: "Clue", Keys: []string{"#"}, Word: "a clue cell", Look: cellgrid.Solid},
		{Value: White, Text: ".", Label: "Delete", Keys: []string{"Delete", "."}, Word: "white"},
	},
	Blank: White,
	Help: `Select a cell, then type a clue cell's down sum with the digits, then Across and its across sum ` +
		`(1, 6, Across, 7 is 16\7); Clue makes a clue cell without sums, Delete a white cell.`,
	Own: &cellgrid.Own[*Puzzle]{
		Text: readText,
		Forms: func(s *cellgrid.Spec[*Puzzle]) []formats.Form[*Puzzle] {
			return []formats.Form[*Puzzle]{pzl.Form(func(url string) (*Puzzle, error) { return readURL(s, url) }, "kakuro")}
		},
		Expected: "a grid or a puzz.link URL",
	},
}

//go:embed examples.txt
var examples string

// Type is the Kakuro puzzle type; Parse reads a Kakuro puzzle in any of
// its formats (see the package documentation), and New returns an
// all-white rows x cols board.
var Type, Parse, New = spec.Declare(examples, generator)

// Puzzle is a Kakuro board: Cells[r][c] is White or a clue cell (Clue).
type Puzzle struct{ cellgrid.Grid }

// Answer is the digits: {"grid": [[0, 3, 1], ...]}, 0 in clue cells (a
// partial answer, puzzles.PartialNumbers, has null where not known).
type Answer = puzzles.Numbers

func white(v int) bool { return v == White }

// token is how the text writes a cell: ".", "#", `16\7`, `16\`, `\7`.
func token(v int) string {
	if v == White {
		return "."
	} else if v%typingAcross == 0 {
		return "#"
	}
	down, across := sums(v)
	return num(down) + `\` + num(across)
}

// num writes a sum, "" for none.
func num(n int) string {
	if n == 0 {
		return ""
	}
	return strconv.Itoa(n)
}

// String implements puzzles.Instance: "#kakuro", then a row a line, its
// cells as tokens in columns.
func (p *Puzzle) String() string { return "#kakuro\n" + puzzles.Columns(p.Cells, token) }

// readText reads the text: tokens separated by spaces.
func readText(s *cellgrid.Spec[*Puzzle], h textgrid.Header, lines []textgrid.Line) (*Puzzle, error) {
	if len(h.Words) > 0 {
		return nil, puzzles.Errorf(h.Line, 0, "unknown header word %q", h.Words[0])
	}
	cells, err := textgrid.Tokens(lines, true, readToken)
	if err != nil {
		return nil, err
	}
	return s.Wrap(cells), nil
}

// readToken reads one cell of the text.
func readToken(tok string) (int, error) {
	switch down, across, ok := strings.Cut(tok, `\`); {
	case tok == ".":
		return White, nil
	case tok == "#":
		return 0, nil
	case !ok:
		return 0, fmt.Errorf(`unexpected %q: expected '.', '#' or sums DOWN\ACROSS (16\7, 16\, \7)`, tok)
	default:
		d, err := readSum(down, "down")
		if err != nil {
			return 0, err
		}
		a, err := readSum(across, "across")
		return Clue(d, a), err
	}
}

// readSum reads a sum of the text, "" for none.
func readSum(s, side string) (int, error) {
	if s == "" {
		return 0, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 || n > MaxSum {
		return 0, fmt.Errorf("the %s sum %q is not a number 1 to %d", side, s, MaxSum)
	}
	return n, nil
}
