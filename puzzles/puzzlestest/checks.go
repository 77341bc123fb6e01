package puzzlestest

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// ChecksFile checks Check and Solve on the puzzles of a file (kept in
// testdata), whose answers are *A. A line in double quotes is a puzzle
// of typ (a Go string), and the lines after it are its cases:
//
//	{"JSON": …}                 Check takes this answer
//	{"JSON": …} WORDS           Check refuses it with an error containing WORDS
//	null WORDS                  Check refuses a nil answer so
//	no solution: WORDS          Solve finds none, for a reason containing WORDS
//	solve error: WORDS          Solve fails with exactly this error
//	explains: N                 no solution, and Explain blames N clues
//	unique                      one solution
//
// Check must refuse a nil answer of each puzzle. Blank lines and lines
// starting with # are left out.
func ChecksFile[A any](t testing.TB, typ puzzles.Type, path string) {
	t.Helper()
	var inst puzzles.Instance
	for i, line := range IDs(t, path) {
		if strings.HasPrefix(line, `"`) {
			text, err := strconv.Unquote(line)
			if err != nil {
				t.Fatalf("%s: case %d: %v", path, i+1, err)
			}
			inst = MustParse(t, typ, text)
			Rejects(t, inst, nil)
			continue
		}
		if inst == nil {
			t.Fatalf("%s: %q comes before any puzzle", path, line)
		}
		checkCase[A](t, inst, line)
	}
}

// checkCase checks one case line of a file of checks (see ChecksFile).
func checkCase[A any](t testing.TB, inst puzzles.Instance, line string) {
	t.Helper()
	if want, ok := strings.CutPrefix(line, "no solution:"); ok {
		want = strings.TrimSpace(want)
		res := Solve(t, inst, 2)
		if res.Status != puzzles.Unsat || !strings.Contains(res.Reason, want) {
			t.Errorf("%s: %s %q, want no solution for a reason containing %q", inst, res.Status, res.Reason, want)
		}
		return
	}
	if want, ok := strings.CutPrefix(line, "solve error:"); ok {
		want = strings.TrimSpace(want)
		if _, err := puzzles.Solve(inst, 2); err == nil || err.Error() != want {
			t.Errorf("Solve(%s):\n got %v\nwant %s", inst, err, want)
		}
		return
	}
	if n, ok := strings.CutPrefix(line, "explains:"); ok {
		count, err := strconv.Atoi(strings.TrimSpace(n))
		if err != nil {
			t.Fatalf("%q: %v", line, err)
		}
		Explains(t, inst, count)
		return
	}
	if line == "unique" {
		Unique(t, inst)
		return
	}
	if want, ok := strings.CutPrefix(line, "null"); ok {
		Rejects(t, inst, map[string]puzzles.Answer{strings.TrimSpace(want): nil})
		return
	}
	a, want := answerCase[A](t, line)
	if want == "" {
		Accepts(t, inst, a)
		return
	}
	Rejects(t, inst, map[string]puzzles.Answer{want: a})
}

// answerCase reads a line that is an answer in JSON and the words of its
// refusal ("" for an answer Check takes).
func answerCase[A any](t testing.TB, line string) (puzzles.Answer, string) {
	t.Helper()
	dec := json.NewDecoder(strings.NewReader(line))
	a := new(A)
	if err := dec.Decode(a); err != nil {
		t.Fatalf("%q: %v", line, err)
	}
	answer, ok := any(a).(puzzles.Answer)
	if !ok {
		t.Fatalf("%T is not an answer", a)
	}
	return answer, strings.TrimSpace(line[dec.InputOffset():])
}
