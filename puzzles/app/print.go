package app

import (
	"fmt"
	"html"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
)

// PrintPage is the puzzle as printable HTML: a page with the type's
// title, its rules (puzzles.Ruled) and the blank board, and, when
// withAnswer is set and an answer is on show, a second page with it. The
// text is escaped; the boards are SVG in the light colours.
func (s *Session) PrintPage(withAnswer bool) string {
	var b strings.Builder
	rules := ""
	if r, ok := s.Type.(puzzles.Ruled); ok {
		rules = r.Rules()
	}
	printSection(&b, s.Type.Title(), rules, s.Inst.Draw(nil))
	if withAnswer && s.Solution != nil {
		printSection(&b, s.Type.Title()+": the answer", "", *s.Solution)
	}
	return b.String()
}

// printSection writes one printed page: a heading, a paragraph unless
// text is empty, and the scene.
func printSection(b *strings.Builder, heading, text string, sc draw.Scene) {
	fmt.Fprintf(b, "<section class=\"print-page\">\n<h1>%s</h1>\n", html.EscapeString(heading))
	if text != "" {
		fmt.Fprintf(b, "<p>%s</p>\n", html.EscapeString(text))
	}
	_ = sc.WriteSVG(b, 40) // a strings.Builder does not fail
	b.WriteString("</section>\n")
}
