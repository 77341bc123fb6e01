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
// containing TEXT (see Errors), or a line "detected:" or "not
// detected:", then inputs that typ.Detect must take or leave (see
// Detects, which also checks the examples). An input line may start with "writes: ":
// it is a form the puzzle writes (see Formats). A line in double quotes
// is a Go string (for texts of several lines, or without a last newline),
// a line starting with # is a comment, and any other line is the text
// itself.
func FormsFile(t testing.TB, typ puzzles.Type, path string) {
	t.Helper()
	formsFile(t, typ, path, nil)
}

// Formats checks typ's formats: the file of forms at path (see FormsFile),
// in which the inputs marked "writes: " in each group are exactly the
// forms that forms writes of its canonical text (its URL, its game ID,
// ...; forms nil: none), and that the forms of typ's examples read back
// (see ReadsBack).
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
	detects := map[string]bool{}
	for _, g := range groups {
		if want, ok := strings.CutPrefix(g.texts[0], "error: "); ok {
			refused(t, typ, want, g.texts[1:])
			continue
		}
		if want, ok := detectHeads[g.texts[0]]; ok {
			for _, in := range g.texts[1:] {
				detects[in] = want
			}
			continue
		}
		if len(g.texts) < 2 {
			t.Errorf("%s: the group of %q has no inputs", path, g.texts[0])
		}
		Forms(t, typ, g.texts[0], g.texts...)
		inst, err := typ.Parse(g.texts[0])
		if err != nil {
			continue
		}
		var written []string
		if forms != nil {
			written = forms(inst)
		}
		sameForms(t, path, inst, written, g.writes)
	}
	if len(detects) > 0 {
		Detects(t, typ, detects)
	}
}

// detectHeads are the first lines of the groups of a file of forms
// whose inputs typ.Detect must take (true) or leave (false).
var detectHeads = map[string]bool{"detected:": true, "not detected:": false}

// inputs returns the inputs of g: its texts but for a first line
// "error: TEXT", "detected:" or "not detected:".
func (g formGroup) inputs() []string {
	_, detect := detectHeads[g.texts[0]]
	if detect || strings.HasPrefix(g.texts[0], "error: ") {
		return g.texts[1:]
	}
	return g.texts
}

// sameForms checks that written, the forms inst writes, are the inputs
// marked "writes: " in its group of the file of forms at path.
func sameForms(t testing.TB, path string, inst puzzles.Instance, written, marked []string) {
	t.Helper()
	for _, w := range written {
		if !slices.Contains(marked, w) {
			t.Errorf("%s: the group of\n%sdoes not mark %q, which it writes, with writes:", path, inst, w)
		}
	}
	for _, m := range marked {
		if !slices.Contains(written, m) {
			t.Errorf("%s: the group of\n%smarks %q with writes:, but writes %q", path, inst, m, written)
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

// formGroup is one group of a file of forms: its texts in order, and
// those of them marked "writes: ".
type formGroup struct{ texts, writes []string }

// formGroups reads the groups of a file of forms (see FormsFile).
func formGroups(t testing.TB, path string) []formGroup {
	t.Helper()
	var groups []formGroup
	for _, g := range Groups(t, path, "writes: ") {
		if g.Marks[0] != "" {
			t.Fatalf("%s: the canonical text %q cannot be marked writes:", path, g.Texts[0])
		}
		fg := formGroup{texts: g.Texts}
		for i, mark := range g.Marks {
			if mark != "" {
				fg.writes = append(fg.writes, g.Texts[i])
			}
		}
		groups = append(groups, fg)
	}
	return groups
}

// Group is a group of a file of texts (see Groups): its texts in order,
// and the mark before each ("" when it has none).
type Group struct{ Texts, Marks []string }

// Groups reads a file of texts in groups, such as testdata/forms.txt:
// groups are runs of lines between blank lines, lines starting with #
// are left out, a line (after its mark, one of marks such as "writes: ",
// if it starts with one) in double quotes is the Go string it holds,
// any other line the text itself.
func Groups(tb testing.TB, path string, marks ...string) []Group {
	tb.Helper()
	var groups []Group
	var g Group
	for i, line := range append(Lines(tb, path, ""), "") {
		if strings.TrimSpace(line) == "" {
			if g.Texts != nil {
				groups = append(groups, g)
			}
			g = Group{}
			continue
		}
		if strings.HasPrefix(line, "#") {
			continue
		}
		mark := ""
		for _, m := range marks {
			if rest, ok := strings.CutPrefix(line, m); ok {
				mark, line = m, rest
				break
			}
		}
		text := line
		if strings.HasPrefix(line, `"`) {
			var err error
			if text, err = strconv.Unquote(line); err != nil {
				tb.Fatalf("%s:%d: %v", path, i+1, err)
			}
		}
		g.Texts = append(g.Texts, text)
		g.Marks = append(g.Marks, mark)
	}
	return groups
}
