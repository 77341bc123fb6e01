package app

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/switches"
)

const seed = "   4   \n 3  25 \n   31  \n   5   \n       \n  1    \n2   4  \n"

func TestClickTypeUndoRedo(t *testing.T) {
	s, err := Blank("numberlink", 3, 3)
	if err != nil {
		t.Fatal(err)
	}
	empty := s.Inst.String()
	if s.Click(1.5, 0.5); !s.HasSel || s.Sel.R != 0 || s.Sel.C != 1 || s.CanUndo() {
		t.Fatalf("click selects r0c1 and changes nothing: %+v", s.Sel)
	}
	s.Key("A", false, false)
	s.Key("ArrowDown", false, false)
	s.Key("A", false, false)
	if got := s.Inst.String(); got != "#numberlink fill\n.A.\n.A.\n...\n" {
		t.Fatalf("after typing:\n%s", got)
	}
	s.Key("z", true, false)
	s.Key("z", true, false)
	if s.Inst.String() != empty || s.CanUndo() {
		t.Fatalf("two undos should restore the empty board:\n%s", s.Inst)
	}
	s.Key("z", true, true)
	if !strings.Contains(s.Inst.String(), ".A.\n...\n...") {
		t.Fatalf("Ctrl+Shift+Z should redo:\n%s", s.Inst)
	}
	s.Key("A", false, false) // an edit clears the redo stack
	if s.CanRedo() {
		t.Fatal("redo survives a new edit")
	}
}

func TestSceneHighlightsSelection(t *testing.T) {
	s, _ := Blank("numberlink", 2, 2)
	plain := len(s.Scene().Items)
	s.Click(0.5, 0.5)
	sc := s.Scene()
	if len(sc.Items) != plain+2 || sc.Items[0].Fill != draw.Selected {
		t.Fatalf("selection not drawn: %d items (plain %d)", len(sc.Items), plain)
	}
	s.Key("Escape", false, false)
	if len(s.Scene().Items) != plain {
		t.Fatal("Escape should drop the selection")
	}
}

func TestImportKeepsPuzzleOnError(t *testing.T) {
	s, _ := Blank("numberlink", 2, 2)
	before := s.Inst.String()
	if err := s.Import("numberlink", "1.2\n..\n"); err == nil || !strings.Contains(err.Error(), "line 2") {
		t.Fatalf("bad import error: %v", err)
	}
	if s.Inst.String() != before {
		t.Fatal("a failed import changed the puzzle")
	}
	if err := s.Import("numberlink", "https://puzz.link/p?numlin/5/5/1j2h3m1h2j3"); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(s.Inst.String(), "#numberlink classic notouch\n1....") || !s.CanUndo() {
		t.Fatalf("import:\n%s", s.Inst)
	}
}

func TestHashRoundTrip(t *testing.T) {
	s, _ := Blank("numberlink", 7, 7)
	if err := s.Import("numberlink", seed); err != nil {
		t.Fatal(err)
	}
	h := Hash(s.Inst)
	if !strings.HasPrefix(h, "#numberlink/v1/") || len(h) > 100 {
		t.Errorf("hash %q: want #numberlink/v1/... and compact", h)
	}
	inst, err := FromHash(h)
	if err != nil || inst.String() != s.Inst.String() {
		t.Fatalf("FromHash: %v\n%v", err, inst)
	}
	for bad, want := range map[string]string{
		"#":                              "malformed",
		"#chess/v1/abc":                  "unknown puzzle type",
		"#numberlink/v9/abc":             "version",
		"#numberlink/v1/!!!":             "base64url",
		"#numberlink/v1/AAAA":            "damaged",
		h[:len(h)-6]:                     "damaged",
		"#numberlink/v1/" + h[15:] + "x": "damaged",
	} {
		if _, err := FromHash(bad); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("FromHash(%q) = %v, want an error mentioning %q", bad, err, want)
		}
	}
}

func TestHandle(t *testing.T) {
	resp := Handle(Request{ID: 7, Type: "numberlink", Text: seed, Limit: 2}, nil)
	if resp.ID != 7 || resp.Status != "solved" || !resp.Unique || resp.Scene == nil || resp.Stats.Variables == 0 {
		t.Fatalf("response %+v", resp)
	}
	if !strings.Contains(resp.Summary, "unique") || !strings.Contains(resp.Text, "┏━┓4━━┓") {
		t.Errorf("summary %q, text %q", resp.Summary, resp.Text)
	}
	var a struct{ Paths []any }
	if err := json.Unmarshal(resp.Answer, &a); err != nil || len(a.Paths) != 5 {
		t.Errorf("answer JSON %s: %v", resp.Answer, err)
	}
	bad := Handle(Request{ID: 8, Type: "numberlink", Text: "1..\n"}, nil)
	if bad.Status != "invalid" || !strings.Contains(bad.Error, `label "1" appears once`) {
		t.Errorf("bad puzzle: %+v", bad)
	}
}

func TestReasoningOps(t *testing.T) {
	open := "#numberlink classic\n1..\n...\n..1\n"
	solve := Handle(Request{Type: "numberlink", Text: open, Limit: 2}, nil)
	if solve.Unique || solve.Second == nil || solve.Differ == 0 {
		t.Fatalf("a puzzle with several solutions should come with a second one and differences: %+v", solve)
	}
	var calls int
	ded := Handle(Request{Type: "numberlink", Text: seed, Op: "deduce"}, func(int) { calls++ })
	if ded.Status != "solved" || ded.Summary != "Deduced: the whole answer is forced, so the puzzle has one solution." ||
		ded.Figures != "84 of 84 answer variables forced" || ded.Scene == nil || calls == 0 {
		t.Fatalf("deduce: %+v (progress calls %d)", ded, calls)
	}
	h1 := Handle(Request{Type: "numberlink", Text: seed, Op: "hint", Hints: 0}, nil)
	h2 := Handle(Request{Type: "numberlink", Text: seed, Op: "hint", Hints: 1}, nil)
	if h1.Solutions != 1 || h2.Solutions != 2 || strings.Count(h1.Text, "?") <= strings.Count(h2.Text, "?") {
		t.Fatalf("hints should reveal one more fact each:\n%s\n%s", h1.Text, h2.Text)
	}
	ex := Handle(Request{Type: "numberlink", Text: "#numberlink fill\nR...G\n.....\n.....\n.....\nG...R\n", Op: "explain"}, nil)
	if ex.Status != "unsat" || ex.Solutions != 2 || !strings.Contains(ex.Summary, "these 2 clues cannot all hold") {
		t.Fatalf("explain: %+v", ex)
	}
	enc := Handle(Request{Type: "numberlink", Text: seed, Op: "encode", Format: "smt2"}, nil)
	if !strings.HasPrefix(enc.Export, "; puzzlesat encoding") || enc.Filename != "numberlink.smt2" {
		t.Fatalf("encode: %.100s %s", enc.Export, enc.Filename)
	}
}

func TestGenerate(t *testing.T) {
	g := Handle(Request{Op: "generate", Type: "pipes", Rows: 5, Cols: 5, Seed: 3, Variant: "net"}, nil)
	if g.Status != "generated" || g.Export == "" {
		t.Fatalf("generate: %+v", g)
	}
	s := Handle(Request{Type: "pipes", Text: g.Export, Limit: 2}, nil)
	if !s.Unique {
		t.Errorf("a generated Net puzzle should be unique: %+v", s.Summary)
	}
	if n := Handle(Request{Op: "generate", Type: "numberlink", Seed: 1}, nil); n.Status != "generated" || !Handle(Request{Type: "numberlink", Text: n.Export, Limit: 2}, nil).Unique {
		t.Errorf("a generated Numberlink should be unique: %+v", n)
	}
}

func TestPlaySwitches(t *testing.T) {
	s, err := Example("switches", 0)
	if err != nil {
		t.Fatal(err)
	}
	resp := Handle(Request{Type: "switches", Text: s.Inst.String(), Limit: 1}, nil)
	var ans struct{ Flip []string }
	json.Unmarshal(resp.Answer, &ans)
	if len(ans.Flip) == 0 {
		t.Fatalf("no presses in %s", resp.Answer)
	}
	sw := s.Inst.(*switches.Puzzle)
	s.Playing = true
	// Click every bulb drawn in the scene whose name the answer lists.
	pressed := 0
	for _, it := range s.Inst.Draw(nil).Items {
		if it.Kind != draw.Circle {
			continue
		}
		tg, ok := sw.Hit(it.X, it.Y)
		if !ok || tg.Kind != "" {
			continue
		}
		name := sw.Names[tg.R*max(sw.Cols, 1)+tg.C]
		if !slices.Contains(ans.Flip, name) {
			continue
		}
		s.Click(it.X, it.Y)
		pressed++
	}
	if pressed != len(ans.Flip) || !s.Won() {
		t.Fatalf("pressed %d of %v, won %v", pressed, ans.Flip, s.Won())
	}
	s.Undo()
	if s.Won() {
		t.Fatal("undoing a press should leave the goal unmet")
	}
}

// TestPaintStroke: on a board that paints, a tap paints and a drag goes
// on painting the cells it crosses (once each), all one undoable step;
// elsewhere a drag changes nothing.
func TestPaintStroke(t *testing.T) {
	s, err := Blank("sudoku", 9, 9)
	if err != nil {
		t.Fatal(err)
	}
	if s.Drag(1.5, 0.5) || s.Painting() {
		t.Fatal("a drag without a stroke, or on the givens, painted")
	}
	s.Press("mode")
	s.Press("mode") // cages: strokes paint cages
	if !s.Painting() {
		t.Fatal("the cages mode does not paint")
	}
	s.Click(0.5, 0.5)
	for _, p := range [][2]float64{{0.7, 0.6}, {1.5, 0.5}, {1.5, 1.5}, {1.4, 1.6}, {2.5, 1.5}} {
		s.Drag(p[0], p[1])
	}
	s.EndStroke()
	if !strings.HasSuffix(s.Inst.String(), "cages:\n?: r1c1 r1c2 r2c2 r2c3\n") {
		t.Fatalf("after one stroke:\n%s", s.Inst)
	}
	if s.Drag(3.5, 3.5) {
		t.Error("a drag after the stroke ended painted")
	}
	s.Undo()
	if strings.Contains(s.Inst.String(), "cages:") {
		t.Errorf("one Undo left a cage of the stroke:\n%s", s.Inst)
	}
	s.Undo()
	if s.Painting() {
		t.Error("the second Undo should undo the mode change")
	}

	n, _ := Example("numberlink", 0)
	before := n.Inst.String()
	n.Click(0.5, 0.5)
	if n.Drag(1.5, 0.5) || n.Inst.String() != before {
		t.Error("a drag on a board that does not paint changed it")
	}
}
