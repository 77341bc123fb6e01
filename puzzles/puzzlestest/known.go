package puzzlestest

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// KnownOff checks the partial answer of inst in which only variable i of
// its encoding (see puzzles.Decoder.Vars) is known, and false: it reads
// as want, and it draws one item more than the puzzle (the mark of the
// cell known).
func KnownOff(t testing.TB, inst puzzles.Instance, i int, want string) {
	t.Helper()
	dec, err := inst.Encode(sat.NewModel())
	if err != nil {
		t.Fatal(err)
	}
	off := dec.Vars()[i]
	part := dec.DecodePartial(func(l sat.Lit) (bool, bool) { return false, l == off })
	if got := part.Text(); got != want {
		t.Errorf("partial answer %q, want %q", got, want)
	}
	if s := inst.Draw(part); len(s.Items) != len(inst.Draw(nil).Items)+1 {
		t.Errorf("a partial answer draws %d items, want one more than the puzzle's %d", len(s.Items), len(inst.Draw(nil).Items))
	}
}
