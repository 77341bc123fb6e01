package slitherlink

import "testing"

func TestLocate(t *testing.T) {
	p := mustParse(t, "#slitherlink\n3.1\n.3.\n")
	for _, c := range []struct {
		row, col int
		text     string
		want     string
	}{
		{0, 1, "-", "The loop runs along the top of row 1, column 1"},
		{2, 3, "-", "The loop runs along the top of row 2, column 2"},
		{4, 5, "-", "The loop runs along the bottom of row 2, column 3"},
		{1, 0, "|", "The loop runs along the left of row 1, column 1"},
		{3, 6, "|", "The loop runs along the right of row 2, column 3"},
		{3, 6, "x", "The loop does not run along the right of row 2, column 3"},
		{0, 1, "|", ""}, // a mark that does not fit the side
		{0, 0, "+", ""}, // a corner
		{1, 1, "3", ""}, // a clue
		{6, 1, "-", ""}, // off the board
	} {
		got, ok := p.Locate(c.row, c.col, c.text)
		if got != c.want || ok != (c.want != "") {
			t.Errorf("Locate(%d, %d, %q) = %q, %v; want %q", c.row, c.col, c.text, got, ok, c.want)
		}
	}
}
