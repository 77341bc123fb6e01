package app

import (
	"regexp"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// Status lines are sentences ending in a full stop (or an ellipsis), with
// no figures inside: time, variables and clauses go on the detail line.
func TestStatusLinesAreSentencesWithoutFigures(t *testing.T) {
	figures := regexp.MustCompile(`\d+(\.\d+)? ms|variables|clauses|\(\d`)
	cases := []struct{ op, typ, text string }{
		{"solve", "numberlink", seed},
		{"solve", "numberlink", "#numberlink fill\nR...G\n.....\n.....\n.....\nG...R\n"},
		{"solve", "sudoku", "#sudoku 4 box=2x2\n11..\n....\n....\n....\n"},
		{"explain", "numberlink", "#numberlink fill\nR...G\n.....\n.....\n.....\nG...R\n"},
		{"explain", "numberlink", seed},
		{"deduce", "numberlink", seed},
		{"deduce", "numberlink", "#numberlink classic\n1..\n...\n..1\n"},
		{"hint", "numberlink", seed},
	}
	for _, c := range cases {
		r := Handle(Request{Type: c.typ, Text: c.text, Op: c.op, Limit: 2}, nil)
		line, detail := Words(c.op, r)
		if figures.MatchString(line) || !strings.HasSuffix(line, ".") || line[:1] != strings.ToUpper(line[:1]) {
			t.Errorf("%s %q: status %q", c.op, c.text[:12], line)
		}
		if !strings.Contains(detail, "variables") {
			t.Errorf("%s: detail %q has no figures", c.op, detail)
		}
	}
	if got := Sentence("size 0x0 is outside 1x1 to 50x50"); got != "Size 0x0 is outside 1x1 to 50x50." {
		t.Errorf("Sentence: %q", got)
	}
}

// A status describes the puzzle at one revision: every edit, undo, redo
// and load makes another, and Changed says which it was.
func TestRevisionsAndChanges(t *testing.T) {
	s, _ := Blank("numberlink", 3, 3)
	rev := s.Rev()
	s.Click(0.5, 0.5)
	s.Key("ArrowRight", false, false)
	if s.Rev() != rev {
		t.Fatal("moving the selection changed the revision")
	}
	if err := s.Key("7", false, false); err != nil || s.Rev() == rev || s.Changed() != "Edited." {
		t.Fatalf("an edit: rev %d (was %d), %q, %v", s.Rev(), rev, s.Changed(), err)
	}
	edited := s.Rev()
	if s.Undo(); s.Rev() == edited || s.Changed() != "Undone." {
		t.Fatalf("undo: %d %q", s.Rev(), s.Changed())
	}
	if s.Redo(); s.Changed() != "Redone." {
		t.Fatalf("redo: %q", s.Changed())
	}
	ex, _ := Example("hidato", 0)
	before := s.Rev()
	if err := s.Load(ex.Inst); err != nil || s.Rev() == before || s.Changed() != "Opened another puzzle." {
		t.Fatalf("load: %d %q %v", s.Rev(), s.Changed(), err)
	}
}

// The keyboard's first target is one that can be edited: a Nonogram's
// first column clue, whose board cells are not targets.
func TestFocusStartsOnAnEditableTarget(t *testing.T) {
	s, _ := Blank("nonogram", 3, 4)
	s.Focus()
	if !s.HasSel || s.Sel != (puzzles.Target{C: 0, Kind: "col"}) {
		t.Fatalf("focus selects %+v %v", s.Sel, s.HasSel)
	}
	if err := s.Key("2", false, false); err != nil || !strings.Contains(s.Inst.String(), "-\n2\n") {
		t.Fatalf("typing on the first column clue: %v\n%s", err, s.Inst)
	}
	s.Key("ArrowLeft", false, false)
	if s.Sel != (puzzles.Target{R: 0, Kind: "row"}) {
		t.Fatalf("ArrowLeft from the first column clue reaches %+v", s.Sel)
	}
	n, _ := Blank("numberlink", 2, 2)
	if n.Focus(); n.Sel != (puzzles.Target{}) {
		t.Fatalf("numberlink focus: %+v", n.Sel)
	}
}

// A clue domino is given from the keyboard on its first cell (d: Domino
// right), as on the pad; the arrows go on cell to cell.
func TestKeyboardGivesClueDominoes(t *testing.T) {
	s, _ := Blank("dominoes", 3, 3)
	s.Focus()
	if err := s.Key("d", false, false); err != nil || !strings.Contains(s.Inst.String(), "-\n0-0,0-1\n") {
		t.Fatalf("d on a cell places a clue domino: %v\n%s", err, s.Inst)
	}
	s.Key("ArrowDown", false, false)
	if s.Sel != (puzzles.Target{R: 1, C: 0}) {
		t.Fatalf("ArrowDown: %+v", s.Sel)
	}
}

// A key that does nothing says so, and where the keys are; one the pad
// offers (0 on an empty Hidato cell) says nothing.
func TestKeysThatDoNothingSaySo(t *testing.T) {
	s, _ := Blank("sudoku", 4, 4)
	s.Focus()
	if err := s.Key("~", false, false); err == nil || !strings.Contains(err.Error(), "the pad") {
		t.Fatalf("~ on a Sudoku: %v", err)
	}
	if err := s.Key("Shift", false, true); err != nil {
		t.Fatalf("Shift alone: %v", err)
	}
	h, _ := Blank("hidato", 3, 3)
	h.Focus()
	if err := h.Key("0", false, false); err != nil {
		t.Fatalf("0 on an empty Hidato cell: %v", err)
	}
	h.Key("Escape", false, false)
	if err := h.Key("5", false, false); err == nil || !strings.Contains(err.Error(), "select") {
		t.Fatalf("typing without a selection: %v", err)
	}
}
