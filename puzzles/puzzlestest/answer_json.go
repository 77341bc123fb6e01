package puzzlestest

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// AnswersAreData checks that typ's answers are plain data: for each of
// its examples (but the slow ones under -short), the first answer, and a
// partial answer that knows every other variable of the same solution,
// read back from their JSON into a new answer of the same type, have the
// same text, the same drawing and the same Check verdict as the answers
// they were written from.
func AnswersAreData(t *testing.T, typ puzzles.Type) {
	t.Helper()
	for _, ex := range typ.Examples() {
		if testing.Short() && strings.Contains(ex.Name, "slow") {
			continue
		}
		inst := MustParse(t, typ, ex.Text)
		whole, part := solvedAndPartial(t, inst)
		for _, a := range []puzzles.Answer{whole, part} {
			if msg := sameAfterJSON(inst, a); msg != "" {
				t.Errorf("%s: an answer read back from its JSON %s", ex.Name, msg)
			}
		}
	}
}

// solvedAndPartial solves inst and returns its first answer, and the
// partial answer that knows every other variable of a model of inst.
func solvedAndPartial(t *testing.T, inst puzzles.Instance) (whole, part puzzles.Answer) {
	t.Helper()
	res := Solve(t, inst, 1)
	if len(res.Answers) == 0 {
		t.Fatalf("no solution (%s)", res.Reason)
	}
	_, dec, s := Solved(t, inst)
	known := map[sat.Lit]bool{}
	for i, l := range dec.Vars() {
		known[l] = i%2 == 0
	}
	return res.Answers[0], dec.DecodePartial(func(l sat.Lit) (bool, bool) { return s.Value(l), known[l] })
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
