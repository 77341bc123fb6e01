package tatham

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

func TestBoard(t *testing.T) {
	p, rows, err := Board(" 4x2r:a1bBb2\n", lightup, -1, alphabet.Read)
	want := [][]int{{-1, 1, -1, -1}, {5, -1, -1, 2}}
	if err != nil || p.W != 4 || p.H != 2 || !p.Has('r') || !reflect.DeepEqual(rows, want) {
		t.Fatalf("Board = %+v, %v, %v; want 4x2, r and %v", p, rows, err, want)
	}
	if id := BoardID("r", rows, -1, alphabet.Write); id != "4x2r:a1bBb2" {
		t.Errorf("BoardID = %q", id)
	}
	for _, c := range []struct {
		id, want string
		col      int // the column the error names, 0 for none
	}{
		{"4x2q:a1bBb2", `game ID parameters "4x2q": unknown parameter "q"`, 0},
		{"4x2:a1bQb2", `game ID: unexpected 'Q'`, 8},
		{"4x2:a1bBb2a", "longer than the 4x2 board", 11},
		{"4x2b20:a1bBb", "covers 7 cells, the 4x2 board has 8", 0},
	} {
		p, rows, err := Board(c.id, lightup, -1, alphabet.Read)
		if read := p.W > 0; read != (c.col > 0 || strings.Contains(c.want, "covers")) {
			t.Errorf("Board(%q) params = %+v: want them only when they read", c.id, p)
		}
		var pe *puzzles.ParseError
		if rows != nil || !errors.As(err, &pe) || !strings.Contains(pe.Msg, c.want) || pe.Col != c.col {
			t.Errorf("Board(%q) = %v, %#v; want %q at column %d", c.id, rows, err, c.want, c.col)
		}
	}
}
