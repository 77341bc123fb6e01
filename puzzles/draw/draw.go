// Package draw is a display list that puzzle types emit and that front ends
// replay: the web app on a canvas, and SVG here for the CLI and for tests.
//
// Coordinates are in cell units (a square cell is 1x1); colours are palette
// names (Ink, Faint, Path(i), ...) that each front end maps to real colours,
// so one scene serves light and dark themes.
package draw

import (
	"fmt"
	"io"
	"strings"
)

// Palette names.
const (
	Background = "bg"
	Ink        = "ink"   // clues and borders
	Faint      = "faint" // grid lines
	Solved     = "solved"
	Selected   = "select"
	Shade      = "shade"
	Error      = "error"
	None       = ""

	// Black fills solid black cells (walls, blocked cells, shaded cells,
	// black givens): near black in the light theme and a mid grey in the
	// dark one, where the ink is light and the background near black, so
	// a black cell never looks like an empty or a white one.
	Black = "black"
	// OnBlack is text drawn on a Black cell (a wall's number).
	OnBlack = "onblack"
	// Block is Black under the name blocked cells first used.
	Block = Black

	// Differ shades the cells where a second solution differs from the
	// first (under the drawing), and DifferEdge outlines them (over it),
	// so a difference shows even where the cell is filled.
	Differ     = "differ"
	DifferEdge = "differedge"
)

// Paths is how many distinct path colours Path cycles through.
const Paths = 12

// Path returns the palette name of the i-th distinct path colour.
func Path(i int) string { return fmt.Sprintf("p%d", i%Paths) }

// Kind says what an Item draws.
type Kind string

// Item kinds.
const (
	Rect   Kind = "rect"   // X, Y, W, H; R rounds the corners
	Line   Kind = "line"   // Points as a polyline; with a Fill, a closed polygon filled
	Circle Kind = "circle" // centre X, Y, radius R
	Text   Kind = "text"   // centred at X, Y, font size Size
)

// Item is one drawing instruction.
type Item struct {
	Kind   Kind      `json:"k"`
	X      float64   `json:"x,omitempty"`
	Y      float64   `json:"y,omitempty"`
	W      float64   `json:"w,omitempty"`
	H      float64   `json:"h,omitempty"`
	R      float64   `json:"r,omitempty"`
	Points []float64 `json:"pts,omitempty"` // x0, y0, x1, y1, ...
	Text   string    `json:"t,omitempty"`
	Size   float64   `json:"s,omitempty"`
	Fill   string    `json:"f,omitempty"`
	Stroke string    `json:"st,omitempty"`
	Width  float64   `json:"lw,omitempty"` // stroke width in cell units
	Dash   bool      `json:"d,omitempty"`
	Bold   bool      `json:"b,omitempty"`
}

// Scene is a display list over a W x H area.
type Scene struct {
	W     float64 `json:"w"`
	H     float64 `json:"h"`
	Items []Item  `json:"items"`
}

// Add appends items.
func (s *Scene) Add(items ...Item) { s.Items = append(s.Items, items...) }

// Grid draws a rows x cols grid of faint lines inside a bold border at (0, 0).
func (s *Scene) Grid(rows, cols int) {
	for r := 1; r < rows; r++ {
		s.Add(Item{Kind: Line, Points: []float64{0, float64(r), float64(cols), float64(r)}, Stroke: Faint, Width: 0.02})
	}
	for c := 1; c < cols; c++ {
		s.Add(Item{Kind: Line, Points: []float64{float64(c), 0, float64(c), float64(rows)}, Stroke: Faint, Width: 0.02})
	}
	s.Add(Item{Kind: Rect, W: float64(cols), H: float64(rows), Stroke: Ink, Width: 0.05})
}

// CellText writes text centred in cell (r, c).
func (s *Scene) CellText(r, c int, text, colour string, bold bool) {
	size := 0.6
	if n := len([]rune(text)); n > 2 {
		size = 1.4 / float64(n)
	}
	s.Add(Item{Kind: Text, X: float64(c) + 0.5, Y: float64(r) + 0.5, Text: text, Size: size, Fill: colour, Bold: bold})
}

// Centre returns the middle of cell (r, c).
func Centre(r, c int) (x, y float64) { return float64(c) + 0.5, float64(r) + 0.5 }

// FillCell fills cell (r, c) with colour.
func (s *Scene) FillCell(r, c int, colour string) {
	s.Add(Item{Kind: Rect, X: float64(c), Y: float64(r), W: 1, H: 1, Fill: colour})
}

// Disc draws a disc of the given radius and colour centred in cell (r, c).
func (s *Scene) Disc(r, c int, radius float64, colour string) {
	x, y := Centre(r, c)
	s.Add(Item{Kind: Circle, X: x, Y: y, R: radius, Fill: colour})
}

// DotRadius is the radius of the mark Dot draws.
const DotRadius = 0.07

// Dot marks cell (r, c) with a small disc in the Solved colour: how a
// partial answer shows a cell it knows to stay empty (no light, no tent,
// not shaded).
func (s *Scene) Dot(r, c int) { s.Disc(r, c, DotRadius, Solved) }

// Dots marks each cell [r, c] of cells as Dot does.
func (s *Scene) Dots(cells [][2]int) {
	for _, rc := range cells {
		s.Dot(rc[0], rc[1])
	}
}

// Colours maps palette names to CSS colours for SVG output.
var Colours = map[string]string{
	Background: "#ffffff", Ink: "#1b1b1b", Faint: "#b8b8b8", Solved: "#1f5fbf",
	Selected: "#ffd54a", Shade: "#dfe9f7", Error: "#d0312d",
	Black: "#1b1b1b", OnBlack: "#ffffff", Differ: "#ffcc80", DifferEdge: "#e65100",
	// Paul Tol's "muted" and "bright" qualitative schemes: distinguishable
	// with common colour-vision deficiencies.
	"p0": "#4477aa", "p1": "#ee6677", "p2": "#228833", "p3": "#ccbb44",
	"p4": "#66ccee", "p5": "#aa3377", "p6": "#332288", "p7": "#117733",
	"p8": "#999933", "p9": "#882255", "p10": "#44aa99", "p11": "#dd7700",
}

func colour(name string) string {
	if name == None {
		return "none"
	}
	if c, ok := Colours[name]; ok {
		return c
	}
	return "#ff00ff"
}

// WriteSVG renders the scene as a standalone SVG document, scale pixels per cell.
func (s Scene) WriteSVG(w io.Writer, scale float64) error {
	var b strings.Builder
	pad := 0.25
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%g" height="%g" viewBox="%g %g %g %g">`+"\n",
		(s.W+2*pad)*scale, (s.H+2*pad)*scale, -pad, -pad, s.W+2*pad, s.H+2*pad)
	fmt.Fprintf(&b, `<rect x="%g" y="%g" width="%g" height="%g" fill="%s"/>`+"\n", -pad, -pad, s.W+2*pad, s.H+2*pad, colour(Background))
	for _, it := range s.Items {
		svgItem(&b, it)
	}
	b.WriteString("</svg>\n")
	_, err := io.WriteString(w, b.String())
	return err
}

func svgStyle(it Item) string {
	st := fmt.Sprintf(`fill="%s" stroke="%s" stroke-width="%g"`, colour(it.Fill), colour(it.Stroke), it.Width)
	if it.Dash {
		st += fmt.Sprintf(` stroke-dasharray="%g"`, 3*it.Width)
	}
	return st
}

func svgItem(b *strings.Builder, it Item) {
	switch it.Kind {
	case Rect:
		fmt.Fprintf(b, `<rect x="%g" y="%g" width="%g" height="%g" rx="%g" %s/>`+"\n", it.X, it.Y, it.W, it.H, it.R, svgStyle(it))
	case Circle:
		fmt.Fprintf(b, `<circle cx="%g" cy="%g" r="%g" %s/>`+"\n", it.X, it.Y, it.R, svgStyle(it))
	case Line:
		var pts []string
		for i := 0; i+1 < len(it.Points); i += 2 {
			pts = append(pts, fmt.Sprintf("%g,%g", it.Points[i], it.Points[i+1]))
		}
		if it.Fill != None {
			fmt.Fprintf(b, `<polygon points="%s" stroke-linejoin="round" %s/>`+"\n", strings.Join(pts, " "), svgStyle(it))
			return
		}
		fmt.Fprintf(b, `<polyline points="%s" stroke-linecap="round" stroke-linejoin="round" %s/>`+"\n", strings.Join(pts, " "), svgStyle(it))
	case Text:
		weight := "normal"
		if it.Bold {
			weight = "bold"
		}
		fmt.Fprintf(b, `<text x="%g" y="%g" font-size="%g" font-family="sans-serif" font-weight="%s" text-anchor="middle" dominant-baseline="central" fill="%s">%s</text>`+"\n",
			it.X, it.Y, it.Size, weight, colour(it.Fill), escape(it.Text))
	}
}

// escape escapes the characters <, >, &, ' and " of text for SVG, as
// html.EscapeString does.
func escape(s string) string {
	if !strings.ContainsAny(s, `<>&'"`) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '<':
			b.WriteString("&lt;")
		case '>':
			b.WriteString("&gt;")
		case '&':
			b.WriteString("&amp;")
		case '\'':
			b.WriteString("&#39;")
		case '"':
			b.WriteString("&#34;")
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}
