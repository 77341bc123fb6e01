package pipes

import (
	"math"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/golden"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

func edit(t *testing.T, p *Puzzle, tg puzzles.Target, key string) *Puzzle {
	t.Helper()
	q, err := p.Edit(tg, key)
	if err != nil {
		t.Fatalf("Edit(%v, %q): %v", tg, key, err)
	}
	return q.(*Puzzle)
}

func TestEditCells(t *testing.T) {
	p := mustParse(t, "┏┓\n┗┛\n")
	before := p.String()
	cell := puzzles.Target{R: 0, C: 0}

	q := p
	var seen []string
	for range Kinds {
		q = edit(t, q, cell, " ")
		seen = append(seen, q.Tiles[0][0].Kind())
	}
	if got := strings.Join(seen, " "); got != "3 4 ? 0 1 2a 2b" {
		t.Errorf("space cycles the corner through %s", got)
	}
	if q.Tiles[0][0] != p.Tiles[0][0] {
		t.Errorf("a full cycle of clicks gives %q, want the corner back", q.Tiles[0][0].Glyph())
	}
	steps := []struct {
		key  string
		want string // the first tile afterwards
	}{
		{"AltClick", "┏"}, {"Click", "┏"}, {"r", "┓"}, {"R", "┗"}, {"2", "┃"}, {"3", "┣"}, {"4", "╋"},
		{"1", "╻"}, {"?", "?"}, {"0", "."}, {"Delete", "."}, {"Backspace", "."},
	}
	for _, s := range steps {
		if got := edit(t, p, cell, s.key).String(); strings.Split(got, "\n")[1][:len(s.want)] != s.want {
			t.Errorf("key %q: tile becomes %q, want %q", s.key, strings.Split(got, "\n")[1], s.want)
		}
	}
	if got := edit(t, edit(t, p, cell, "2"), cell, "2").Tiles[0][0].Kind(); got != KindCorner {
		t.Errorf("2 twice gives %s, want a corner", got)
	}
	if q := edit(t, p, cell, "x"); q != p {
		t.Error("an unused key changed the puzzle")
	}
	if p.String() != before {
		t.Errorf("Edit changed its receiver:\n%s", p)
	}
}

func TestEditBoard(t *testing.T) {
	p := mustParse(t, "┏┓\n┗┛\n")
	cell := puzzles.Target{R: 0, C: 0}
	q := edit(t, p, cell, "b")
	if !q.Blocked(cellPos(0, 0), grid.Right) || q.String() != "#pipes seed\n#barriers r1c1:right\n┏┓\n┗┛\n" {
		t.Errorf("b on r1c1:\n%s", q)
	}
	if q = edit(t, q, cell, "b"); q.String() != p.String() {
		t.Errorf("b twice:\n%s", q)
	}
	if q = edit(t, p, cell, "B"); q.Barriers[0][0] != BarrierDown {
		t.Errorf("B on r1c1: barriers %v", q.Barriers[0][0])
	}
	if _, err := p.Edit(puzzles.Target{R: 0, C: 1}, "b"); err == nil || !strings.Contains(err.Error(), "edge of the board") {
		t.Errorf("b on the right edge: %v", err)
	}
	w := edit(t, p, cell, "w")
	if !w.Wrap {
		t.Error("w did not make the board wrap")
	}
	w = edit(t, w, puzzles.Target{R: 0, C: 1}, "b") // the wrapping edge has a barrier now
	if w.String() != "#pipes seed wrap\n#barriers r1c2:right\n┏┓\n┗┛\n" {
		t.Errorf("barrier on the wrapping edge:\n%s", w)
	}
	if back := edit(t, w, cell, "w"); back.String() != p.String() {
		t.Errorf("unwrapping keeps a barrier on the edge:\n%s", back)
	}
	if n := edit(t, p, cell, "n"); n.Rule != Net || edit(t, n, cell, "n").Rule != Seed {
		t.Error("n does not switch the rule")
	}
	bar := puzzles.Target{R: 0, C: 0, Kind: TargetBarrierDown}
	q = edit(t, p, bar, " ")
	if q.Barriers[0][0] != BarrierDown {
		t.Errorf("space on a barrier target: %v", q.Barriers[0][0])
	}
	if q = edit(t, q, bar, "Delete"); q.Barriers[0][0] != 0 {
		t.Errorf("Delete on a barrier target: %v", q.Barriers[0][0])
	}
	if q := edit(t, p, bar, "5"); q != p {
		t.Error("an unused key on a barrier changed the puzzle")
	}
}

func TestHitBoxMove(t *testing.T) {
	p := mustParse(t, "┏━┓\n┗━┛\n")
	puzzlestest.Hits(t, p, []puzzlestest.HitCase{
		{X: 0.5, Y: 0.5, Want: puzzles.Target{R: 0, C: 0}, OK: true},
		// Near a side is still the cell: a finger selects whole cells,
		// and Barrier right or below sets the side.
		{X: 1.95, Y: 0.5, Want: puzzles.Target{R: 0, C: 1}, OK: true},
		{X: 1.05, Y: 0.5, Want: puzzles.Target{R: 0, C: 1}, OK: true},
		{X: 1.5, Y: 0.95, Want: puzzles.Target{R: 0, C: 1}, OK: true},
		{X: 0.02, Y: 0.5, Want: puzzles.Target{R: 0, C: 0}, OK: true}, // the outer edge has no barrier
		{X: 2.5, Y: 1.98, Want: puzzles.Target{R: 1, C: 2}, OK: true},
		{X: -0.1, Y: 0.5, Want: puzzles.Target{}, OK: false},
		{X: 3.0, Y: 0.5, Want: puzzles.Target{}, OK: false},
		{X: math.NaN(), Y: 0.5, Want: puzzles.Target{}, OK: false},
	}...)
	w := mustParse(t, "#pipes wrap\n┏━┓\n┗━┛\n") // drawn with a half-cell margin
	if got, ok := w.Hit(0.55, 1.0); !ok || got != (puzzles.Target{R: 0, C: 0}) {
		t.Errorf("Hit beside the wrapping left edge = %v, %v", got, ok)
	}
	if _, ok := w.Hit(0.3, 1.0); ok {
		t.Error("Hit in the margin found a target")
	}
	if x, y, bw, bh := w.Box(puzzles.Target{R: 1, C: 2}); x != 2.5 || y != 1.5 || bw != 1 || bh != 1 {
		t.Errorf("Box(cell) = %g %g %g %g", x, y, bw, bh)
	}
	if x, y, bw, bh := p.Box(puzzles.Target{R: 0, C: 0, Kind: TargetBarrierRight}); math.Abs(x-(1-hitBand)) > 1e-9 || y != 0 || bw != 2*hitBand || bh != 1 {
		t.Errorf("Box(barrier) = %g %g %g %g", x, y, bw, bh)
	}
	puzzlestest.Moves(t, p, []puzzlestest.MoveCase{
		{From: puzzles.Target{R: 0, C: 0}, Arrow: "ArrowRight", Want: puzzles.Target{R: 0, C: 1}},
		{From: puzzles.Target{R: 0, C: 0}, Arrow: "ArrowUp", Want: puzzles.Target{R: 0, C: 0}},
		{From: puzzles.Target{R: 1, C: 2}, Arrow: "ArrowDown", Want: puzzles.Target{R: 1, C: 2}},
		{From: puzzles.Target{R: 0, C: 1, Kind: TargetBarrierDown}, Arrow: "ArrowDown", Want: puzzles.Target{R: 1, C: 1}},
		{From: puzzles.Target{R: 0, C: 1}, Arrow: "Tab", Want: puzzles.Target{R: 0, C: 1}},
	}...)
}

func TestDraw(t *testing.T) {
	p := mustParse(t, "#pipes net wrap\n#barriers r2c1:down r2c2:down r3c3:right\n┓┃╸\n┛━┏\n╻━┗\n")
	res := puzzlestest.Solve(t, p, 2)
	if res.Status != puzzles.Solved {
		t.Fatalf("status %s", res.Status)
	}
	var b strings.Builder
	for _, s := range []draw.Scene{p.Draw(nil), p.Draw(res.Answers[0])} {
		if err := s.WriteSVG(&b, 40); err != nil {
			t.Fatal(err)
		}
	}
	golden.Check(t, "draw_3x3w", b.String())
	unsolved, solved := p.Draw(nil), p.Draw(res.Answers[0])
	if unsolved.W != 4 || unsolved.H != 4 {
		t.Errorf("a wrapping 3x3 board is drawn %gx%g, want a half-cell margin", unsolved.W, unsolved.H)
	}
	if len(solved.Items) <= len(unsolved.Items) || colourCount(solved, draw.Solved) == 0 || colourCount(unsolved, draw.Solved) != 0 {
		t.Errorf("solved drawing: %d items, %d in the solved colour", len(solved.Items), colourCount(solved, draw.Solved))
	}
	if colourCount(unsolved, draw.Faint) < 8 {
		t.Error("no stubs show the wrapping edges")
	}
}

func colourCount(s draw.Scene, colour string) int {
	n := 0
	for _, it := range s.Items {
		if it.Stroke == colour || it.Fill == colour {
			n++
		}
	}
	return n
}

func TestDrawDiff(t *testing.T) {
	p := seed(t)
	res := puzzlestest.Solve(t, p, 2)
	s := p.DrawDiff(res.Answers[0], res.Answers[1])
	var shaded []string
	for _, it := range s.Items {
		if it.Fill == draw.Shade {
			shaded = append(shaded, cellAt(it.X, it.Y))
		}
	}
	if got := strings.Join(shaded, " "); got != "r5c11 r5c12 r6c11 r6c12" {
		t.Errorf("shaded cells %s", got)
	}
	if same := p.DrawDiff(res.Answers[0], res.Answers[0]); colourCount(same, draw.Shade) != 0 {
		t.Error("an answer differs from itself")
	}
	if Differences(res.Answers[0], nil) != nil {
		t.Error("differences with no answer")
	}
}

func cellAt(x, y float64) string { return cellPos(int(y), int(x)).String() }

func cellPos(r, c int) grid.Pos { return grid.Pos{R: r, C: c} }
