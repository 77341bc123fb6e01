package towers

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestEnterByPad: every example can be typed on a blank board with pad
// keys alone, its clues beside the board included.
func TestEnterByPad(t *testing.T) {
	puzzlestest.EntersExamples(t, Type, func(ty *puzzlestest.Typist, want puzzles.Instance) {
		p := want.(*Puzzle)
		n := p.Size().Rows
		ty.New(n, n)
		for _, c := range p.Clues() {
			tg, _ := p.Hit(float64(c.Cell[1])+1.5, float64(c.Cell[0])+1.5)
			ty.Press(tg, ty.Key(c.Value))
		}
	})
}

// TestEditing: the clues beside the board are hit, boxed, reached by
// arrows and typed like the cells; numbers above the board's side are
// refused and not on the pad.
func TestEditing(t *testing.T) {
	p, _ := New(3)
	top := puzzles.Target{R: -1, C: 1, Kind: "top"}
	right := puzzles.Target{R: 2, C: 3, Kind: "right"}
	puzzlestest.Hits(t, p,
		puzzlestest.HitCase{X: 2.5, Y: 0.5, Want: top, OK: true},
		puzzlestest.HitCase{X: 4.5, Y: 3.5, Want: right, OK: true},
		puzzlestest.HitCase{X: 1.5, Y: 1.5, Want: puzzles.Target{}, OK: true},
		puzzlestest.HitCase{X: 1.5, Y: 4.5, Want: puzzles.Target{R: 3, C: 0, Kind: "bottom"}, OK: true},
		puzzlestest.HitCase{X: 0.5, Y: 2.5, Want: puzzles.Target{R: 1, C: -1, Kind: "left"}, OK: true},
		puzzlestest.HitCase{X: 0.5, Y: 0.5},  // a corner
		puzzlestest.HitCase{X: -0.5, Y: 1.5}, // off the scene
	)
	puzzlestest.Moves(t, p,
		puzzlestest.MoveCase{From: puzzles.Target{R: 0, C: 1}, Arrow: "ArrowUp", Want: top},
		puzzlestest.MoveCase{From: top, Arrow: "ArrowUp", Want: top},
		puzzlestest.MoveCase{From: top, Arrow: "ArrowLeft", Want: puzzles.Target{R: -1, C: 0, Kind: "top"}},
		puzzlestest.MoveCase{From: puzzles.Target{R: -1, C: 0, Kind: "top"}, Arrow: "ArrowLeft", Want: puzzles.Target{R: -1, C: 0, Kind: "top"}},
		puzzlestest.MoveCase{From: right, Arrow: "ArrowLeft", Want: puzzles.Target{R: 2, C: 2}},
	)
	puzzlestest.EditCases(t, p,
		puzzlestest.EditCase{Name: "top clue", At: top, Keys: []string{"3"}, Want: "+.3.+"},
		puzzlestest.EditCase{Name: "clue retyped", At: top, Keys: []string{"3", "2"}, Want: "+.2.+"},
		puzzlestest.EditCase{Name: "clue deleted", At: top, Keys: []string{"3", "Delete"}, Want: "+...+"},
		puzzlestest.EditCase{Name: "right clue", At: right, Keys: []string{"1"}, Want: ".....\n.....\n....1"},
		puzzlestest.EditCase{Name: "clue too big", At: top, Keys: []string{"4"}, Want: "clue 4 above column 2: a clue is 1 to 3 on this board"},
		puzzlestest.EditCase{Name: "clue 0", At: top, Keys: []string{"0"}, Want: "clue 0 above column 2"},
		puzzlestest.EditCase{Name: "cell", At: puzzles.Target{R: 1, C: 1}, Keys: []string{"2"}, Want: "..2.."},
		puzzlestest.EditCase{Name: "cell keeps the clues", At: puzzles.Target{R: 1, C: 1}, Keys: []string{"2"}, Want: "+...+\n.....\n..2.."},
		puzzlestest.EditCase{Name: "cell cleared", At: puzzles.Target{R: 1, C: 1}, Keys: []string{"2", "Backspace"}, Want: "....."},
		puzzlestest.EditCase{Name: "cell too big", At: puzzles.Target{R: 1, C: 1}, Keys: []string{"7"}, Want: "number 7: a cell of a 3x3 board holds at most 3"},
		puzzlestest.EditCase{Name: "letter ignored", At: top, Keys: []string{"x"}},
		puzzlestest.EditCase{Name: "corner ignored", At: puzzles.Target{R: -1, C: -1, Kind: "top"}, Keys: []string{"1"}},
	)
	q := puzzlestest.Edit(t, p, top, "3")
	q = puzzlestest.Edit(t, q, puzzles.Target{R: 0, C: 0}, "1")
	if got := q.(*Puzzle).Edges[cellgrid.Top][1]; got != 3 {
		t.Errorf("a cell's edit lost the clue above column 2: %d", got)
	}
	puzzlestest.Pad(t, p, puzzles.Key{Label: "1", Key: "1"}, puzzles.Key{Label: "2", Key: "2"}, puzzles.Key{Label: "3", Key: "3"}, puzzles.Key{Label: "Delete", Key: "Delete"})
	if q, err := Type.New(3, 4); err != nil || q.(*Puzzle).Size() != p.Size() {
		t.Errorf("New(3, 4) made %v (%v), not a 3x3 board", q, err)
	}
}

// written are the forms a puzzle writes: its URL and its game ID.
var written = puzzlestest.Written

// kit holds the type to what the kit checks: its files in testdata, its
// pad entry and its fuzzing.
var kit = puzzlestest.Kit[*Puzzle, Answer]{Type: Type, Forms: written}

func TestKit(t *testing.T) { kit.Test(t) }

func FuzzParse(f *testing.F) { kit.Fuzz(f) }
