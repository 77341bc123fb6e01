package starbattle

import (
	"fmt"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// Hit implements puzzles.Editable: the cell under the point.
func (p *Puzzle) Hit(x, y float64) (puzzles.Target, bool) { return puzzles.CellHit(p.N(), p.N(), x, y) }

// Box implements puzzles.Editable.
func (p *Puzzle) Box(t puzzles.Target) (x, y, w, h float64) { return puzzles.CellBox(t) }

// Move implements puzzles.Editable.
func (p *Puzzle) Move(t puzzles.Target, arrow string) puzzles.Target {
	return puzzles.CellMove(p.N(), p.N(), t, arrow)
}

// Edit implements puzzles.Editable. A click only selects. On a cell, a
// region name (a letter, or a number above 52) puts the cell in that
// region, and Delete, Backspace, space or '.' takes it out of any region.
// Anywhere, + raises and - lowers the number of stars per row, column and
// region.
func (p *Puzzle) Edit(t puzzles.Target, key string) (puzzles.Instance, error) {
	switch key {
	case "+", "=":
		return p.withStars(p.K + 1)
	case "-":
		return p.withStars(p.K - 1)
	case "Delete", "Backspace", " ", ".":
		return p.withRegion(t, None), nil
	}
	if l, ok := parseLabel(key); ok && l != None && len(key) <= 3 {
		return p.withRegion(t, l), nil
	}
	return p, nil
}

// withStars returns the puzzle with k stars per row, column and region.
func (p *Puzzle) withStars(k int) (puzzles.Instance, error) {
	n := p.N()
	switch {
	case k < 1:
		return p, fmt.Errorf("every row, column and region holds at least 1 star")
	case k > MaxStars(n):
		return p, fmt.Errorf("at most %s per row fit a %dx%d board", stars(MaxStars(n)), n, n)
	}
	q := p.clone()
	q.K = k
	return q, nil
}

// withRegion returns the puzzle with the cell at t in region l (or none).
func (p *Puzzle) withRegion(t puzzles.Target, l int) puzzles.Instance {
	c := [2]int{t.R, t.C}
	if t.Kind != "" || !p.in(c) || p.Regions[t.R][t.C] == l {
		return p
	}
	q := p.clone()
	q.Regions[t.R][t.C] = l
	labels := q.Labels()
	q.Free = slices.DeleteFunc(q.Free, func(f int) bool { return !slices.Contains(labels, f) })
	return q
}

// Keys implements puzzles.Editable: the names of the regions in use and the
// next unused one, Delete, and the star count's - and + keys.
func (p *Puzzle) Keys() []puzzles.Key {
	labels := p.Labels()
	next := 0
	for slices.Contains(labels, next) {
		next++
	}
	labels = append(labels, next)
	slices.Sort(labels)
	var keys []puzzles.Key
	for _, l := range labels {
		keys = append(keys, puzzles.Key{Label: Label(l), Key: Label(l)})
	}
	return append(keys, puzzles.Key{Label: "Delete", Key: "Delete"},
		puzzles.Key{Label: fmt.Sprintf("Stars: %d −", p.K), Key: "-"},
		puzzles.Key{Label: fmt.Sprintf("Stars: %d +", p.K), Key: "+"})
}

// Help implements puzzles.Type.
func (Type) Help() string {
	return "Select a cell and press a region letter to put it in that region (a letter not on the board yet starts a new one); Delete takes it out. " +
		"Stars − and + set how many stars every row, column and region holds."
}
