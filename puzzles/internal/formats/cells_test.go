package formats_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/formats"
)

// bits is a made-up type whose puzzles are boards of '0' and '1', also
// written "b:" and the rows joined by '/', with at least one 1.
type bits struct{ puzzles.Board[int] }

var bitForms = formats.Set[*bits]{
	Expected: "a bit grid",
	Forms: []formats.Form[*bits]{{
		Is:    func(t string) bool { return t[0] == 'b' },
		Parse: func(string) (*bits, error) { return nil, errors.New("no b: form yet") },
	}},
	Text: formats.Cells[bits](func(ch rune) (int, error) {
		if ch != '0' && ch != '1' {
			return 0, errors.New("not a bit")
		}
		return int(ch - '0'), nil
	}),
	Headers: []string{"bits"},
	Check: func(p *bits) error {
		if !slices.ContainsFunc(p.Cells, func(row []int) bool { return slices.Contains(row, 1) }) {
			return errors.New("no 1")
		}
		return nil
	},
}

func TestCells(t *testing.T) {
	p, err := bitForms.Parse("#bits\n01\r\n1 0\n")
	if err != nil || p.Size().Rows != 2 || p.Size().Cols != 2 || p.Cells[0][1] != 1 || p.Cells[1][1] != 0 {
		t.Fatalf("Parse(grid) = %v, %v", p, err)
	}
	for in, want := range map[string]string{
		"":               "empty input: expected a bit grid",
		"b:01":           "no b: form yet",
		"#bits\n012\n":   "line 2, column 3: not a bit",
		"#bits\n00\n00":  "no 1", // Check refuses what reads
		"#bits\n0\xff\n": "not UTF-8",
	} {
		if p, err := bitForms.Parse(in); p != nil || err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Parse(%q) = %v, %v; want an error with %q", in, p, err, want)
		}
	}
	if !bitForms.Detect("#bits\n0\n") || bitForms.Detect("01\n") || bitForms.Detect("b:1") {
		t.Error("Detect: want true for a #bits header only")
	}
}
