package puzzlestest

import (
	"slices"
	"strconv"
	"strings"
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

// FormsFile checks a file of forms (kept in testdata). The file is groups
// of lines separated by blank lines: each group is a canonical text, then
// the inputs that must parse as typ into it (see Forms), or a line
// "error: TEXT", then inputs that must be refused with an error
// containing TEXT (see Errors). A line in double quotes is a Go string
// (for texts of several lines, or without a last newline), a line
// starting with # is a comment, and any other line is the text itself.
func FormsFile(t testing.TB, typ puzzles.Type, path string) {
	t.Helper()
	formsFile(t, typ, path, nil)
}

// Formats checks typ's formats: the file of forms at path (see FormsFile),
// in which each group also lists every form that forms writes of its
// canonical text (its URL, its game ID, ...; forms nil: none), and that
// the forms of typ's examples read back (see ReadsBack).
func Formats(t testing.TB, typ puzzles.Type, path string, forms func(puzzles.Instance) []string) {
	t.Helper()
	formsFile(t, typ, path, forms)
	if forms != nil {
		ReadsBack(t, typ, forms, ExampleTexts(typ)...)
	}
}

// formsFile checks the file of forms at path (see FormsFile and Formats).
func formsFile(t testing.TB, typ puzzles.Type, path string, forms func(puzzles.Instance) []string) {
	t.Helper()
	groups := formGroups(t, path)
	if len(groups) == 0 {
		t.Fatalf("%s holds no forms", path)
	}
	for _, g := range groups {
		if want, ok := strings.CutPrefix(g[0], "error: "); ok {
			refused(t, typ, want, g[1:])
			continue
		}
		Forms(t, typ, g[0], g...)
		if inst, err := typ.Parse(g[0]); err == nil && forms != nil {
			listed(t, path, inst, forms(inst), g[1:])
		}
	}
}

// listed checks that each of written, the forms inst writes, is one of
// the inputs of its group in the file of forms at path.
func listed(t testing.TB, path string, inst puzzles.Instance, written, inputs []string) {
	t.Helper()
	for _, w := range written {
		if !slices.Contains(inputs, w) {
			t.Errorf("%s: the group of\n%sdoes not list %q, which it writes", path, inst, w)
		}
	}
}

// refused checks that each of inputs, at least one, fails to parse as typ
// with an error containing want.
func refused(t testing.TB, typ puzzles.Type, want string, inputs []string) {
	t.Helper()
	if len(inputs) == 0 {
		t.Errorf("no inputs for the error %q", want)
	}
	cases := map[string]string{}
	for _, in := range inputs {
		cases[in] = want
	}
	Errors(t, typ, cases)
}

// formGroups reads the groups of a file of forms (see FormsFile).
func formGroups(t testing.TB, path string) [][]string {
	t.Helper()
	var groups [][]string
	var group []string
	for i, line := range append(Lines(t, path, ""), "") {
		switch {
		case strings.TrimSpace(line) == "":
			if group != nil {
				groups = append(groups, group)
			}
			group = nil
		case strings.HasPrefix(line, "#"):
		case strings.HasPrefix(line, `"`):
			text, err := strconv.Unquote(line)
			if err != nil {
				t.Fatalf("%s:%d: %v", path, i+1, err)
			}
			group = append(group, text)
		default:
			group = append(group, line)
		}
	}
	return groups
}
