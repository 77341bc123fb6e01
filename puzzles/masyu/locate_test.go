package masyu

import "testing"

func TestLocate(t *testing.T) {
	p := mustParse(t, "#masyu\n.W..\n..B.\n....\n....\n")
	for _, c := range []struct {
		row, col int
		text     string
		want     string
	}{
		{0, 1, "-", "A line joins row 1, column 1 and row 1, column 2"},
		{5, 6, "|", "A line joins row 3, column 4 and row 4, column 4"},
		{1, 0, "x", "No line joins row 1, column 1 and row 2, column 1"},
		{2, 4, "o", "The loop passes through row 2, column 3"},
		{2, 4, "B", ""},
		{1, 1, "-", ""}, // between four cells
		{0, 7, "-", ""}, // off the board
		{1, 0, "-", ""}, // a mark that does not fit the line
	} {
		got, ok := p.Locate(c.row, c.col, c.text)
		if got != c.want || ok != (c.want != "") {
			t.Errorf("Locate(%d, %d, %q) = %q, %v; want %q", c.row, c.col, c.text, got, ok, c.want)
		}
	}
}
