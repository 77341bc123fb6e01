package app

import (
	"slices"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/all"
)

// TestHandleImport: the worker reads an imported text for a page whose
// module holds one type: the type it is, its canonical text, the
// candidates when several types could read it, the reason when none can.
func TestHandleImport(t *testing.T) {
	light, _ := Example("lightup", 0)
	cases := []struct {
		name, selected, as, text string
		status, typ, want        string
		candidates               []string
	}{
		{"another type's text", "numberlink", "", light.Inst.String(), "imported", "lightup", light.Inst.String(), nil},
		{"a puzz.link URL", "hidato", "", "https://puzz.link/p?numlin/5/5/1j2h3m1h2j3", "imported", "numberlink", "#numberlink", nil},
		{"the selected type's plain text", "numberlink", "", "1.2\n...\n1.2\n", "imported", "numberlink", "1.2", nil},
		{"two readers", "pipes", "", "3x3#1", "invalid", "", "could be pipes or switches", []string{"pipes", "switches"}},
		{"the one chosen says why", "pipes", "switches", "3x3#1", "invalid", "", "only Flip itself can expand", nil},
		{"the one chosen reads it", "numberlink", "lightup", light.Inst.String(), "imported", "lightup", light.Inst.String(), nil},
		{"a draft", "numberlink", "", "1.2\n...\n1.3\n", "invalid", "", "appears once", nil},
		{"nothing", "lightup", "", "hello", "invalid", "", "not recognised", nil},
	}
	for _, c := range cases {
		r := Handle(Request{Op: "import", Type: c.selected, Text: c.text, As: c.as}, nil)
		if string(r.Status) != c.status || r.ImportType != c.typ || !slices.Equal(r.Candidates, c.candidates) {
			t.Errorf("%s: status %q type %q candidates %v (%s), want %q %q %v", c.name, r.Status, r.ImportType, r.Candidates, r.Summary, c.status, c.typ, c.candidates)
		}
		if got := r.Export + r.Error; !strings.Contains(got, c.want) {
			t.Errorf("%s: %q does not hold %q", c.name, got, c.want)
		}
		if r.Status == "imported" {
			if _, err := all.Parse(r.ImportType, r.Export); err != nil {
				t.Errorf("%s: the canonical text does not parse: %v", c.name, err)
			}
		}
	}
}

// TestHistoryResume: the undo and redo stacks survive the trip to another
// page, and a puzzle of a type the build does not hold comes back as an
// *Away that Undo makes the current puzzle, the session's type unchanged.
func TestHistoryResume(t *testing.T) {
	s, _ := Example("numberlink", 0)
	first := s.Inst
	hid, _ := Example("hidato", 0)
	light, _ := Example("lightup", 0)
	s.Load(hid.Inst)
	s.Load(light.Inst)
	s.Undo()
	undo, redo := s.History()
	if len(undo) != 1 || len(redo) != 1 {
		t.Fatalf("History: %d undo, %d redo, want 1 and 1", len(undo), len(redo))
	}
	away := Hash(&Away{Name: "elsewhere", Text: "a puzzle\nof no type here\n"})
	next, _ := Example("hidato", 0)
	next.Resume(append([]string{away, "#numberlink/v1/!!!"}, undo...), redo)
	if !next.Redo() || next.Inst.String() != light.Inst.String() {
		t.Fatalf("Redo after Resume: %v", next.Inst.String())
	}
	next.Undo()
	if !next.Undo() || next.Inst.String() != first.String() || next.Type.Name() != "numberlink" {
		t.Fatalf("Undo after Resume: %s %q", next.Type.Name(), next.Inst.String())
	}
	if !next.Undo() {
		t.Fatal("the Away puzzle is not on the stack (the damaged hash should be the only one left out)")
	}
	a, ok := next.Inst.(*Away)
	if !ok || a.TypeName() != "elsewhere" || a.String() != "a puzzle\nof no type here\n" || next.Type.Name() != "numberlink" {
		t.Errorf("Undo to another module's puzzle: %T %q, type %s", next.Inst, next.Inst.String(), next.Type.Name())
	}
	if next.CanUndo() {
		t.Error("a damaged hash was kept")
	}
}
