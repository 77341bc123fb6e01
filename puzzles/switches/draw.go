package switches

import (
	"fmt"
	"math"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
)

// Drawing sizes, in scene units (a grid cell is 1x1).
const (
	bulbRadius = 0.3
	captionH   = 0.5 // each of the two caption lines under the board
)

// maxDrawnLinks is the most connections Draw draws; denser puzzles (a Flip
// matrix can join every cell to every other) show their bulbs only.
const maxDrawnLinks = 40000

// LitColour is the palette name of a lit bulb (a warm yellow).
var LitColour = draw.Path(3)

// Draw implements puzzles.Instance: connections as lines (one-sided ones
// with an arrowhead), bulbs as circles filled when lit (dashed when the
// switch does not toggle its own bulb, faint when the bulb's end state does
// not matter), small goal dots when the goal is a pattern, and a caption
// naming the goal. An answer circles the switches to press in the Solved
// colour ("?" on switches a partial answer leaves open) and adds a second
// caption line.
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene {
	l := p.layout()
	s := draw.Scene{W: l.w, H: l.h + 2*captionH}
	links := p.connections()
	if len(links) <= maxDrawnLinks {
		for _, k := range links {
			drawLink(&s, l.at[k.a], l.at[k.b], k)
		}
	}
	showNames := !p.gridForm() || p.N() <= 26
	pattern := p.goal() == "pattern"
	for i, at := range l.at {
		p.drawBulb(&s, i, at, showNames, pattern)
	}
	text := p.goalCaption()
	if len(links) > maxDrawnLinks {
		text += fmt.Sprintf(" (%d connections not drawn)", len(links))
	}
	s.Add(caption(s.W, l.h+captionH/2, text, draw.Ink))
	if a, ok := ans.(*Answer); ok && a != nil {
		flip, open := nameSet(a.Flip), nameSet(a.Unknown)
		for i, at := range l.at {
			switch name := p.Names[i]; {
			case open[name]:
				s.Add(draw.Item{Kind: draw.Text, X: at.X, Y: at.Y, Text: "?", Size: 0.4, Fill: draw.Solved, Bold: true})
			case flip[name]:
				s.Add(draw.Item{Kind: draw.Circle, X: at.X, Y: at.Y, R: bulbRadius + 0.09, Stroke: draw.Solved, Width: 0.09})
			}
		}
		s.Add(caption(s.W, l.h+3*captionH/2, "press the "+puzzles.Counted(a.Presses, "circled switch", "circled switches"), draw.Solved))
	}
	return s
}

func nameSet(names []string) map[string]bool {
	out := make(map[string]bool, len(names))
	for _, n := range names {
		out[n] = true
	}
	return out
}

// drawLink draws the connection between bulbs at a and b, trimmed to the
// circles, with arrowheads on the ends whose bulb only the other toggles.
func drawLink(s *draw.Scene, a, b point, k link) {
	dx, dy := b.X-a.X, b.Y-a.Y
	d := math.Hypot(dx, dy)
	if d < 2*bulbRadius {
		return
	}
	ux, uy := dx/d, dy/d
	from := point{a.X + ux*bulbRadius, a.Y + uy*bulbRadius}
	to := point{b.X - ux*bulbRadius, b.Y - uy*bulbRadius}
	s.Add(draw.Item{Kind: draw.Line, Points: round3(from.X, from.Y, to.X, to.Y), Stroke: draw.Ink, Width: 0.06})
	if k.forward && !k.both {
		arrowhead(s, to, ux, uy)
	}
	if k.backward && !k.both {
		arrowhead(s, from, -ux, -uy)
	}
}

// arrowhead draws a V pointing along (ux, uy) with its tip at tip.
func arrowhead(s *draw.Scene, tip point, ux, uy float64) {
	const size = 0.15
	bx, by := tip.X-ux*size, tip.Y-uy*size
	s.Add(draw.Item{Kind: draw.Line, Points: round3(
		bx-uy*size*0.7, by+ux*size*0.7, tip.X, tip.Y, bx+uy*size*0.7, by-ux*size*0.7,
	), Stroke: draw.Ink, Width: 0.06})
}

// round3 rounds coordinates to thousandths, so drawings compare equal
// across platforms.
func round3(xs ...float64) []float64 {
	for i, x := range xs {
		xs[i] = math.Round(x*1000) / 1000
	}
	return xs
}

func (p *Puzzle) drawBulb(s *draw.Scene, i int, at point, showName, pattern bool) {
	fill, stroke := draw.Background, draw.Ink
	if p.Lit[i] {
		fill = LitColour
	}
	if p.Free[i] {
		stroke = draw.Faint
	}
	s.Add(draw.Item{Kind: draw.Circle, X: at.X, Y: at.Y, R: bulbRadius, Fill: fill, Stroke: stroke, Width: 0.05, Dash: !p.toggles(i, i)})
	if showName {
		name := p.Names[i]
		size := math.Min(0.24, 0.9/float64(len(name)))
		s.Add(draw.Item{Kind: draw.Text, X: at.X, Y: at.Y, Text: name, Size: size, Fill: draw.Ink})
	}
	if pattern && !p.Free[i] {
		dot := draw.Background
		if p.Target[i] {
			dot = LitColour
		}
		s.Add(draw.Item{Kind: draw.Circle, X: at.X + 0.26, Y: at.Y - 0.26, R: 0.09, Fill: dot, Stroke: draw.Ink, Width: 0.02})
	}
}

func (p *Puzzle) goalCaption() string {
	text := map[string]string{
		"on":      "goal: every light on",
		"off":     "goal: every light off",
		"pattern": "goal: lights as their dots",
	}[p.goal()]
	if free := puzzles.Count(p.Free, true); free > 0 {
		text += fmt.Sprintf("; %s: any", puzzles.Counted(free, "faint bulb", "faint bulbs"))
	}
	return text
}

// caption centres one line of text across the scene's width.
func caption(w, y float64, text, colour string) draw.Item {
	size := math.Round(math.Min(0.32, 2*w/float64(len(text)+1))*1000) / 1000
	return draw.Item{Kind: draw.Text, X: w / 2, Y: y, Text: text, Size: size, Fill: colour}
}
