package undead

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestEditing: the totals are hit in three corners and reached by arrows,
// numbers and totals take several digits, squares take mirrors and
// monsters.
func TestEditing(t *testing.T) {
	p, _ := New(3, 4)
	ghosts, zombies := puzzles.Target{R: -1, C: -1, Kind: "ghosts"}, puzzles.Target{R: 3, C: -1, Kind: "zombies"}
	top := puzzles.Target{R: -1, C: 0, Kind: "top"}
	puzzlestest.Hits(t, p,
		puzzlestest.HitCase{X: 0.5, Y: 0.5, Want: ghosts, OK: true},
		puzzlestest.HitCase{X: 5.5, Y: 0.5, Want: puzzles.Target{R: -1, C: 4, Kind: "vampires"}, OK: true},
		puzzlestest.HitCase{X: 0.5, Y: 4.5, Want: zombies, OK: true},
		puzzlestest.HitCase{X: 1.5, Y: 0.5, Want: top, OK: true},
		puzzlestest.HitCase{X: 5.5, Y: 4.5}, // the fourth corner
	)
	puzzlestest.Moves(t, p,
		puzzlestest.MoveCase{From: top, Arrow: "ArrowLeft", Want: ghosts},
		puzzlestest.MoveCase{From: ghosts, Arrow: "ArrowDown", Want: puzzles.Target{R: 0, C: -1, Kind: "left"}},
		puzzlestest.MoveCase{From: puzzles.Target{R: 3, C: 3, Kind: "bottom"}, Arrow: "ArrowRight", Want: puzzles.Target{R: 3, C: 3, Kind: "bottom"}},
	)
	puzzlestest.EditCases(t, p,
		puzzlestest.EditCase{Name: "ghosts", At: ghosts, Keys: []string{"1", "2"}, Want: "#undead ghosts=12"},
		puzzlestest.EditCase{Name: "too many", At: zombies, Keys: []string{"4", "2"}, Want: "#undead zombies=2"},
		puzzlestest.EditCase{Name: "cleared", At: ghosts, Keys: []string{"5", "Delete"}, Want: "#undead"},
		puzzlestest.EditCase{Name: "number", At: top, Keys: []string{"1", "2"}, Want: " + 12  .  .  .  +"},
		puzzlestest.EditCase{Name: "letter ignored", At: top, Keys: []string{"g"}},
		puzzlestest.EditCase{Name: "square", At: puzzles.Target{R: 1, C: 1}, Keys: []string{"/", "v"}, Want: ". . V . . ."},
		puzzlestest.EditCase{Name: "mirror", At: puzzles.Target{R: 0, C: 2}, Keys: []string{`\`}, Want: `. . . \ . .`},
	)
	tiny, _ := New(1, 1)
	puzzlestest.EditCases(t, tiny, puzzlestest.EditCase{Name: "too big", At: top, Keys: []string{"3"}, Want: "3 is more than 2, the most there on a 1x1 board"})
	q := puzzlestest.Edit(t, p, ghosts, "3")
	if q = puzzlestest.Edit(t, q, puzzles.Target{R: 0, C: 0}, "z"); q.(*Puzzle).Totals[0] != 3 {
		t.Errorf("a square's edit lost the ghosts' total:\n%s", q)
	}
	if w := q.(*Puzzle).Without([]int{len(q.Clues()) - 1}).(*Puzzle); w.Totals[0] != -1 || w.At(p.Size().Cells()[0]) != Zombie {
		t.Errorf("Without the last clue (the total):\n%s", w)
	}
}

// TestPartial: undead.c's example with numbers left out has 24 answers;
// the partial answer keeps the mirrors and knows only what they share.
func TestPartial(t *testing.T) {
	p := kit.Parse(t, "#undead ghosts=2\n+ 2 1 . . +\n1 \\ \\ . / .\n0 \\ . / . .\n. / . / . .\n3 . . . \\ 2\n+ . . . . +\n")
	puzzlestest.SeveralSolutions(t, p, 24, 2)
	if got := puzzlestest.Partial(t, p).Text(); got != "\\\\?/\n\\V/?\n/?/?\n?Z?\\\n" {
		t.Errorf("deduced\n%s", got)
	}
}
