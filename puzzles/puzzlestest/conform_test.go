package puzzlestest_test

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/masyu"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// noTargets is a puzzle on which Hit finds nothing to edit.
type noTargets struct{ puzzles.Instance }

func (noTargets) Hit(x, y float64) (puzzles.Target, bool) { return puzzles.Target{}, false }

// padless is a puzzle whose pad has no keys.
type padless struct{ puzzles.Instance }

func (padless) Keys() []puzzles.Key { return nil }

func TestEditing(t *testing.T) {
	p := blank(t)
	expect(t, "editing", true, func(tb testing.TB) { puzzlestest.Editing(tb, p) })
	expect(t, "no targets", false, func(tb testing.TB) { puzzlestest.Editing(tb, noTargets{p}) })
	expect(t, "no pad keys", false, func(tb testing.TB) { puzzlestest.Editing(tb, padless{p}) })
}

func TestLoops(t *testing.T) {
	if n := len(puzzlestest.Loops(2, 2)); n != 1 {
		t.Errorf("a 2x2 lattice has %d loops, want 1", n)
	}
	if n := len(puzzlestest.Loops(2, 3)); n != 3 {
		t.Errorf("a 2x3 lattice has %d loops, want 3 (two squares, the rectangle)", n)
	}
	p := puzzlestest.MustParse(t, masyu.Type, "#masyu\n.W.\n...\n")
	answer := func(loop [][2]int) puzzles.Answer { return &masyu.Answer{Loop: loop} }
	if n := puzzlestest.CountLoops(p, 2, 3, answer); n != 1 {
		t.Errorf("%d loops pass the white pearl, want 1 (the rectangle)", n)
	}
}
