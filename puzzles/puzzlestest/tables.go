package puzzlestest

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// Canonical checks that each input of cases parses as typ into the
// wanted canonical text.
func Canonical(t testing.TB, typ puzzles.Type, cases map[string]string) {
	t.Helper()
	for in, want := range cases {
		inst, err := typ.Parse(in)
		if err != nil {
			t.Errorf("Parse(%q): %v", in, err)
			continue
		}
		if got := inst.String(); got != want {
			t.Errorf("Parse(%q):\n%s\nwant:\n%s", in, got, want)
		}
	}
}

// Detects checks typ.Detect on each input of cases, and that typ detects
// each of its examples.
func Detects(t testing.TB, typ puzzles.Type, cases map[string]bool) {
	t.Helper()
	for _, ex := range typ.Examples() {
		if !typ.Detect(ex.Text) {
			t.Errorf("example %s is not detected", ex.Name)
		}
	}
	for in, want := range cases {
		if got := typ.Detect(in); got != want {
			t.Errorf("Detect(%q) = %v, want %v", in, got, want)
		}
	}
}

// UniqueExamples checks that each of typ's examples is detected as typ and
// has exactly one solution.
func UniqueExamples(t testing.TB, typ puzzles.Type) {
	t.Helper()
	for _, ex := range typ.Examples() {
		if !typ.Detect(ex.Text) {
			t.Errorf("%s: not detected", ex.Name)
		}
		if res := Solve(t, MustParse(t, typ, ex.Text), 2); !res.Unique() {
			t.Errorf("%s: %d solutions", ex.Name, len(res.Answers))
		}
	}
}

// Forms checks that each of inputs, one puzzle in several formats, parses
// as typ into the canonical text want.
func Forms(t testing.TB, typ puzzles.Type, want string, inputs ...string) {
	t.Helper()
	cases := map[string]string{}
	for _, in := range inputs {
		cases[in] = want
	}
	Canonical(t, typ, cases)
}
