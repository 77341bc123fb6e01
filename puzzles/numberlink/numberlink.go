package numberlink

import (
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// Puzzle is a Numberlink board.
type Puzzle struct {
	Size grid.Size
	Rule Rule
	// NoTouch is the rule that a line never runs beside itself: two
	// orthogonally adjacent cells of one line are consecutive on it (the
	// convention of Nikoli, Janko and Flow Free puzzles).
	NoTouch bool
	Cells   [][]string // "" for an empty cell, otherwise the label as written
}

// Rule says whether every cell must be used.
type Rule string

// The rules.
const (
	Fill    Rule = "fill"
	Classic Rule = "classic"
)

// RuleText names the rules in force: "fill", "classic", "fill notouch" or
// "classic notouch", as the header writes them.
func (p *Puzzle) RuleText() string {
	if p.NoTouch {
		return string(p.Rule) + " notouch"
	}
	return string(p.Rule)
}

// New returns an empty rows x cols puzzle.
func New(rows, cols int, rule Rule) (*Puzzle, error) {
	if err := puzzles.CheckSize(rows, cols); err != nil {
		return nil, err
	}
	p := &Puzzle{Size: grid.Size{Rows: rows, Cols: cols}, Rule: rule}
	p.Cells = make([][]string, rows)
	for r := range p.Cells {
		p.Cells[r] = make([]string, cols)
	}
	return p, nil
}

// Label returns the label at pos ("" when empty).
func (p *Puzzle) Label(pos grid.Pos) string { return p.Cells[pos.R][pos.C] }

// Labels returns the distinct labels in reading order and their endpoint cells.
func (p *Puzzle) Labels() (labels []string, ends map[string][]grid.Pos) {
	ends = map[string][]grid.Pos{}
	for _, pos := range p.Size.Cells() {
		l := p.Label(pos)
		if l == "" {
			continue
		}
		if len(ends[l]) == 0 {
			labels = append(labels, l)
		}
		ends[l] = append(ends[l], pos)
	}
	return labels, ends
}

// validate checks that each label appears exactly twice.
func (p *Puzzle) validate() error {
	labels, ends := p.Labels()
	for _, l := range labels {
		if n := len(ends[l]); n != 2 {
			at := ends[l][0]
			return puzzles.Errorf(0, 0, "label %q appears %s (first at row %d, column %d); every label must appear exactly twice",
				l, times(n), at.R+1, at.C+1)
		}
	}
	return nil
}

func times(n int) string {
	if n == 1 {
		return "once"
	}
	return fmt.Sprintf("%d times", n)
}

// Equal reports whether two puzzles are the same.
func (p *Puzzle) Equal(q *Puzzle) bool { return p.String() == q.String() }

// singleRunes reports whether every label is one character (and not "." or "#").
func (p *Puzzle) singleRunes() bool {
	labels, _ := p.Labels()
	for _, l := range labels {
		if len([]rune(l)) != 1 || l == "." || l == "#" {
			return false
		}
	}
	return true
}

// String returns the canonical text: a header naming the rule, then one
// character per cell when every label is one character, else a token grid.
func (p *Puzzle) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "#numberlink %s\n", p.RuleText())
	if p.singleRunes() {
		for _, row := range p.Cells {
			for _, l := range row {
				b.WriteString(orDot(l))
			}
			b.WriteByte('\n')
		}
		return b.String()
	}
	width := 1
	for _, row := range p.Cells {
		for _, l := range row {
			width = max(width, len([]rune(l)))
		}
	}
	for _, row := range p.Cells {
		toks := make([]string, len(row))
		for c, l := range row {
			toks[c] = fmt.Sprintf("%*s", width, orDot(l))
		}
		b.WriteString(strings.Join(toks, " "))
		b.WriteByte('\n')
	}
	return b.String()
}

func orDot(l string) string {
	if l == "" {
		return "."
	}
	return l
}

// Detect implements puzzles.Type: a numlin URL or a "#numberlink" header.
func (Type) Detect(text string) bool {
	t := strings.TrimSpace(text)
	return IsURL(t) || strings.HasPrefix(strings.ToLower(t), "#numberlink")
}

// SizeFields implements puzzles.Sized.
func (p *Puzzle) SizeFields() []puzzles.SizeField { return puzzles.RowsCols(p.Size.Rows, p.Size.Cols) }
