package formats_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/formats"
)

// bits is a made-up type whose puzzles are boards of '0' and '1', also
// written "b:" and the rows joined by '/'.
type bits struct{ puzzles.Board[int] }

var bitGrid = formats.Grid[bits, int]{
	Expected: "a bit grid",
	Headers:  []string{"bits"},
	Forms: []formats.Form[*bits]{{
		Is:    func(t string) bool { return t[0] == 'b' },
		Parse: func(string) (*bits, error) { return nil, errors.New("no b: form yet") },
	}},
	Cell: func(ch rune) (int, error) {
		if ch != '0' && ch != '1' {
			return 0, errors.New("not a bit")
		}
		return int(ch - '0'), nil
	},
}

func TestGrid(t *testing.T) {
	p, err := bitGrid.Parse("#bits\n01\n1 0\n")
	if err != nil || p.Size().Rows != 2 || p.Size().Cols != 2 || p.Cells[0][1] != 1 || p.Cells[1][1] != 0 {
		t.Fatalf("Parse(grid) = %v, %v", p, err)
	}
	for in, want := range map[string]string{
		"":             "empty input: expected a bit grid",
		"b:01":         "no b: form yet",
		"#bits\n012\n": "not a bit",
	} {
		if p, err := bitGrid.Parse(in); p != nil || err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Parse(%q) = %v, %v; want an error with %q", in, p, err, want)
		}
	}
	if !bitGrid.Detect("#bits\n0\n") || bitGrid.Detect("01\n") || bitGrid.Detect("b:1") {
		t.Error("Detect: want true for a #bits header only")
	}
}
