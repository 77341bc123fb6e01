package switches

import (
	"fmt"
	"math"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// Target kinds: a bulb (Kind "", on grids R and C are its row and column,
// otherwise R is its index) or a link between bulbs R < C (by index).
const linkKind = "link"

func (p *Puzzle) bulbTarget(i int) puzzles.Target {
	if p.Cols > 0 {
		return puzzles.Target{R: i / p.Cols, C: i % p.Cols}
	}
	return puzzles.Target{R: i}
}

// bulbOf returns the bulb a target names, or -1.
func (p *Puzzle) bulbOf(t puzzles.Target) int {
	i := t.R
	if p.Cols > 0 {
		if t.C < 0 || t.C >= p.Cols {
			return -1
		}
		i = t.R*p.Cols + t.C
	} else if t.C != 0 {
		return -1
	}
	if t.Kind != "" || t.R < 0 || i >= p.N() {
		return -1
	}
	return i
}

// linkOf returns the two bulbs of a link target.
func (p *Puzzle) linkOf(t puzzles.Target) (int, int, bool) {
	ok := t.Kind == linkKind && t.R >= 0 && t.R < t.C && t.C < p.N()
	return t.R, t.C, ok
}

// Hit implements puzzles.Editable: a bulb within its circle (and a little
// more), else the gap between two grid neighbours (joined or not), else a
// drawn connection near the point.
func (p *Puzzle) Hit(x, y float64) (puzzles.Target, bool) {
	l := p.layout()
	best, bestD := -1, bulbRadius+0.03
	for i, at := range l.at {
		if d := math.Hypot(x-at.X, y-at.Y); d <= bestD {
			best, bestD = i, d
		}
	}
	if best >= 0 {
		return p.bulbTarget(best), true
	}
	if a, b, ok := gridGap(l, p.N(), x, y); ok {
		return puzzles.Target{R: a, C: b, Kind: linkKind}, true
	}
	for _, k := range p.connections() {
		if segmentDistance(point{x, y}, l.at[k.a], l.at[k.b]) <= 0.12 {
			return puzzles.Target{R: k.a, C: k.b, Kind: linkKind}, true
		}
	}
	return puzzles.Target{}, false
}

// gridGap finds the pair of grid neighbours whose gap contains (x, y).
func gridGap(l layout, n int, x, y float64) (int, int, bool) {
	if l.cols == 0 {
		return 0, 0, false
	}
	cell := func(r, c int) int {
		if r < 0 || c < 0 || c >= l.cols || r*l.cols+c >= n {
			return -1
		}
		return r*l.cols + c
	}
	// Between columns c-1 and c of row r, or rows r-1 and r of column c.
	if c, r := int(math.Round(x)), int(math.Floor(y)); math.Abs(x-float64(c)) <= 0.3 && math.Abs(y-float64(r)-0.5) <= 0.3 {
		if a, b := cell(r, c-1), cell(r, c); a >= 0 && b >= 0 {
			return a, b, true
		}
	}
	if r, c := int(math.Round(y)), int(math.Floor(x)); math.Abs(y-float64(r)) <= 0.3 && math.Abs(x-float64(c)-0.5) <= 0.3 {
		if a, b := cell(r-1, c), cell(r, c); a >= 0 && b >= 0 {
			return a, b, true
		}
	}
	return 0, 0, false
}

// segmentDistance is the distance from q to the segment a-b.
func segmentDistance(q, a, b point) float64 {
	dx, dy := b.X-a.X, b.Y-a.Y
	t := 0.0
	if l2 := dx*dx + dy*dy; l2 > 0 {
		t = math.Max(0, math.Min(1, ((q.X-a.X)*dx+(q.Y-a.Y)*dy)/l2))
	}
	return math.Hypot(q.X-a.X-t*dx, q.Y-a.Y-t*dy)
}

// Box implements puzzles.Editable: a unit square around a bulb, a half-unit
// square around a link's midpoint.
func (p *Puzzle) Box(t puzzles.Target) (x, y, w, h float64) {
	l := p.layout()
	if a, b, ok := p.linkOf(t); ok {
		mx, my := (l.at[a].X+l.at[b].X)/2, (l.at[a].Y+l.at[b].Y)/2
		return mx - 0.25, my - 0.25, 0.5, 0.5
	}
	if i := p.bulbOf(t); i >= 0 {
		return l.at[i].X - 0.5, l.at[i].Y - 0.5, 1, 1
	}
	return 0, 0, 0, 0
}

// Move implements puzzles.Editable: from a bulb to the nearest bulb in the
// arrow's direction (within 45 degrees); links do not move.
func (p *Puzzle) Move(t puzzles.Target, arrow string) puzzles.Target {
	dir, ok := map[string]point{"ArrowUp": {0, -1}, "ArrowRight": {1, 0}, "ArrowDown": {0, 1}, "ArrowLeft": {-1, 0}}[arrow]
	i := p.bulbOf(t)
	if !ok || i < 0 {
		return t
	}
	l := p.layout()
	best, bestD := -1, math.Inf(1)
	for j, at := range l.at {
		dx, dy := at.X-l.at[i].X, at.Y-l.at[i].Y
		d := math.Hypot(dx, dy)
		if j != i && dx*dir.X+dy*dir.Y >= d*math.Sqrt2/2-1e-9 && d < bestD {
			best, bestD = j, d
		}
	}
	if best < 0 {
		return t
	}
	return p.bulbTarget(best)
}

// Edit implements puzzles.Editable.
//
// On a bulb: "light", Space or Enter toggles its light (lit or unlit at
// the start); "goal" toggles its target (so the goal becomes a pattern);
// "?" toggles whether its end state matters. On a link: "join", Space or
// Enter joins the two bulbs both ways, or removes every toggle between
// them; "oneway" cycles both ways, then one-sided one way, the other way,
// and none. "g" anywhere sets the goal to all on, or to all off when it
// was all on. Clicks ("Click", "AltClick") only select.
func (p *Puzzle) Edit(t puzzles.Target, key string) (puzzles.Instance, error) {
	if key == "g" || key == "G" {
		q := p.clone()
		on := p.goal() != "on"
		for j := range q.Target {
			q.Target[j] = on
		}
		return q, nil
	}
	if a, b, ok := p.linkOf(t); ok {
		return p.editLink(a, b, key), nil
	}
	i := p.bulbOf(t)
	if i < 0 {
		return p, nil
	}
	q := p.clone()
	switch key {
	case "light", " ", "Enter":
		q.Lit[i] = !q.Lit[i]
	case "goal":
		q.Target[i] = !q.Target[i]
	case "?":
		q.Free[i] = !q.Free[i]
	default:
		return p, nil
	}
	return q, nil
}

// editLink applies a key to the link between bulbs a and b.
func (p *Puzzle) editLink(a, b int, key string) puzzles.Instance {
	ab, ba := p.toggles(a, b), p.toggles(b, a)
	switch key {
	case "join", " ", "Enter":
		ab, ba = !(ab || ba), !(ab || ba)
	case "oneway": // both -> a>b -> b>a -> none -> both
		switch {
		case ab && ba:
			ba = false
		case ab:
			ab, ba = false, true
		case ba:
			ba = false
		default:
			ab, ba = true, true
		}
	default:
		return p
	}
	q := p.clone()
	q.setToggle(a, b, ab)
	q.setToggle(b, a, ba)
	return q
}

// Play returns the puzzle after a person presses the switch of the bulb at
// target t: the lights change as Press says, nothing else does. ok is false
// when t is not a bulb. The web app's "play" mode calls it on each click.
func (p *Puzzle) Play(t puzzles.Target) (puzzles.Instance, bool) {
	i := p.bulbOf(t)
	if i < 0 {
		return p, false
	}
	q := p.clone()
	q.Lit = p.Press(p.Lit, i)
	return q, true
}

// counted lists the bulbs whose end state matters.
func (p *Puzzle) counted() []int {
	var out []int
	for j, free := range p.Free {
		if !free {
			out = append(out, j)
		}
	}
	return out
}

// Clues implements puzzles.Instance: one clue per bulb that counts, its start
// and end state ("c off→on"). On grids Cell is [row, column]; otherwise
// [index, 0].
func (p *Puzzle) Clues() []puzzles.Clue {
	var out []puzzles.Clue
	for _, j := range p.counted() {
		t := p.bulbTarget(j)
		out = append(out, puzzles.Clue{Cell: [2]int{t.R, t.C}, Value: fmt.Sprintf("%s %s→%s", p.Names[j], onOff(p.Lit[j]), onOff(p.Target[j]))})
	}
	return out
}

// Without implements puzzles.Instance: the dropped bulbs may end either way.
func (p *Puzzle) Without(drop []int) puzzles.Instance {
	q := p.clone()
	for _, j := range puzzles.Picked(p.counted(), drop) {
		q.Free[j] = true
	}
	return q
}

// Diff implements puzzles.Instance: the bulbs whose switch one answer
// presses and the other does not.
func (p *Puzzle) Diff(a, b puzzles.Answer) []puzzles.Target {
	x, okA := a.(*Answer)
	y, okB := b.(*Answer)
	if !okA || !okB || x == nil || y == nil {
		return nil
	}
	inX, inY := nameSet(x.Flip), nameSet(y.Flip)
	var out []puzzles.Target
	for i, name := range p.Names {
		if inX[name] != inY[name] {
			out = append(out, p.bulbTarget(i))
		}
	}
	return out
}

// Keys implements puzzles.Editable: the keys for a bulb, for a link between
// two bulbs, and the goal of every bulb at once.
func (p *Puzzle) Keys() []puzzles.Key {
	// The toggle names the current goal, as rule toggles do; g turns a
	// goal of all on to all off, and any other goal to all on.
	all := "Goal: a pattern"
	switch p.goal() {
	case "on":
		all = "Goal: all on"
	case "off":
		all = "Goal: all off"
	}
	return []puzzles.Key{
		{Label: "Light on/off", Key: "light"}, {Label: "Goal on/off", Key: "goal"}, {Label: "Counts or not", Key: "?"},
		{Label: "Join or part", Key: "join"}, {Label: "One-way", Key: "oneway"}, {Label: all, Key: "g"},
	}
}

// help is the editor's help.
const help = "Tap a bulb, then Light or Goal; tap between two bulbs, then Join or One-way, to say which switches toggle which. " +
	"Find the switches to press so that every light ends as its goal says."
