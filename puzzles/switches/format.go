package switches

import (
	"fmt"
	"slices"
	"strings"
)

// String returns the canonical text, always starting with a "#switches"
// header: the Lights Out grid for Lights Out boards with goal all off, the
// seed's picture for other grids it can draw (connections between
// neighbours, both ways), a Tatham Flip game ID for other grids whose goal
// is all off, and the keyword text for everything else (or the Flip ID with
// "goal=on" when that text would be long).
func (p *Puzzle) String() string {
	if p.gridForm() {
		goal, crosses := p.goal(), p.isCrosses()
		switch {
		case crosses && goal == "off":
			return "#switches lightsout\n" + p.lightsOutText()
		case p.isPicture():
			return "#switches picture" + goalOption(goal, "on") + "\n" + p.pictureText()
		case goal == "off" && p.N() <= MaxFlipCells:
			return "#switches flip\n" + p.flipID() + "\n"
		}
		// Goal all on: the keyword text, unless it is too long (a dense
		// matrix parsed from a Flip ID with goal=on).
		if text := p.keywordText(); len(text) <= maxKeywordText || p.N() > MaxFlipCells {
			return text
		}
		return "#switches flip goal=on\n" + p.flipID() + "\n"
	}
	return p.keywordText()
}

// maxKeywordText is the longest keyword text String writes for a grid that
// a Flip ID can describe.
const maxKeywordText = 1 << 18

func goalOption(goal, def string) string {
	if goal == def {
		return ""
	}
	return " goal=" + goal
}

// keywordText writes the keyword format: bulbs, grid, lit, goal, free and
// noself lines, then the connections in order of their first bulb.
func (p *Puzzle) keywordText() string {
	var b strings.Builder
	b.WriteString("#switches\n")
	writeList(&b, "bulbs", p.Names)
	if p.Cols > 0 {
		fmt.Fprintf(&b, "grid: %dx%d\n", p.Cols, p.Rows())
	}
	writeList(&b, "lit", p.namesWhere(func(i int) bool { return p.Lit[i] }))
	switch goal := p.goal(); goal {
	case "pattern":
		writeList(&b, "goal", p.namesWhere(func(i int) bool { return p.Target[i] && !p.Free[i] }))
	default:
		b.WriteString("goal: " + goal + "\n")
	}
	if free := p.namesWhere(func(i int) bool { return p.Free[i] }); len(free) > 0 {
		writeList(&b, "free", free)
	}
	if noself := p.namesWhere(func(i int) bool { return !p.toggles(i, i) }); len(noself) > 0 {
		writeList(&b, "noself", noself)
	}
	for _, c := range p.connections() {
		a, z := p.Names[c.a], p.Names[c.b]
		switch {
		case c.both:
			b.WriteString(a + " " + z + "\n")
		case c.forward:
			b.WriteString(a + " > " + z + "\n")
		default:
			b.WriteString(z + " > " + a + "\n")
		}
	}
	return b.String()
}

func writeList(b *strings.Builder, key string, names []string) {
	b.WriteString(key + ":")
	for _, n := range names {
		b.WriteString(" " + n)
	}
	b.WriteString("\n")
}

func (p *Puzzle) namesWhere(f func(i int) bool) []string {
	var out []string
	for i, n := range p.Names {
		if f(i) {
			out = append(out, n)
		}
	}
	return out
}

// link is a pair of bulbs a < b joined by at least one toggle.
type link struct {
	a, b     int
	forward  bool // switch a toggles bulb b
	backward bool // switch b toggles bulb a
	both     bool
}

// connections lists every joined pair, ordered by a then b.
func (p *Puzzle) connections() []link {
	toggledBy := make([][]int, p.N()) // toggledBy[j]: the other switches toggling bulb j
	for i, t := range p.Toggles {
		for _, j := range t {
			if j != i {
				toggledBy[j] = append(toggledBy[j], i)
			}
		}
	}
	var out []link
	for a := range p.Toggles {
		var bs []int
		for _, b := range p.Toggles[a] {
			if b > a {
				bs = append(bs, b)
			}
		}
		for _, b := range toggledBy[a] {
			if b > a && !p.toggles(a, b) {
				bs = append(bs, b)
			}
		}
		slices.Sort(bs)
		for _, b := range bs {
			f, k := p.toggles(a, b), p.toggles(b, a)
			out = append(out, link{a: a, b: b, forward: f, backward: k, both: f && k})
		}
	}
	return out
}
