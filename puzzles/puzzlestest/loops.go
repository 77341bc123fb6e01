package puzzlestest

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// Loops lists every loop of a rows x cols lattice (see grid.TraceLoop)
// by trying every set of its links, with no SAT: the brute force that
// loop puzzles' solution counts are tested against. Keep it small: a
// lattice with L links takes 2^L tries.
func Loops(rows, cols int) [][][2]int {
	links := grid.LatticeLinks(rows, cols)
	var out [][][2]int
	for mask := 1; mask < 1<<len(links); mask++ {
		on := map[grid.Link]bool{}
		for i, l := range links {
			if mask>>i&1 == 1 {
				on[l] = true
			}
		}
		if loop := grid.TraceLoop(on); loop != nil {
			out = append(out, loop)
		}
	}
	return out
}

// CountLoops counts the loops of a rows x cols lattice that inst's Check
// accepts as answers (answer makes one of a loop): the number of
// solutions of a loop puzzle, found without SAT.
func CountLoops(inst puzzles.Instance, rows, cols int, answer func(loop [][2]int) puzzles.Answer) int {
	n := 0
	for _, loop := range Loops(rows, cols) {
		if inst.Check(answer(loop)) == nil {
			n++
		}
	}
	return n
}

// PartialLines checks inst's partial answer as Partial does, then that it
// is the partial answer of a loop type (see linesNoLoop).
func PartialLines(t testing.TB, inst puzzles.Instance) {
	t.Helper()
	a := Partial(t, inst)
	if err := linesNoLoop(a); err != nil {
		t.Errorf("partial answer %s: %v", a.Text(), err)
	}
}

// linesNoLoop reports whether the JSON form of a has some lines ("lines")
// but no closed loop ("loop"), as a partial answer of a loop type must.
func linesNoLoop(a any) error {
	js, err := json.Marshal(a)
	if err != nil {
		return err
	}
	var got struct {
		Loop  []json.RawMessage `json:"loop"`
		Lines []json.RawMessage `json:"lines"`
	}
	if err := json.Unmarshal(js, &got); err != nil {
		return err
	}
	if len(got.Loop) != 0 || len(got.Lines) == 0 {
		return fmt.Errorf("%s: want lines and no loop", js)
	}
	return nil
}
