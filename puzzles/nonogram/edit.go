package nonogram

import (
	"fmt"
	"math"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// Editor target kinds: a row's clue strip (R is the row) and a column's (C
// is the column). Cells (Kind "") are only targets of Diff.
const (
	KindRow = "row"
	KindCol = "col"
)

// Hit implements puzzles.Editable: the clue strip left of a row or above a
// column; the board itself has nothing to edit.
func (p *Puzzle) Hit(x, y float64) (puzzles.Target, bool) {
	sw, sh := p.strips()
	c, r := int(math.Floor(x))-sw, int(math.Floor(y))-sh
	switch {
	case x < 0 || y < 0 || r >= len(p.Rows) || c >= len(p.Cols):
	case c < 0 && r >= 0:
		return puzzles.Target{R: r, Kind: KindRow}, true
	case r < 0 && c >= 0:
		return puzzles.Target{C: c, Kind: KindCol}, true
	}
	return puzzles.Target{}, false
}

// Box implements puzzles.Editable: a clue strip, or a cell of the board.
func (p *Puzzle) Box(t puzzles.Target) (x, y, w, h float64) {
	sw, sh := p.strips()
	switch t.Kind {
	case KindRow:
		return 0, float64(sh + t.R), float64(sw), 1
	case KindCol:
		return float64(sw + t.C), 0, 1, float64(sh)
	}
	return float64(sw + t.C), float64(sh + t.R), 1, 1
}

// Move implements puzzles.Editable: up and down move between row clues,
// left and right between column clues; ArrowUp from the first row reaches
// the first column and ArrowLeft from the first column the first row.
func (p *Puzzle) Move(t puzzles.Target, arrow string) puzzles.Target {
	switch {
	case t.Kind == KindRow && arrow == "ArrowUp" && t.R == 0:
		return puzzles.Target{Kind: KindCol}
	case t.Kind == KindCol && arrow == "ArrowLeft" && t.C == 0:
		return puzzles.Target{Kind: KindRow}
	case t.Kind == KindRow && (arrow == "ArrowUp" || arrow == "ArrowDown"):
		return puzzles.CellMove(len(p.Rows), 1, t, arrow)
	case t.Kind == KindCol && (arrow == "ArrowLeft" || arrow == "ArrowRight"):
		return puzzles.CellMove(1, len(p.Cols), t, arrow)
	}
	return t
}

// Keys implements puzzles.Editable: digits, the separator, Backspace and Delete.
func (p *Puzzle) Keys() []puzzles.Key {
	keys := []puzzles.Key{}
	for _, d := range "1234567890" {
		keys = append(keys, puzzles.Key{Label: string(d), Key: string(d)})
	}
	return append(keys,
		puzzles.Key{Label: "Next", Key: " "},
		puzzles.Key{Label: "Backspace", Key: "Backspace"},
		puzzles.Key{Label: "Delete", Key: "Delete"})
}

// help is the editor's help.
const help = "Select a row's clue strip (left) or a column's (above), type its numbers with Next (or space) between them; " +
	"Backspace removes a digit, Delete empties the line."

// Edit implements puzzles.Editable on a clue strip. A digit extends the
// last number (or starts a new one after Next, or when the longer number
// would not fit the line); space, comma or Next ends a number; Backspace
// removes the last digit; Delete empties the line; '?' makes the clue
// unknown. A clue that would not fit its line is refused.
func (p *Puzzle) Edit(t puzzles.Target, key string) (puzzles.Instance, error) {
	if !p.isLine(t) {
		return p, nil
	}
	t = puzzles.Target{R: t.R, C: t.C, Kind: t.Kind}
	if t.Kind == KindRow {
		t.C = 0
	} else {
		t.R = 0
	}
	old := p.line(t)
	clue := cloneClue(old)
	if clue == nil {
		clue = []int{}
	}
	open := false
	switch key {
	case " ", "Next", ",", "Enter":
		open = len(clue) > 0
	case "Backspace":
		if p.open == t {
			break
		}
		if n := len(clue); n > 0 {
			if clue[n-1] /= 10; clue[n-1] == 0 {
				clue = clue[:n-1]
			}
		}
	case "Delete":
		clue = []int{}
	case "?":
		clue = Unknown
	default:
		if len(key) != 1 || key[0] < '0' || key[0] > '9' {
			return p, nil
		}
		clue = p.typeDigit(t, clue, int(key[0]-'0'))
	}
	q := p.clone()
	if t.Kind == KindRow {
		q.Rows[t.R] = clue
	} else {
		q.Cols[t.C] = clue
	}
	if open {
		q.open = t
	} else {
		q.open = puzzles.Target{Kind: "none"}
	}
	if need, length := span(clue), p.length(t); need > length {
		return p, fmt.Errorf("clue %s needs %d cells, the line has %d", clueText(clue), need, length)
	}
	return q, nil
}

// typeDigit adds digit d to clue on line t.
func (p *Puzzle) typeDigit(t puzzles.Target, clue []int, d int) []int {
	n := len(clue)
	switch {
	case n > 0 && p.open != t && clue[n-1]*10+d <= p.length(t):
		clue[n-1] = clue[n-1]*10 + d
	case d > 0:
		clue = append(clue, d)
	}
	return clue
}

// isLine reports whether t is a row or column strip of the puzzle.
func (p *Puzzle) isLine(t puzzles.Target) bool {
	switch t.Kind {
	case KindRow:
		return t.R >= 0 && t.R < len(p.Rows)
	case KindCol:
		return t.C >= 0 && t.C < len(p.Cols)
	}
	return false
}

// length is the number of cells of line t.
func (p *Puzzle) length(t puzzles.Target) int {
	if t.Kind == KindRow {
		return len(p.Cols)
	}
	return len(p.Rows)
}
