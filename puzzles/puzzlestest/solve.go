package puzzlestest

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// Solve solves inst, counting up to limit solutions, or fails the test.
func Solve(t testing.TB, inst puzzles.Instance, limit int) *puzzles.Result {
	t.Helper()
	res, err := puzzles.Solve(inst, limit)
	if err != nil {
		t.Fatalf("solve: %v\n%s", err, inst)
	}
	return res
}

// Unique solves inst and returns its answer, failing the test unless
// there is exactly one.
func Unique(t testing.TB, inst puzzles.Instance) puzzles.Answer {
	t.Helper()
	res := Solve(t, inst, 2)
	if !res.Unique() {
		t.Fatalf("%d solutions (%s %s), want one:\n%s", len(res.Answers), res.Status, res.Reason, inst)
	}
	return res.Answers[0]
}

// Rejects checks that inst's Check refuses a nil answer and each answer of
// cases with an error containing the case's key.
func Rejects(t *testing.T, inst puzzles.Instance, cases map[string]puzzles.Answer) {
	t.Helper()
	if err := inst.Check(nil); err == nil {
		t.Error("Check(nil) accepted")
	}
	for want, a := range cases {
		if err := inst.Check(a); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Check: %v, want an error containing %q", err, want)
		}
	}
}

// Broken returns the cases for Rejects made from a good answer: for each
// key, a copy of good (through its JSON form) changed by the key's function.
func Broken[A any](t testing.TB, good *A, breakers map[string]func(a *A)) map[string]puzzles.Answer {
	t.Helper()
	js, err := json.Marshal(good)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]puzzles.Answer{}
	for want, f := range breakers {
		a := new(A)
		if err := json.Unmarshal(js, a); err != nil {
			t.Fatal(err)
		}
		f(a)
		out[want] = any(a).(puzzles.Answer)
	}
	return out
}

// PrintSolution is for Example functions: it solves inst, counting up to
// two solutions, and prints whether the answer is unique, its picture and
// its JSON form.
func PrintSolution(inst puzzles.Instance) {
	res, err := puzzles.Solve(inst, 2)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("unique:", res.Unique())
	if len(res.Answers) == 0 {
		return
	}
	fmt.Print(res.Answers[0].Text())
	js, _ := json.Marshal(res.Answers[0])
	fmt.Println(string(js))
}
