package magichex

import (
	"bytes"
	"encoding/xml"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/golden"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestEnterByKeys enters a puzzle the way a person does in the editor:
// start from a blank hexagon, click cells and type numbers.
func TestEnterByKeys(t *testing.T) {
	ty := &puzzlestest.Typist{T: t, Type: Type}
	ty.New(3, 0)
	p := ty.Inst.(*Puzzle)
	x, y := p.board().centre(hex{0, -2}) // V1, the top-left corner
	tg, ok := p.Hit(x, y)
	if !ok || tg != (puzzles.Target{R: 0, C: 0}) {
		t.Fatalf("Hit(V1's centre) = %v, %v", tg, ok)
	}
	ty.Press(tg, "9")
	ty.Press(p.Move(tg, "ArrowRight"), "1", "4") // 1 then 4 gives 14
	ty.Press(puzzles.Target{R: 2, C: 2}, "1", "Backspace", "5", "Delete")
	want := mustParse(t, "9 14 .\n. . . .\n. . . . .\n. . . .\n. . .").String()
	if ty.Inst.String() != want {
		t.Fatalf("entered\n%s\nwant\n%s", ty.Inst, want)
	}
	puzzlestest.Unique(t, ty.Inst)
}

func TestEditKeys(t *testing.T) {
	p, _ := New(3)
	at := puzzles.Target{R: 1, C: 2} // V6, cell number 5
	// Start and Want 0 stand for an empty cell.
	from := func(start int) puzzles.Instance {
		q := p.clone()
		if start != 0 {
			q.Givens[5] = start
		}
		return q
	}
	read := func(inst puzzles.Instance) int { return inst.(*Puzzle).Givens[5] }
	puzzlestest.KeyCases(t, from, at, read, []puzzlestest.KeyCase[int]{
		{Start: 0, Key: "7", Want: 7}, {Start: 1, Key: "7", Want: 17}, {Start: 17, Key: "3", Want: 3},
		{Start: 2, Key: "5", Want: 5}, // 25 > 19: a new number
		{Start: 17, Key: "Backspace", Want: 1}, {Start: 7, Key: "Backspace", Want: 0}, {Start: 12, Key: "Delete", Want: 0},
		{Start: 12, Key: " ", Want: 0}, {Start: 12, Key: ".", Want: 0}, {Start: 12, Key: "a", Want: 12},
		{Start: 12, Key: "Shift", Want: 12}, {Start: 12, Key: "-", Want: 12}, {Start: 5, Key: "Click", Want: 5},
		{Start: 5, Key: "AltClick", Want: 5},
	}...)
	puzzlestest.Refuses(t, p, at, map[string]string{"0": "0 is below the lowest value 1"})
	neg := mustParse(t, "#magichex side=2 values=-5..5 sum=0 distinct=no")
	q, _ := neg.Edit(puzzles.Target{R: 0, C: 0}, "3")
	q, _ = q.(*Puzzle).Edit(puzzles.Target{R: 0, C: 0}, "-")
	if v := q.(*Puzzle).Givens[0]; v != -3 {
		t.Errorf("3 then - gives %d, want -3", v)
	}
	q, _ = q.(*Puzzle).Edit(puzzles.Target{R: 0, C: 0}, "Backspace")
	if _, ok := q.(*Puzzle).Givens[0]; ok {
		t.Errorf("Backspace on -3 should clear the cell: %v", q)
	}
	if _, err := neg.Edit(puzzles.Target{R: 0, C: 0}, "7"); err == nil || !strings.Contains(err.Error(), "7 is above the highest value 5") {
		t.Errorf("7 on values -5..5: %v", err)
	}
	line := puzzles.Target{R: 0, C: 1, Kind: LineKind}
	if q, err := p.Edit(line, "5"); err != nil || q != puzzles.Instance(p) {
		t.Errorf("keys on a line label should do nothing: %v %v", q, err)
	}
}

func TestDuplicateDraft(t *testing.T) {
	p, _ := New(3)
	q, _ := p.Edit(puzzles.Target{R: 0, C: 0}, "1")
	q, err := q.(*Puzzle).Edit(puzzles.Target{R: 0, C: 1}, "1")
	if err != nil {
		t.Fatalf("a draft with a repeated value should be allowed: %v", err)
	}
	// Typing 7 next turns the second 1 into 17: drafts pass through repeats.
	r, _ := q.(*Puzzle).Edit(puzzles.Target{R: 0, C: 1}, "7")
	if r.(*Puzzle).Givens[1] != 17 {
		t.Errorf("1 then 7 = %d", r.(*Puzzle).Givens[1])
	}
	errors := 0
	for _, it := range q.Draw(nil).Items {
		if it.Kind == draw.Text && it.Fill == draw.Error {
			errors++
		}
	}
	if errors != 2 {
		t.Errorf("%d red givens in a draft with 1 twice, want 2", errors)
	}
	if _, err := puzzles.Solve(q, 1); err == nil {
		t.Error("solving a puzzle with a repeated given should fail")
	}
}

func TestHitMoveBox(t *testing.T) {
	p, _ := New(3)
	b := p.board()
	for c, h := range b.cells { // every cell's centre hits it, and so do points near it
		x, y := b.centre(h)
		r, i := b.rowOf(c)
		for _, d := range [][2]float64{{0, 0}, {0.4, 0}, {-0.4, 0.1}, {0.1, -0.45}} {
			if got, ok := p.Hit(x+d[0], y+d[1]); !ok || got != (puzzles.Target{R: r, C: i}) {
				t.Errorf("Hit near V%d = %v %v, want row %d cell %d", c+1, got, ok, r, i)
			}
		}
		bx, by, bw, bh := p.Box(puzzles.Target{R: r, C: i})
		if x < bx || x > bx+bw || y < by || y > by+bh || bw != 1 {
			t.Errorf("Box(V%d) = %v %v %v %v misses its centre", c+1, bx, by, bw, bh)
		}
	}
	for li, l := range b.lines { // each label hits its line
		x, y := b.centre(b.labelHex(li))
		want := puzzles.Target{R: l.Dir, C: l.Index, Kind: LineKind}
		if got, ok := p.Hit(x, y); !ok || got != want {
			t.Errorf("Hit(label of %s) = %v %v", lineName(l), got, ok)
		}
		bx, by, bw, bh := p.Box(want)
		for _, c := range l.Cells {
			cx, cy := b.centre(b.cells[c])
			if cx < bx || cx > bx+bw || cy < by || cy > by+bh {
				t.Errorf("Box(%s) misses V%d", lineName(l), c+1)
			}
		}
	}
	w, h := b.size()
	for _, pt := range [][2]float64{{0.1, 0.1}, {w - 0.1, 0.1}, {w / 2, h - 0.05}, {-5, 2}} {
		if got, ok := p.Hit(pt[0], pt[1]); ok {
			t.Errorf("Hit(%v) = %v, want nothing", pt, got)
		}
	}
	puzzlestest.Moves(t, p, []puzzlestest.MoveCase{
		{From: puzzles.Target{R: 0, C: 0}, Arrow: "ArrowLeft", Want: puzzles.Target{R: 0, C: 0}},
		{From: puzzles.Target{R: 0, C: 0}, Arrow: "ArrowRight", Want: puzzles.Target{R: 0, C: 1}},
		{From: puzzles.Target{R: 0, C: 0}, Arrow: "ArrowUp", Want: puzzles.Target{R: 0, C: 0}},
		{From: puzzles.Target{R: 0, C: 0}, Arrow: "ArrowDown", Want: puzzles.Target{R: 1, C: 1}}, // down-right is nearer the middle
		{From: puzzles.Target{R: 2, C: 2}, Arrow: "ArrowUp", Want: puzzles.Target{R: 1, C: 1}},   // from the centre: up-left first
		{From: puzzles.Target{R: 2, C: 0}, Arrow: "ArrowUp", Want: puzzles.Target{R: 1, C: 0}},
		{From: puzzles.Target{R: 2, C: 4}, Arrow: "ArrowDown", Want: puzzles.Target{R: 3, C: 3}},
		{From: puzzles.Target{R: 4, C: 2}, Arrow: "ArrowDown", Want: puzzles.Target{R: 4, C: 2}},
		{From: puzzles.Target{R: 1, C: 3}, Arrow: "Enter", Want: puzzles.Target{R: 1, C: 3}},
		{From: puzzles.Target{R: 1, C: 4, Kind: LineKind}, Arrow: "ArrowRight", Want: puzzles.Target{R: 1, C: 4, Kind: LineKind}},
		{From: puzzles.Target{R: 1, C: 3, Kind: LineKind}, Arrow: "ArrowRight", Want: puzzles.Target{R: 1, C: 4, Kind: LineKind}},
		{From: puzzles.Target{R: 9, C: 9}, Arrow: "ArrowLeft", Want: puzzles.Target{R: 9, C: 9}},
	}...)
}

func TestDraw(t *testing.T) {
	p := mustParse(t, "#magichex side=3\n9 14 .\n. . . .\n. . . . .\n. . . .\n. . .\n")
	unsolved := p.Draw(nil)
	res, err := puzzles.Solve(p, 1)
	if err != nil {
		t.Fatal(err)
	}
	solved := p.Draw(res.Answers[0])
	if len(solved.Items) <= len(unsolved.Items) {
		t.Error("drawing the answer adds nothing")
	}
	var givens, values, sums int
	for _, it := range solved.Items {
		switch {
		case it.Kind == draw.Text && it.Fill == draw.Ink && it.Bold:
			givens++
		case it.Kind == draw.Text && it.Fill == draw.Solved && it.Size > 0.4:
			values++
		case it.Kind == draw.Text && it.Fill == draw.Solved:
			sums++
		}
	}
	if givens != 2 || values != 17 || sums != 15 {
		t.Errorf("solved drawing: %d givens, %d solved values, %d complete line sums; want 2, 17, 15", givens, values, sums)
	}
	var buf bytes.Buffer
	if err := solved.WriteSVG(&buf, 40); err != nil {
		t.Fatal(err)
	}
	for d := xml.NewDecoder(bytes.NewReader(buf.Bytes())); ; {
		if _, err := d.Token(); err != nil {
			if err.Error() != "EOF" {
				t.Fatalf("SVG is not well formed: %v", err)
			}
			break
		}
	}
	golden.Check(t, "draw_solved.svg", buf.String())
	buf.Reset()
	unsolved.WriteSVG(&buf, 40)
	golden.Check(t, "draw_unsolved.svg", buf.String())
}

func TestClues(t *testing.T) {
	p := mustParse(t, "#magichex side=3\n9 14 .\n. . . .\n. . . . .\n. . . .\n. . 16\n")
	clues := p.Clues()
	if len(clues) != 3 || clues[2] != (puzzles.Clue{Cell: [2]int{4, 2}, Value: "16"}) {
		t.Fatalf("Clues = %v", clues)
	}
	q := p.Without([]int{0, 2})
	if q.String() != mustParse(t, ". 14 .\n. . . .\n. . . . .\n. . . .\n. . .").String() {
		t.Errorf("Without(0, 2) =\n%s", q)
	}
	if len(p.Givens) != 3 {
		t.Error("Without changed the receiver")
	}
}

func TestGenerate(t *testing.T) {
	inst, err := Type.Generate(puzzles.GenerateOptions{Seed: 4})
	if err != nil {
		t.Fatal(err)
	}
	res, err := puzzles.Solve(inst, 2)
	if err != nil || !res.Unique() {
		t.Fatalf("generated puzzle is not unique: %v %v\n%s", res, err, inst)
	}
	again, _ := Type.Generate(puzzles.GenerateOptions{Rows: 3, Seed: 4})
	if again.String() != inst.String() {
		t.Error("the same seed gave another puzzle")
	}
	if _, err := Type.Generate(puzzles.GenerateOptions{Rows: 4}); err == nil || !strings.Contains(err.Error(), "703/7 is not an integer") {
		t.Errorf("side 4 generator: %v", err)
	}
	if _, err := Type.Generate(puzzles.GenerateOptions{Variant: "colour=red"}); err == nil {
		t.Error("a bad variant should be refused")
	}
	small, err := Type.Generate(puzzles.GenerateOptions{Rows: 2, Variant: "sum=3 values=0..3 distinct=no", Seed: 2})
	if err != nil {
		t.Fatal(err)
	}
	if res, _ := puzzles.Solve(small, 2); !res.Unique() {
		t.Errorf("side 2 generated puzzle is not unique:\n%s", small)
	}
}
