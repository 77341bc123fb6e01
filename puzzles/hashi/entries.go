package hashi

import (
	"fmt"
	"strconv"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// The parts a person enters: the bridges to the right of and below an
// island, named by the island (the upper or left one of the pair).
const (
	KindBridgeRight = "bridge-right"
	KindBridgeDown  = "bridge-down"
)

var _ puzzles.Enterer = (*encoding)(nil)

// Entries implements puzzles.Enterer: a pair of islands with a known
// count is entered as the count ("1", "2", ...), a pair known to have no
// bridge (the answer's "none") as "no line"; its part is the pair's upper
// or left island with Kind KindBridgeRight or KindBridgeDown. The unsure
// pairs are not entries.
func (e *encoding) Entries(ans puzzles.Answer) ([]puzzles.Entry, error) {
	a, ok := ans.(*Answer)
	if !ok || a == nil {
		return nil, fmt.Errorf("the entries are not bridges (%T)", ans)
	}
	count := map[int]int{}
	for _, br := range append(append([]Bridge{}, a.Bridges...), a.None...) {
		k, ok := e.b.pair(pos(br.From), pos(br.To))
		switch was, seen := count[k]; {
		case !ok:
			return nil, fmt.Errorf("bridge %v-%v does not join two islands that see each other", br.From, br.To)
		case br.Count < 0 || br.Count > e.p.Max:
			return nil, fmt.Errorf("bridge %v-%v: %d bridges, expected 0 to %d", br.From, br.To, br.Count, e.p.Max)
		case seen && was != br.Count:
			return nil, fmt.Errorf("bridge %v-%v is entered with %d and %d bridges", br.From, br.To, was, br.Count)
		}
		count[k] = br.Count
	}
	var out []puzzles.Entry
	for k := range e.b.pairs {
		if n, ok := count[k]; ok {
			out = append(out, e.entry(k, n))
		}
	}
	return out, nil
}

// entry is the entry of n bridges on pair k.
func (e *encoding) entry(k, n int) puzzles.Entry {
	from, to := e.b.islands[e.b.pairs[k][0]], e.b.islands[e.b.pairs[k][1]]
	kind := KindBridgeRight
	if to.R > from.R {
		kind = KindBridgeDown
	}
	islands := fmt.Sprintf("the islands at row %d, column %d and row %d, column %d", from.R+1, from.C+1, to.R+1, to.C+1)
	en := puzzles.Entry{Part: puzzles.Target{R: from.R, C: from.C, Kind: kind}, Value: strconv.Itoa(n),
		Words: fmt.Sprintf("%s %s", puzzles.Counted(n, "bridge joins", "bridges join"), islands)}
	if n == 0 {
		en.Value, en.Lit, en.Words = "no line", e.x.Count(k)[0].Not(), "No bridge joins "+islands
	} else {
		en.Lit = e.exact[k][n-1]
	}
	return en
}

// Box implements puzzles.Editable: a cell, or a bridge part's strip
// between its two islands (half a cell wide, its ends short of the
// islands' centres).
func (p *Puzzle) Box(t puzzles.Target) (x, y, w, h float64) {
	d := map[string]grid.Delta{KindBridgeRight: {C: 1}, KindBridgeDown: {R: 1}}[t.Kind]
	if d == (grid.Delta{}) {
		return p.Grid.Box(t)
	}
	from := grid.Pos{R: t.R, C: t.C}
	to, _ := p.island(from, d)
	x0, y0 := float64(from.C)+0.5, float64(from.R)+0.5
	x1, y1 := float64(to.C)+0.5, float64(to.R)+0.5
	if d.C == 1 {
		return x0 + 0.35, y0 - 0.25, x1 - x0 - 0.7, 0.5
	}
	return x0 - 0.25, y0 + 0.35, 0.5, y1 - y0 - 0.7
}

// bridgeMiddle is the point halfway between a bridge's islands.
func bridgeMiddle(br Bridge) (x, y float64) {
	return float64(br.From[1]+br.To[1])/2 + 0.5, float64(br.From[0]+br.To[0])/2 + 0.5
}
