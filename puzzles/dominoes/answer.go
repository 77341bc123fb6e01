package dominoes

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// Answer is a placement of dominoes. Its JSON form is
// {"dominoes": [{"pips": [6, 4], "cells": [[7, 3], [8, 3]]}, ...], "apart":
// [[[0, 1], [0, 2]], ...], "grid": [...]}: the dominoes in the set's order
// (0-0, 0-1, ...), each domino's cells in reading order; the pairs of
// adjacent cells known not to share a domino; the picture Text prints.
type Answer struct {
	Dominoes []Domino    `json:"dominoes"`
	Apart    [][2][2]int `json:"apart,omitempty"`
	Grid     []string    `json:"grid,omitempty"`
}

// Text implements puzzles.Answer: the picture, or the list of dominoes
// when the answer has none.
func (a *Answer) Text() string {
	if a.Grid == nil {
		var lines []string
		for _, d := range a.Dominoes {
			lines = append(lines, pipsText(d)+"@"+rc(d.Cells[0])+"-"+rc(d.Cells[1]))
		}
		return strings.Join(lines, "\n") + "\n"
	}
	return puzzles.Lines(a.Grid)
}

// Picture draws the layout's numbers with ─ between the halves of a
// horizontal domino and │ below the top half of a vertical one. Holes are
// blank; numbers take two columns when the set goes above 9.
func Picture(p *Puzzle, dominoes []Domino) []string {
	joined := map[grid.Edge]bool{}
	for _, d := range dominoes {
		joined[edgeOf(posOf(d.Cells[0]), posOf(d.Cells[1]))] = true
	}
	width := len(strconv.Itoa(p.Max))
	size := p.Size()
	var out []string
	pad := func(b *strings.Builder, s string) {
		b.WriteString(strings.Repeat(" ", width-utf8.RuneCountInString(s)))
		b.WriteString(s)
	}
	for r := 0; r < size.Rows; r++ {
		var line, below strings.Builder
		for c := 0; c < size.Cols; c++ {
			pos := grid.Pos{R: r, C: c}
			num, bar, join := " ", " ", " "
			if v := p.At(pos); v != Hole {
				num = strconv.Itoa(v)
			}
			if joined[grid.Edge{A: pos, B: grid.Pos{R: r, C: c + 1}}] {
				join = "─"
			}
			if joined[grid.Edge{A: pos, B: grid.Pos{R: r + 1, C: c}}] {
				bar = "│"
			}
			pad(&line, num)
			line.WriteString(join)
			pad(&below, bar)
			below.WriteByte(' ')
		}
		out = append(out, strings.TrimRight(line.String(), " "))
		if r+1 < size.Rows {
			out = append(out, strings.TrimRight(below.String(), " "))
		}
	}
	return out
}

// Check implements puzzles.Instance: every cell is covered by exactly one
// domino showing its number, every domino of the set is used exactly once,
// and every clue domino lies where it is given.
func (p *Puzzle) Check(ans puzzles.Answer) error {
	a, err := puzzles.AnswerAs[*Answer](ans, "dominoes")
	if err != nil {
		return err
	}
	set := SetSize(p.Max)
	if len(a.Dominoes) != set {
		return fmt.Errorf("%d dominoes placed; the double-%d set has %d", len(a.Dominoes), p.Max, set)
	}
	covered := map[grid.Pos]bool{}
	used := make([]bool, set)
	for _, d := range a.Dominoes {
		if err := p.checkDomino(d, covered, used); err != nil {
			return fmt.Errorf("domino %s at %s-%s: %w", pipsText(d), rc(d.Cells[0]), rc(d.Cells[1]), err)
		}
	}
	for _, pos := range p.Size().Cells() {
		if p.At(pos) != Hole && !covered[pos] {
			return fmt.Errorf("cell %s is not covered", rc(cellOf(pos)))
		}
	}
	for _, clue := range p.Given {
		if !hasClue(a.Dominoes, clue) {
			return fmt.Errorf("the clue %s is not honoured", clueText(clue))
		}
	}
	return nil
}

func (p *Puzzle) checkDomino(d Domino, covered map[grid.Pos]bool, used []bool) error {
	for i, c := range d.Cells {
		pos := posOf(c)
		switch v := p.At(pos); {
		case v == Hole:
			return fmt.Errorf("cell %s is a hole or off the layout", rc(c))
		case v != d.Pips[i]:
			return fmt.Errorf("cell %s shows %d", rc(c), v)
		case covered[pos]:
			return fmt.Errorf("cell %s is covered twice", rc(c))
		}
		covered[pos] = true
	}
	if !grid.Adjacent(posOf(d.Cells[0]), posOf(d.Cells[1])) {
		return fmt.Errorf("its cells are not adjacent")
	}
	k := Index(p.Max, d.Pips[0], d.Pips[1])
	if used[k] {
		return fmt.Errorf("the set has only one %s domino", pipsText(d))
	}
	used[k] = true
	return nil
}

// hasClue reports whether the placement has clue's domino on clue's cells,
// each showing the clue's number.
func hasClue(dominoes []Domino, clue Domino) bool {
	flipped := Domino{Pips: [2]int{clue.Pips[1], clue.Pips[0]}, Cells: [2][2]int{clue.Cells[1], clue.Cells[0]}}
	for _, d := range dominoes {
		if d == clue || d == flipped {
			return true
		}
	}
	return false
}

// Diff implements puzzles.Instance: the cells whose domino partner differs.
func (p *Puzzle) Diff(a, b puzzles.Answer) []puzzles.Target {
	return puzzles.DiffAt(a, b, p.Size(), partners)
}

// partners maps each covered cell to the other cell of its domino.
func partners(a *Answer) map[grid.Pos]grid.Pos {
	out := map[grid.Pos]grid.Pos{}
	for _, d := range a.Dominoes {
		out[posOf(d.Cells[0])], out[posOf(d.Cells[1])] = posOf(d.Cells[1]), posOf(d.Cells[0])
	}
	return out
}
