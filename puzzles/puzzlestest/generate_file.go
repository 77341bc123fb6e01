package puzzlestest

import (
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// GenerateFile checks typ's generator on the options of a file (kept in
// testdata), one set a line, such as "rows=6 cols=6 seed=1 variant=hard"
// (variant, when given, is last and takes the rest of the line): each
// makes a unique puzzle (see Generates), but a line "error: OPTIONS:
// WORDS", whose options the generator must refuse with an error
// containing WORDS (see GenerateErrors). Before the options, "slow "
// leaves the line out under -short, and "minimal " checks that the
// puzzle needs every clue (not under -short). Blank lines and lines
// starting with # are left out. It returns the puzzles made.
func GenerateFile(t testing.TB, typ puzzles.Type, path string) []puzzles.Instance {
	t.Helper()
	var opts, minimal []puzzles.GenerateOptions
	refused := map[puzzles.GenerateOptions]string{}
	for _, line := range IDs(t, path) {
		line, slow := strings.CutPrefix(line, "slow ")
		line, least := strings.CutPrefix(line, "minimal ")
		rest, isError := strings.CutPrefix(line, "error:")
		switch {
		case slow && testing.Short():
		case isError:
			o, want, ok := strings.Cut(strings.TrimSpace(rest), ": ")
			if !ok {
				t.Fatalf("%s: %q is not error: OPTIONS: WORDS", path, line)
			}
			refused[generateOptions(t, o)] = want
		case least && !testing.Short():
			minimal = append(minimal, generateOptions(t, line))
		default:
			opts = append(opts, generateOptions(t, line))
		}
	}
	GenerateErrors(t, typ, refused)
	made := Generates(t, typ, minimal...)
	for _, inst := range made {
		NeedsEveryClue(t, inst)
	}
	return append(made, Generates(t, typ, opts...)...)
}

// NeedsEveryClue checks that inst, with one solution, has more than one
// without any one of its clues.
func NeedsEveryClue(t testing.TB, inst puzzles.Instance) {
	t.Helper()
	for i := range inst.Clues() {
		if Solve(t, inst.Without([]int{i}), 2).Unique() {
			t.Errorf("clue %d is not needed:\n%s", i, inst)
		}
	}
}

// generateOptions reads options written as in a file of them (see
// GenerateFile).
func generateOptions(t testing.TB, text string) puzzles.GenerateOptions {
	t.Helper()
	var o puzzles.GenerateOptions
	text, o.Variant, _ = strings.Cut(text, "variant=")
	for _, field := range strings.Fields(text) {
		key, value, _ := strings.Cut(field, "=")
		n, err := strconv.Atoi(value)
		switch {
		case err != nil:
			t.Fatalf("%q: %q is not a number", text, value)
		case key == "rows":
			o.Rows = n
		case key == "cols":
			o.Cols = n
		case key == "seed":
			o.Seed = int64(n)
		default:
			t.Fatalf("%q: unknown option %q", text, key)
		}
	}
	return o
}
