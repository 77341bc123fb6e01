package puzzlestest

import (
	"encoding/json"
	"fmt"
	"reflect"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// answersAreData checks that inst's answers are plain data: whole, a
// solution, and a partial answer that knows every other variable of a
// solution, read back from their JSON into new answers of the same type,
// have the same text, the same drawing and the same Check verdict as the
// answers they were written from.
func answersAreData(t *testing.T, inst puzzles.Instance, whole puzzles.Answer) {
	t.Helper()
	for _, a := range []puzzles.Answer{whole, halfKnown(t, inst)} {
		if msg := sameAfterJSON(inst, a); msg != "" {
			t.Errorf("an answer read back from its JSON %s", msg)
		}
	}
}

// halfKnown returns the partial answer that knows every other variable
// of a model of inst.
func halfKnown(t *testing.T, inst puzzles.Instance) puzzles.Answer {
	t.Helper()
	_, dec, s := Solved(t, inst)
	known := map[sat.Lit]bool{}
	for i, l := range dec.Vars() {
		known[l] = i%2 == 0
	}
	return dec.DecodePartial(func(l sat.Lit) (bool, bool) { return s.Value(l), known[l] })
}

// sameAfterJSON reads a back from its JSON form and says how the copy
// differs from a ("" when it does not).
func sameAfterJSON(inst puzzles.Instance, a puzzles.Answer) string {
	js, err := json.Marshal(a)
	if err != nil {
		return fmt.Sprintf("cannot be written: %v", err)
	}
	back := reflect.New(reflect.TypeOf(a).Elem()).Interface().(puzzles.Answer)
	if err := json.Unmarshal(js, back); err != nil {
		return fmt.Sprintf("cannot be read: %v\n%s", err, js)
	}
	switch {
	case back.Text() != a.Text():
		return fmt.Sprintf("prints\n%s\nnot\n%s", back.Text(), a.Text())
	case !reflect.DeepEqual(inst.Draw(back), inst.Draw(a)):
		return fmt.Sprintf("draws differently:\n%s", js)
	case fmt.Sprint(inst.Check(back)) != fmt.Sprint(inst.Check(a)):
		return fmt.Sprintf("checks as %v, not %v", inst.Check(back), inst.Check(a))
	}
	return ""
}
