package hashi

import "testing"

func TestLocate(t *testing.T) {
	p := mustParse(t, "#hashi max=4\n2.3\n...\n..1\n")
	for _, c := range []struct {
		row, col int
		text     string
		want     string
	}{
		{0, 1, "=", "2 bridges run between the islands at row 1, column 1 and row 1, column 3"},
		{0, 1, "≣", "4 bridges run between the islands at row 1, column 1 and row 1, column 3"},
		{1, 2, "|", "A bridge runs between the islands at row 1, column 3 and row 3, column 3"},
		{1, 2, "⁝", "3 bridges run between the islands at row 1, column 3 and row 3, column 3"},
		{1, 1, "-", ""}, // no island on either side
		{0, 0, "-", ""}, // an island, not water
		{0, 1, "?", ""},
		{5, 5, "|", ""},
	} {
		got, ok := p.Locate(c.row, c.col, c.text)
		if got != c.want || ok != (c.want != "") {
			t.Errorf("Locate(%d, %d, %q) = %q, %v; want %q", c.row, c.col, c.text, got, ok, c.want)
		}
	}
}
