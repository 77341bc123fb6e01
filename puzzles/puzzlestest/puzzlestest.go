// Package puzzlestest is the shared test kit for puzzle types: a
// conformance check that exercises every part of the contract, a round-trip
// fuzz body, and small helpers. puzzles/all runs Conformance on every
// registered type; each type's tests use the rest:
//
//	func TestExamplesGolden(t *testing.T) { puzzlestest.ExamplesGolden(t, Type{}) }
//	func FuzzParse(f *testing.F)          { puzzlestest.FuzzRoundTrip(f, Type{}, nil, "extra seed") }
package puzzlestest

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// MustParse parses text as typ or fails the test.
func MustParse(t testing.TB, typ puzzles.Type, text string) puzzles.Instance {
	t.Helper()
	inst, err := typ.Parse(text)
	if err != nil {
		t.Fatalf("%s: %v\n%s", typ.Name(), err, text)
	}
	if inst == nil {
		t.Fatalf("%s: Parse returned a nil instance and no error", typ.Name())
	}
	return inst
}

// Parser returns MustParse for typ, giving the type's own instances: a
// package's tests declare
//
//	var mustParse = puzzlestest.Parser[*Puzzle](Type{})
func Parser[P puzzles.Instance](typ puzzles.Type) func(t testing.TB, text string) P {
	return func(t testing.TB, text string) P {
		t.Helper()
		return MustParse(t, typ, text).(P)
	}
}

// Blank returns typ's blank rows x cols puzzle (see puzzles.Type.New) as
// the type's own P, or fails the test.
func Blank[P puzzles.Instance](t testing.TB, typ puzzles.Type, rows, cols int) P {
	t.Helper()
	inst, err := typ.New(rows, cols)
	if err != nil {
		t.Fatalf("%s: New(%d, %d): %v", typ.Name(), rows, cols, err)
	}
	p, ok := inst.(P)
	if !ok {
		t.Fatalf("%s: New(%d, %d) made a %T, not a %T", typ.Name(), rows, cols, inst, p)
	}
	return p
}

// FuzzRoundTrip fuzzes typ's parser: it never panics, never returns a nil
// instance without an error, and whatever it accepts round-trips through the
// canonical text (Parse(String()) gives the same String()), which the type
// detects as its own. also, when not nil, runs the type's own checks on
// each accepted instance. The examples and seeds start the corpus.
func FuzzRoundTrip(f *testing.F, typ puzzles.Type, also func(*testing.T, puzzles.Instance), seeds ...string) {
	for _, ex := range typ.Examples() {
		f.Add(ex.Text)
	}
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		inst, err := typ.Parse(text)
		if err != nil {
			if inst != nil {
				t.Fatalf("Parse returned an instance with the error %v", err)
			}
			return
		}
		if inst == nil {
			t.Fatal("Parse returned a nil instance and no error")
		}
		canon := inst.String()
		again, err := typ.Parse(canon)
		if err != nil {
			t.Fatalf("canonical text does not parse: %v\n%s", err, canon)
		}
		if again.String() != canon {
			t.Fatalf("canonical text does not round-trip:\n%s\nthen\n%s", canon, again.String())
		}
		if !typ.Detect(canon) {
			t.Fatalf("canonical text is not detected as %s:\n%s", typ.Name(), canon)
		}
		if also != nil {
			also(t, inst)
		}
	})
}

// Errors checks that each input fails to parse with an error containing
// the wanted text.
func Errors(t testing.TB, typ puzzles.Type, cases map[string]string) {
	t.Helper()
	for in, want := range cases {
		inst, err := typ.Parse(in)
		switch {
		case err == nil:
			t.Errorf("Parse(%q) accepted, want an error containing %q", in, want)
		case inst != nil:
			t.Errorf("Parse(%q) returned an instance with its error", in)
		case !strings.Contains(err.Error(), want):
			t.Errorf("Parse(%q) error %q, want it to contain %q", in, err, want)
		}
	}
}
