package puzzlestest

import (
	"bufio"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/golden"
)

// URLAndGameID is the forms function (see ReadBack) of types whose every
// puzzle has a puzz.link URL and a game ID.
func URLAndGameID(inst puzzles.Instance) []string {
	return append(URL(inst), GameID(inst)...)
}

// URL is the forms function (see ReadBack) of types whose every puzzle
// has a puzz.link URL.
func URL(inst puzzles.Instance) []string {
	return []string{writtenAs(inst, puzzles.URLForm)}
}

// GameID is the forms function (see ReadBack) of types whose every
// puzzle has a game ID.
func GameID(inst puzzles.Instance) []string {
	return []string{writtenAs(inst, puzzles.GameIDForm)}
}

// writtenAs is the puzzle in form, "" when it writes no such form.
func writtenAs(inst puzzles.Instance, form string) string {
	w, ok := inst.(puzzles.FormWriter)
	if !ok {
		return ""
	}
	for _, w := range w.Written() {
		if w.Form == form {
			return w.Text
		}
	}
	return ""
}

// ReadBack checks that each form of inst that forms writes (its URL, its
// game ID, ...) parses as typ into inst's canonical text.
func ReadBack(t testing.TB, typ puzzles.Type, inst puzzles.Instance, forms func(puzzles.Instance) []string) {
	t.Helper()
	for _, form := range forms(inst) {
		again, err := typ.Parse(form)
		if err != nil || again.String() != inst.String() {
			t.Errorf("%q does not read back as\n%s(%v)", form, inst, err)
		}
	}
}

// ReadsBack parses each of texts as typ and checks that its canonical
// text and its other forms (see ReadBack) read back as the same puzzle.
func ReadsBack(t testing.TB, typ puzzles.Type, forms func(puzzles.Instance) []string, texts ...string) {
	t.Helper()
	for _, text := range texts {
		inst := MustParse(t, typ, text)
		ReadBack(t, typ, inst, func(p puzzles.Instance) []string { return append([]string{p.String()}, forms(p)...) })
	}
}

// ExampleTexts returns the texts of typ's examples.
func ExampleTexts(typ puzzles.Type) []string {
	var out []string
	for _, ex := range typ.Examples() {
		out = append(out, ex.Text)
	}
	return out
}

// FuzzFormats is FuzzRoundTrip seeded also with every input of the file
// of forms at path (see FormsFile), refused ones too, that also checks,
// when forms is not nil, that the forms of each puzzle it accepts read
// back (see ReadBack).
func FuzzFormats(f *testing.F, typ puzzles.Type, path string, forms func(puzzles.Instance) []string, seeds ...string) {
	for _, g := range formGroups(f, path) {
		seeds = append(seeds, g.inputs()...)
	}
	if forms == nil {
		FuzzRoundTrip(f, typ, nil, seeds...)
		return
	}
	FuzzForms(f, typ, forms, seeds...)
}

// FuzzForms is FuzzRoundTrip that also checks that the forms of each
// puzzle it accepts read back (see ReadBack).
func FuzzForms(f *testing.F, typ puzzles.Type, forms func(puzzles.Instance) []string, seeds ...string) {
	FuzzRoundTrip(f, typ, func(t *testing.T, inst puzzles.Instance) { ReadBack(t, typ, inst, forms) }, seeds...)
}

// IDs returns the puzzles of a file of them, one a line (such as game IDs
// made by another program, in testdata), without blank lines and comment
// lines (starting with #).
func IDs(tb testing.TB, path string) []string {
	tb.Helper()
	var out []string
	for _, line := range Lines(tb, path, "") {
		if line = strings.TrimSpace(line); line != "" && !strings.HasPrefix(line, "#") {
			out = append(out, line)
		}
	}
	return out
}

// SolvesIDs checks the game IDs of a file made by another program (see
// IDs): each parses as typ into a puzzle with one solution whose GameID
// is wantID(id) (the ID itself when wantID is nil), and the IDs with their
// answers match the golden file name.
func SolvesIDs(t testing.TB, typ puzzles.Type, path, name string, wantID func(id string) string) {
	t.Helper()
	var out strings.Builder
	for _, id := range IDs(t, path) {
		p := MustParse(t, typ, id)
		want := id
		if wantID != nil {
			want = wantID(id)
		}
		if got := GameID(p)[0]; got != want {
			t.Errorf("GameID() = %s, want %s", got, want)
		}
		out.WriteString(id + "\n" + Unique(t, p).Text())
	}
	golden.Check(t, name, out.String())
}

// SolvesTatham runs SolvesIDs (wantID as there) on each file of game
// IDs made by Simon Tatham's generator, testdata/tatham/NAME.txt (there
// must be some), as the subtest NAME, its golden file tatham-NAME; with
// -short, not on the files that long names (long nil: none).
func SolvesTatham(t *testing.T, typ puzzles.Type, long func(name string) bool, wantID func(id string) string) {
	t.Helper()
	files, _ := filepath.Glob("testdata/tatham/*.txt")
	if len(files) == 0 {
		t.Fatal("no files of game IDs in testdata/tatham")
	}
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".txt")
		if testing.Short() && long != nil && long(name) {
			continue
		}
		t.Run(name, func(t *testing.T) { SolvesIDs(t, typ, f, "tatham-"+name, wantID) })
	}
}

// Lines returns the lines of a file (such as a list of generated game
// IDs in testdata) that start with prefix.
func Lines(tb testing.TB, path, prefix string) []string {
	tb.Helper()
	f, err := os.Open(path)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		if line := sc.Text(); strings.HasPrefix(line, prefix) {
			out = append(out, line)
		}
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	return out
}

// LocateCase is a place of a text picture of an answer, the mark there,
// and the words Locate should say of it ("" when it should say nothing).
type LocateCase struct {
	Row, Col int
	Text     string
	Want     string
}

// Locates checks Locate on each case.
func Locates(t testing.TB, l puzzles.Locator, cases ...LocateCase) {
	t.Helper()
	for _, c := range cases {
		got, ok := l.Locate(c.Row, c.Col, c.Text)
		if got != c.Want || ok != (c.Want != "") {
			t.Errorf("Locate(%d, %d, %q) = %q, %v; want %q", c.Row, c.Col, c.Text, got, ok, c.Want)
		}
	}
}

// LocatesFile checks Locate on the cases of a file (kept in testdata):
// its first line is a puzzle of typ (a Go string in double quotes), each
// other line a case: a row and a column of the text picture of an answer,
// the mark there and the words Locate should say of it (none: it should
// say nothing), separated by spaces. Lines starting with # are comments.
func LocatesFile(t testing.TB, typ puzzles.Type, path string) {
	t.Helper()
	lines := IDs(t, path)
	if len(lines) < 2 {
		t.Fatalf("%s holds no puzzle and cases", path)
	}
	text, err := strconv.Unquote(lines[0])
	if err != nil {
		t.Fatalf("%s: the puzzle %s: %v", path, lines[0], err)
	}
	l, ok := MustParse(t, typ, text).(puzzles.Locator)
	if !ok {
		t.Fatalf("%s has no Locate", typ.Name())
	}
	for _, line := range lines[1:] {
		Locates(t, l, locateCase(t, path, line))
	}
}

// locateCase reads a line of a file of Locate cases (see LocatesFile).
func locateCase(t testing.TB, path, line string) LocateCase {
	t.Helper()
	f := strings.SplitN(line, " ", 4)
	if len(f) < 3 {
		t.Fatalf("%s: %q is not ROW COL MARK [WORDS]", path, line)
	}
	row, err1 := strconv.Atoi(f[0])
	col, err2 := strconv.Atoi(f[1])
	if err1 != nil || err2 != nil {
		t.Fatalf("%s: %q: the row and column are not numbers", path, line)
	}
	c := LocateCase{Row: row, Col: col, Text: f[2]}
	if len(f) == 4 {
		c.Want = f[3]
	}
	return c
}

// Written is the forms function (see ReadBack) of types whose puzzles
// say what they write (puzzles.FormWriter).
func Written(inst puzzles.Instance) []string {
	var out []string
	for _, w := range inst.(puzzles.FormWriter).Written() {
		out = append(out, w.Text)
	}
	return out
}
