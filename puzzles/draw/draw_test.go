package draw

import (
	"bytes"
	"encoding/xml"
	"reflect"
	"strings"
	"testing"
)

func TestSVGIsWellFormedAndEscaped(t *testing.T) {
	var s Scene
	s.W, s.H = 2, 1
	s.Grid(1, 2)
	s.CellText(0, 0, "<b>&", Ink, true)
	s.Add(Item{Kind: Circle, X: 1.5, Y: 0.5, R: 0.3, Fill: Path(13)})
	var buf bytes.Buffer
	if err := s.WriteSVG(&buf, 40); err != nil {
		t.Fatal(err)
	}
	d := xml.NewDecoder(&buf)
	for {
		_, err := d.Token()
		if err != nil {
			if err.Error() == "EOF" {
				break
			}
			t.Fatalf("SVG is not well-formed XML: %v", err)
		}
	}
	var out bytes.Buffer
	s.WriteSVG(&out, 40)
	if strings.Contains(out.String(), "<b>") || !strings.Contains(out.String(), "&lt;b&gt;&amp;") {
		t.Errorf("text not escaped:\n%s", out.String())
	}
	if !strings.Contains(out.String(), Colours["p1"]) {
		t.Errorf("Path(13) should cycle to p1:\n%s", out.String())
	}
}

func TestCellShapes(t *testing.T) {
	var s Scene
	s.FillCell(1, 2, Shade)
	s.Disc(0, 3, 0.3, Ink)
	s.Dots([][2]int{{2, 0}, {1, 1}})
	want := []Item{
		{Kind: Rect, X: 2, Y: 1, W: 1, H: 1, Fill: Shade},
		{Kind: Circle, X: 3.5, Y: 0.5, R: 0.3, Fill: Ink},
		{Kind: Circle, X: 0.5, Y: 2.5, R: DotRadius, Fill: Solved},
		{Kind: Circle, X: 1.5, Y: 1.5, R: DotRadius, Fill: Solved},
	}
	if !reflect.DeepEqual(s.Items, want) {
		t.Errorf("items\n%+v\nwant\n%+v", s.Items, want)
	}
	if x, y := Centre(4, 7); x != 7.5 || y != 4.5 {
		t.Errorf("Centre(4, 7) = %g, %g; want 7.5, 4.5", x, y)
	}
}
