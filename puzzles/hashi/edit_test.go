package hashi

import (
	"strconv"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// enter types want on a blank puzzle with pad keys alone (see
// TestEnterByPad).
func enter(ty *puzzlestest.Typist, want puzzles.Instance) {
	p := want.(*Puzzle)
	ty.New(p.Size().Rows, p.Size().Cols)
	for ty.Inst.(*Puzzle).Max != p.Max {
		ty.Press(puzzles.Target{}, ty.Key("Max bridges"))
	}
	if !p.Loops {
		ty.Press(puzzles.Target{}, ty.Key("Loops"))
	}
	ty.Cells(p.Size(), func(pos grid.Pos) []string {
		if v := p.At(pos); v != Water {
			return []string{ty.Key(cellLabel(v))}
		}
		return nil
	})
}

// cellLabel is the label of the pad key for an island of v bridges.
func cellLabel(v int) string {
	if v == Unknown {
		return "?"
	}
	return strconv.Itoa(v)
}

func TestEdit(t *testing.T) {
	p := mustParse(t, "2.3\n...\n1.2\n")
	at := func(r, c int) puzzles.Target { return puzzles.Target{R: r, C: c} }
	puzzlestest.EditCases(t, p, []puzzlestest.EditCase{
		{Name: "delete", At: at(0, 0), Keys: []string{"Delete"}, Want: "..3\n...\n1.2"},
		{Name: "unknown", At: at(0, 0), Keys: []string{"?"}, Want: "?.3\n...\n1.2"},
		{Name: "number", At: at(0, 0), Keys: []string{"8"}, Want: "8.3\n...\n1.2"},
		{Name: "click", At: at(1, 1), Keys: []string{"Click"}},
		{Name: "not a key", At: at(1, 1), Keys: []string{"x"}},
		{Name: "max", At: at(0, 0), Keys: []string{"max"}, Want: "#hashi max=3 loops=yes\n2.3\n...\n1.2"},
		{Name: "too many bridges", At: at(0, 0), Keys: []string{"9"}, Want: "an island has 1 to 8 bridges"},
		{Name: "islands touch", At: at(0, 1), Keys: []string{"1"}, Want: "touch"},
	}...)
	q, _ := p.Edit(at(0, 0), "m")
	if q.(*Puzzle).Max != 3 || p.Max != 2 {
		t.Errorf("m: max %d (receiver %d)", q.(*Puzzle).Max, p.Max)
	}
	q, _ = p.Edit(at(0, 0), "l")
	if q.(*Puzzle).Loops || !p.Loops {
		t.Error("l did not toggle the loop rule on a copy")
	}
	big := mustParse(t, "#hashi max=4\nG.1\n...\n1.1\n")
	puzzlestest.Refuses(t, big, at(0, 0), map[string]string{"max": "island 16 at 0,0: an island has 1 to 4"}) // max 4 -> 1 under a 16
}
