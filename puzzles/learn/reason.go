package learn

import (
	"cmp"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// item is a premise: a clue (by index in Clues) or a known fact (by
// index in the board's facts), and where it is on the board.
type item struct {
	clue bool
	i    int
	at   [2]int
}

// reason is what the search for the easiest fact finds: the facts that
// follow from the kept premises (each needs every one of them) and those
// premises.
type reason struct {
	facts []int
	clues []int
	known []int
}

func (r reason) size() int { return len(r.clues) + len(r.known) }

// items lists the premises: every clue, then the known facts.
func (b *board) items(known []int) []item {
	out := make([]item, 0, len(b.clues)+len(known))
	for i, c := range b.clues {
		out = append(out, item{clue: true, i: i, at: c.Cell})
	}
	for _, i := range known {
		p := b.facts[i].Part
		out = append(out, item{i: i, at: [2]int{p.R, p.C}})
	}
	return out
}

// premisesWithout are the premises left when the items at the indices
// drop (of items) are left out.
func premisesWithout(items []item, drop []int) premises {
	var p premises
	gone := make([]bool, len(items))
	for _, d := range drop {
		gone[d] = true
	}
	for k, it := range items {
		switch {
		case it.clue && gone[k]:
			p.drop = append(p.drop, it.i)
		case !it.clue && !gone[k]:
			p.known = append(p.known, it.i)
		}
	}
	return p
}

func dist(a, b [2]int) int { return max(abs(a[0]-b[0]), abs(a[1]-b[1])) }

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// stages are the neighbourhoods of an anchor tried first, smallest
// first: the premises within one cell; in its row or column or within two
// cells; in the two rows or columns either side; within four cells. A
// person looks near a part before looking far.
var stages = []func(d [2]int) bool{
	func(d [2]int) bool { return max(d[0], d[1]) <= 1 },
	func(d [2]int) bool { return d[0] == 0 || d[1] == 0 || max(d[0], d[1]) <= 2 },
	func(d [2]int) bool { return d[0] <= 2 || d[1] <= 2 },
	func(d [2]int) bool { return max(d[0], d[1]) <= 4 },
}

// easiest looks for a fact among cands (each forced by the clues and the
// known facts) with a small reason. Stage by stage (see stages), it asks
// whether the premises near one of some anchors (the candidates with the
// most premises in their row, column and neighbourhood) force some
// candidate; from each of the first three that do (or from all the
// premises), it drops every other premise in turn, farthest from the
// anchor first (puzzles.Shrink), while unit propagation still shows a
// candidate forced: a cheap first pass. The smallest of these it shrinks
// again, asking the solver, keeping the candidates still forced. What is
// left is a minimal reason for each fact kept: leaving out any one of its
// premises leaves none of them forced.
func (b *board) easiest(known, cands []int, anchors int) (reason, error) {
	items := b.items(known)
	as := b.anchors(items, cands, anchors)
	for _, near := range stages {
		var found []cut
		for _, a := range as {
			at := b.at(a)
			var drop []int
			for k, it := range items {
				if !near([2]int{abs(it.at[0] - at[0]), abs(it.at[1] - at[1])}) {
					drop = append(drop, k)
				}
			}
			if len(drop) == 0 {
				continue
			}
			left, consistent, err := b.forcedSome(premisesWithout(items, drop), cands, some)
			if err != nil {
				return reason{}, err
			}
			if !consistent || len(left) == 0 {
				continue
			}
			if found, err = b.try(found, items, cut{drop, left, at}); err != nil {
				return reason{}, err
			}
			if len(found) == tries {
				break
			}
		}
		if len(found) > 0 {
			return b.finish(items, found)
		}
	}
	var found []cut
	for _, a := range as[:min(tries, len(as))] {
		var err error
		if found, err = b.try(found, items, cut{nil, cands, b.at(a)}); err != nil {
			return reason{}, err
		}
	}
	return b.finish(items, found)
}

// tries is how many anchors of a stage that force some candidate are
// tried: each shrunk by propagation alone (cheap), the smallest then by
// the solver.
const tries = 3

// cut is a search for a reason: the premises dropped (indices of items),
// the candidates they force and the anchor's place.
type cut struct {
	dropped, alive []int
	at             [2]int
}

// try adds c to found after a cheap shrink.
func (b *board) try(found []cut, items []item, c cut) ([]cut, error) {
	c, err := b.shrink(items, c, cheap)
	return append(found, c), err
}

// finish shrinks the smallest of found (the first on ties) with the
// solver, to a minimal reason.
func (b *board) finish(items []item, found []cut) (reason, error) {
	best := found[0]
	for _, c := range found[1:] {
		if len(c.dropped) > len(best.dropped) {
			best = c
		}
	}
	c, err := b.shrink(items, best, some)
	if err != nil {
		return reason{}, err
	}
	return b.reason(items, c), nil
}

// at is where fact i is on the board.
func (b *board) at(i int) [2]int {
	p := b.facts[i].Part
	return [2]int{p.R, p.C}
}

// anchors picks up to n candidates with the most premises in their row,
// column or within one cell, in reading order on ties.
func (b *board) anchors(items []item, cands []int, n int) []int {
	type scored struct{ i, score int }
	var s []scored
	for _, c := range cands {
		at := b.at(c)
		score := 0
		for _, it := range items {
			if it.at[0] == at[0] || it.at[1] == at[1] || dist(it.at, at) <= 1 {
				score++
			}
		}
		s = append(s, scored{c, score})
	}
	slices.SortStableFunc(s, func(x, y scored) int { return cmp.Compare(y.score, x.score) })
	var out []int
	for _, x := range s[:min(n, len(s))] {
		out = append(out, x.i)
	}
	return out
}

// shrink drops from c the premises not yet dropped in turn, farthest
// from c.at first, while some of c.alive stay forced (as forcedSome with
// mode tells). With mode some, what is left is a minimal reason for each
// fact left alive: without any one of its premises none of them is
// forced.
func (b *board) shrink(items []item, c cut, mode mode) (cut, error) {
	order := make([]int, len(items))
	for k := range order {
		order[k] = k
	}
	slices.SortStableFunc(order, func(x, y int) int { return cmp.Compare(dist(items[y].at, c.at), dist(items[x].at, c.at)) })
	alive := c.alive
	dropped, err := puzzles.Shrink(order, c.dropped, func(trial []int) (bool, error) {
		left, consistent, err := b.forcedSome(premisesWithout(items, trial), alive, mode)
		if err != nil || !consistent || len(left) == 0 {
			return false, err
		}
		alive = left
		return true, nil
	})
	return cut{dropped, alive, c.at}, err
}

// reason is the reason of a cut: its facts and the premises kept.
func (b *board) reason(items []item, c cut) reason {
	p := premisesWithout(items, c.dropped)
	r := reason{facts: c.alive, known: p.known}
	gone := map[int]bool{}
	for _, d := range p.drop {
		gone[d] = true
	}
	for i := range b.clues {
		if !gone[i] {
			r.clues = append(r.clues, i)
		}
	}
	return r
}
