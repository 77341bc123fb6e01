package dominoes

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// edit applies keys to target t in turn and returns the final puzzle,
// failing on errors; the result must round-trip through its text.
func edit(t *testing.T, p *Puzzle, tg puzzles.Target, keys ...string) *Puzzle {
	t.Helper()
	for _, k := range keys {
		inst, err := p.Edit(tg, k)
		if err != nil {
			t.Fatalf("Edit(%v, %q): %v", tg, k, err)
		}
		p = inst.(*Puzzle)
	}
	if q := mustParse(t, p.String()); !q.Equal(p) || q.Size() != p.Size() {
		t.Fatalf("edited puzzle does not round-trip:\n%s", p)
	}
	return p
}

func cell(r, c int) puzzles.Target { return puzzles.Target{R: r, C: c} }

func TestNew(t *testing.T) {
	for _, c := range []struct{ rows, cols, max int }{{7, 8, 6}, {10, 11, 9}, {16, 17, 15}, {1, 2, 0}, {1, 1, 0}, {10, 10, 8}} {
		inst, err := Type.New(c.rows, c.cols)
		if err != nil {
			t.Fatal(err)
		}
		p := inst.(*Puzzle)
		if p.Max != c.max || p.Size().Rows != c.rows || p.Size().Cols != c.cols || p.NumCells() != c.rows*c.cols {
			t.Errorf("New(%d, %d): double-%d on %v", c.rows, c.cols, p.Max, p.Size())
		}
		edit(t, p, cell(0, 0)) // round-trips
	}
	for _, c := range [][2]int{{0, 3}, {3, 0}, {101, 3}} {
		if _, err := New(c[0], c[1]); err == nil {
			t.Errorf("New(%d, %d) accepted", c[0], c[1])
		}
	}
}

func TestEditCells(t *testing.T) {
	p, _ := New(7, 8)
	q := edit(t, p, cell(0, 0), "5")
	if q.Cells[0][0] != 5 || p.Cells[0][0] != 0 {
		t.Errorf("typing 5: %d (receiver %d)", q.Cells[0][0], p.Cells[0][0])
	}
	if _, err := q.Edit(cell(0, 0), "7"); err == nil || err.Error() != "7 is above the set's highest number 6" {
		t.Errorf("typing 7 in a double-6 set: %v", err)
	}
	if q := edit(t, q, cell(0, 0), " "); q.Cells[0][0] != Hole {
		t.Errorf("Click on a number: %d, want a hole", q.Cells[0][0])
	}
	if q := edit(t, q, cell(0, 0), " ", " "); q.Cells[0][0] != 0 {
		t.Errorf("Click twice: %d, want 0", q.Cells[0][0])
	}
	for _, k := range []string{"x", "X", ".", "Delete", "Backspace"} {
		if q := edit(t, q, cell(0, 0), k); q.Cells[0][0] != Hole {
			t.Errorf("%q: %d, want a hole", k, q.Cells[0][0])
		}
	}
	for _, click := range []string{"Click", "AltClick"} {
		if r, err := q.Edit(cell(0, 0), click); r != puzzles.Instance(q) || err != nil {
			t.Errorf("%s changed the puzzle (%v)", click, err)
		}
	}
	if got, err := q.Edit(cell(0, 0), "a"); got != q || err != nil {
		t.Error("a key without meaning changed the puzzle")
	}
	if got, err := q.Edit(cell(9, 9), "1"); got != q || err != nil {
		t.Error("an edit off the board changed the puzzle")
	}
	// Two digits in a row make a number up to the set's highest.
	big, _ := New(16, 17)
	for _, c := range []struct {
		keys []string
		want int
	}{
		{[]string{"1", "2"}, 12}, {[]string{"1", "2", "3"}, 3}, {[]string{"1", "5"}, 15}, {[]string{"1", "6"}, 6},
		{[]string{"0", "5"}, 5}, {[]string{"1", "2", "Backspace"}, 1}, {[]string{"9", "Backspace"}, Hole},
	} {
		if q := edit(t, big, cell(3, 3), c.keys...); q.Cells[3][3] != c.want {
			t.Errorf("keys %v: %d, want %d", c.keys, q.Cells[3][3], c.want)
		}
	}
}

func TestEditClues(t *testing.T) {
	p := mustParse(t, "#dp 0-2\n0011\n2211\n0022\n")
	right, down := puzzles.Target{R: 0, C: 0, Kind: KindRight}, puzzles.Target{R: 0, C: 2, Kind: KindDown}
	q := edit(t, p, right, "domino")
	if len(q.Given) != 1 || clueText(q.Given[0]) != "0-0,0-1" {
		t.Fatalf("Click on a side: clues %v", q.Given)
	}
	if r := edit(t, q, right, "domino"); len(r.Given) != 0 {
		t.Errorf("second Click keeps the clue: %v", r.Given)
	}
	if r := edit(t, q, right, "Delete"); len(r.Given) != 0 {
		t.Errorf("Delete keeps the clue: %v", r.Given)
	}
	q = edit(t, q, down, "Enter")
	if len(q.Given) != 2 || clueText(q.Given[1]) != "1-1,2-12" {
		t.Fatalf("Enter on a lower side: clues %v", q.Given)
	}
	// A clue replaces the clues it overlaps (here both).
	if r := edit(t, q, puzzles.Target{R: 0, C: 1, Kind: KindRight}, " "); len(r.Given) != 1 || clueText(r.Given[0]) != "0-1,1-2" {
		t.Errorf("overlapping clue: %v", r.Given)
	}
	// The set has one 0-0: a second 0-0 clue elsewhere is refused.
	if _, err := q.Edit(puzzles.Target{R: 2, C: 0, Kind: KindRight}, "domino"); err == nil || !strings.Contains(err.Error(), "already a clue") {
		t.Errorf("second 0-0 clue: %v", err)
	}
	// Changing a cell drops the clues on it, not the others.
	if r := edit(t, q, cell(0, 1), "2"); len(r.Given) != 1 || clueText(r.Given[0]) != "1-1,2-12" {
		t.Errorf("after changing a clue cell: %v", r.Given)
	}
	if r, _ := q.Edit(puzzles.Target{R: 1, C: 0, Kind: KindRight}, "Delete"); r != q {
		t.Error("Delete where there is no clue changed the puzzle")
	}
	holey := mustParse(t, "#dp 0-2\n0x11\n")
	if r, err := holey.Edit(right, "domino"); r != holey || err != nil {
		t.Error("a side next to a hole takes no clue")
	}
}

func TestEditSet(t *testing.T) {
	p, _ := New(7, 8)
	set := puzzles.Target{R: 7, Kind: KindSet}
	if q := edit(t, p, set, "+", "+", "="); q.Max != 9 {
		t.Errorf("raising the set: double-%d", q.Max)
	}
	if q := edit(t, p, set, "-", "-"); q.Max != 4 {
		t.Errorf("lowering the set of a layout of zeros: double-%d", q.Max)
	}
	six := edit(t, p, cell(2, 2), "6")
	if _, err := six.Edit(set, "-"); err == nil || !strings.Contains(err.Error(), "the layout shows 6, above 5") {
		t.Errorf("lowering below a shown number: %v", err)
	}
	zero := edit(t, p, set, "-", "-", "-", "-", "-", "-")
	if _, err := zero.Edit(set, "-"); err == nil {
		t.Error("lowered below double-0")
	}
	if q, _ := p.Edit(set, "5"); q != p {
		t.Error("a digit on the set target changed the puzzle")
	}
}

func TestDominoKeysOnACell(t *testing.T) {
	p := mustParse(t, "#dp 0-2\n0011\n2x11\n0022\n")
	q := edit(t, p, cell(0, 0), "d")
	if len(q.Given) != 1 || q.Given[0].Cells != [2][2]int{{0, 0}, {0, 1}} {
		t.Fatalf("Domino right on (0, 0) gave %v", q.Given)
	}
	if r := edit(t, q, cell(0, 0), "d"); len(r.Given) != 0 {
		t.Errorf("Domino right again kept %v", r.Given)
	}
	if r := edit(t, p, cell(0, 0), "D"); len(r.Given) != 1 || r.Given[0].Cells != [2][2]int{{0, 0}, {1, 0}} {
		t.Errorf("Domino below on (0, 0) gave %v", r.Given)
	}
	if r, err := p.Edit(cell(0, 1), "D"); r != p || err == nil || !strings.Contains(err.Error(), "below") {
		t.Errorf("Domino below onto a hole: %v, %v", r != p, err)
	}
	if r, err := p.Edit(cell(0, 3), "d"); r != p || err == nil {
		t.Errorf("Domino right off the board: %v, %v", r != p, err)
	}
}

func TestHitBoxMove(t *testing.T) {
	p := mustParse(t, "#dp 0-2\n0011\n2x11\n0022\n") // 3 rows, 4 columns
	puzzlestest.Hits(t, p, []puzzlestest.HitCase{
		{X: 0.5, Y: 0.5, Want: cell(0, 0), OK: true},
		// Near a side is still the cell (a finger's target is the whole
		// cell): Domino right and Domino below give the clue dominoes.
		{X: 0.95, Y: 0.5, Want: cell(0, 0), OK: true},
		{X: 1.05, Y: 0.5, Want: cell(0, 1), OK: true},
		{X: 0.5, Y: 0.95, Want: cell(0, 0), OK: true},
		{X: 0.5, Y: 1.05, Want: cell(1, 0), OK: true},
		{X: 1.5, Y: 0.95, Want: cell(0, 1), OK: true},
		{X: 1.5, Y: 1.5, Want: cell(1, 1), OK: true},  // the hole itself
		{X: 3.95, Y: 0.5, Want: cell(0, 3), OK: true}, // the board's edge
		{X: 2.5, Y: 3.4, Want: puzzles.Target{R: 3, C: 2, Kind: KindSet}, OK: true},
		{X: 2.5, Y: 3.9, Want: puzzles.Target{}, OK: false},
		{X: -0.1, Y: 0.5, Want: puzzles.Target{}, OK: false},
		{X: 4.0, Y: 0.5, Want: puzzles.Target{}, OK: false},
	}...)
	puzzlestest.Moves(t, p, []puzzlestest.MoveCase{
		{From: cell(0, 0), Arrow: "ArrowRight", Want: cell(0, 1)},
		{From: cell(0, 0), Arrow: "ArrowLeft", Want: cell(0, 0)},
		{From: cell(0, 0), Arrow: "ArrowUp", Want: cell(0, 0)},
		{From: cell(0, 3), Arrow: "ArrowRight", Want: cell(0, 3)},
		{From: cell(1, 1), Arrow: "ArrowDown", Want: cell(2, 1)},
		{From: puzzles.Target{R: 0, C: 1, Kind: KindDown}, Arrow: "ArrowRight", Want: cell(0, 2)},
		{From: cell(2, 3), Arrow: "ArrowDown", Want: puzzles.Target{R: 3, C: 3, Kind: KindSet}},
		{From: puzzles.Target{R: 3, C: 3, Kind: KindSet}, Arrow: "ArrowUp", Want: cell(2, 3)},
		{From: puzzles.Target{R: 3, C: 3, Kind: KindSet}, Arrow: "ArrowLeft", Want: puzzles.Target{R: 3, C: 3, Kind: KindSet}},
		{From: cell(1, 1), Arrow: "Enter", Want: cell(1, 1)},
	}...)
}

func TestDraw(t *testing.T) {
	p := seed(t)
	s := p.Draw(nil)
	if s.W != 10 || s.H != 10+puzzles.CaptionHeight {
		t.Errorf("scene %gx%g", s.W, s.H)
	}
	texts, tiles := 0, 0
	for _, it := range s.Items {
		if it.Kind == "text" {
			texts++
		}
		if it.Kind == "rect" && it.R > 0 {
			tiles++
			if it.Fill != "shade" || it.Stroke != "ink" {
				t.Errorf("clue tile drawn %s on %s", it.Stroke, it.Fill)
			}
		}
	}
	if texts != 56+1 || tiles != 1 {
		t.Errorf("unsolved: %d texts (want 56 numbers and a caption), %d tiles (want the clue)", texts, tiles)
	}
	solved := p.Draw(puzzlestest.Solve(t, p, 1).Answers[0])
	tiles = 0
	for _, it := range solved.Items {
		if it.Kind == "rect" && it.R > 0 && it.Stroke == "solved" {
			tiles++
		}
	}
	if tiles != 27 {
		t.Errorf("solved: %d solved tiles, want 27 besides the clue", tiles)
	}
}
