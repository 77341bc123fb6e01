package puzzles_test

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

func TestKnown(t *testing.T) {
	m := sat.NewModel()
	x, y := m.NewVar("x"), m.NewVar("y")
	m.Clause(x)
	m.Clause(y.Not())
	s := m.Solver()
	if !s.Solve() {
		t.Fatal("x and not y has no model")
	}
	known := puzzles.Known(s)
	if v, ok := known(x); !v || !ok {
		t.Errorf("known(x) = %v, %v; want true, true", v, ok)
	}
	if v, ok := known(y); v || !ok {
		t.Errorf("known(y) = %v, %v; want false, true", v, ok)
	}
}
