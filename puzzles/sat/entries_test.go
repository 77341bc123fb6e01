package sat

import "testing"

func TestForEntriesMarksTheModelAndItsClones(t *testing.T) {
	if NewModel().Entering() {
		t.Error("a new model is marked for entries")
	}
	m := NewModel()
	if m.ForEntries() != m || !m.Entering() {
		t.Fatal("ForEntries does not mark the model it returns")
	}
	if !m.Clone().Entering() {
		t.Error("a clone of a marked model is not marked")
	}
	if NewModel().Clone().Entering() {
		t.Error("a clone of an unmarked model is marked")
	}
}
