package numberlink

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// New implements puzzles.Type: an empty board under the fill rule.
func (Type) New(rows, cols int) (puzzles.Instance, error) { return puzzles.Wrap(New(rows, cols, Fill)) }

// clone returns a deep copy of p.
func (p *Puzzle) clone() *Puzzle {
	q := *p
	q.Cells = make([][]string, len(p.Cells))
	for r := range p.Cells {
		q.Cells[r] = append([]string(nil), p.Cells[r]...)
	}
	return &q
}

// Hit implements puzzles.Editable: the cell under the point.
func (p *Puzzle) Hit(x, y float64) (puzzles.Target, bool) {
	pos := grid.Pos{R: int(math.Floor(y)), C: int(math.Floor(x))}
	return puzzles.Target{R: pos.R, C: pos.C}, p.Size.In(pos)
}

// Box implements puzzles.Editable.
func (p *Puzzle) Box(t puzzles.Target) (x, y, w, h float64) {
	return float64(t.C), float64(t.R), 1, 1
}

// Move implements puzzles.Editable: arrows move one cell, stopping at the border.
func (p *Puzzle) Move(t puzzles.Target, arrow string) puzzles.Target {
	return MoveInGrid(p.Size, t, arrow)
}

// MoveInGrid moves a cell target by an arrow key within a board.
func MoveInGrid(size grid.Size, t puzzles.Target, arrow string) puzzles.Target {
	d, ok := map[string]grid.Dir{"ArrowUp": grid.Up, "ArrowRight": grid.Right, "ArrowDown": grid.Down, "ArrowLeft": grid.Left}[arrow]
	if !ok {
		return t
	}
	q := grid.Pos{R: t.R, C: t.C}.Add(d.Delta())
	if !size.In(q) {
		return t
	}
	return puzzles.Target{R: q.R, C: q.C, Kind: t.Kind}
}

// Edit implements puzzles.Editable. A letter or other symbol sets the
// cell's label; a digit appends to a numeric label (typing 1 then 2 gives
// 12, up to 4 digits); Backspace removes the last character; Delete, Space
// and "." clear the cell; "label L" (a pad key) sets label L; "rule"
// switches the rule between fill and classic, and "notouch" switches the
// notouch rule on or off, wherever t is. Clicks
// ("Click", "AltClick") only select, so they change nothing.
func (p *Puzzle) Edit(t puzzles.Target, key string) (puzzles.Instance, error) {
	pos := grid.Pos{R: t.R, C: t.C}
	if key == "rule" {
		q := p.clone()
		q.Rule = map[Rule]Rule{Fill: Classic, Classic: Fill}[p.Rule]
		return q, nil
	}
	if key == "notouch" {
		q := p.clone()
		q.NoTouch = !p.NoTouch
		return q, nil
	}
	if !p.Size.In(pos) {
		return p, nil
	}
	cur := p.Label(pos)
	next, ok := editLabel(cur, key)
	if l, isLabel := strings.CutPrefix(key, "label "); isLabel {
		next, ok = l, true
	}
	if !ok || next == cur {
		return p, nil
	}
	if next != "" {
		if err := checkLabel(next, 0, 0); err != nil {
			return p, fmt.Errorf("cannot use %q as a label", next)
		}
	}
	q := p.clone()
	q.Cells[pos.R][pos.C] = next
	return q, nil
}

func editLabel(cur, key string) (string, bool) {
	switch key {
	case "Delete", " ", ".", "Clear":
		return "", true
	case "Backspace":
		if cur == "" {
			return "", true
		}
		_, n := utf8.DecodeLastRuneInString(cur)
		return cur[:len(cur)-n], true
	}
	r, n := utf8.DecodeRuneInString(key)
	if n != len(key) || !unicode.IsGraphic(r) || unicode.IsSpace(r) || r == '#' {
		return cur, false // not a single printable character: ignore
	}
	if unicode.IsDigit(r) && isNumber(cur) && len(cur) < 4 && cur != "0" {
		return cur + key, true
	}
	return key, true
}

func isNumber(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if !unicode.IsDigit(r) {
			return false
		}
	}
	return true
}

// Clues implements puzzles.Instance: one clue per label, at its first endpoint.
func (p *Puzzle) Clues() []puzzles.Clue {
	labels, ends := p.Labels()
	out := make([]puzzles.Clue, len(labels))
	for i, l := range labels {
		out[i] = puzzles.Clue{Cell: [2]int{ends[l][0].R, ends[l][0].C}, Value: l}
	}
	return out
}

// Without implements puzzles.Instance: both endpoints of the dropped labels are cleared.
func (p *Puzzle) Without(drop []int) puzzles.Instance {
	labels, ends := p.Labels()
	q := p.clone()
	for _, l := range puzzles.Picked(labels, drop) {
		for _, pos := range ends[l] {
			q.Cells[pos.R][pos.C] = ""
		}
	}
	return q
}

// Diff implements puzzles.Instance: the cells whose picture differs.
func (p *Puzzle) Diff(a, b puzzles.Answer) []puzzles.Target {
	x, ok1 := a.(*Answer)
	y, ok2 := b.(*Answer)
	if !ok1 || !ok2 {
		return nil
	}
	gx, gy := glyphs(p, x.Paths), glyphs(p, y.Paths)
	var out []puzzles.Target
	for _, pos := range p.Size.Cells() {
		if gx[pos.R][pos.C] != gy[pos.R][pos.C] {
			out = append(out, puzzles.Target{R: pos.R, C: pos.C})
		}
	}
	return out
}

// Keys implements puzzles.Editable: the digits (typed as on a keyboard: 1
// then 2 makes 12), the letters on the board and the next unused letter,
// Delete, and the two rule toggles named by the current rules.
func (p *Puzzle) Keys() []puzzles.Key {
	var keys []puzzles.Key
	for _, d := range "1234567890" {
		keys = append(keys, puzzles.Key{Label: string(d), Key: string(d)})
	}
	labels, _ := p.Labels()
	var letters []string
	for _, l := range labels {
		if !isNumber(l) {
			letters = append(letters, l)
		}
	}
	slices.Sort(letters)
	if next := nextLetter(letters); next != "" {
		letters = append(letters, next)
	}
	for _, l := range letters {
		keys = append(keys, puzzles.Key{Label: l, Key: "label " + l})
	}
	return append(keys,
		puzzles.Key{Label: "Delete", Key: "Delete"},
		puzzles.Key{Label: "Rule: " + string(p.Rule), Key: "rule"},
		puzzles.Key{Label: "No-touch: " + map[bool]string{true: "on", false: "off"}[p.NoTouch], Key: "notouch"})
}

// nextLetter is the first letter A to Z not in use ("" when all are).
func nextLetter(labels []string) string {
	for r := 'A'; r <= 'Z'; r++ {
		if !slices.Contains(labels, string(r)) {
			return string(r)
		}
	}
	return ""
}

// Help implements puzzles.Type.
func (Type) Help() string {
	return "Tap a cell, then a label on the pad: digits (1 then 2 makes 12) or letters; each label appears exactly twice. " +
		"The rule key switches between fill (every cell used) and classic; " +
		"No-touch forbids a line to run beside itself (two adjacent cells of one line are consecutive on it), " +
		"the convention of Nikoli, Janko and Flow Free puzzles."
}
