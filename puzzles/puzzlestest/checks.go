package puzzlestest

import (
	"encoding/json"
	"fmt"
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
//	clues: N                    N clues
//	clue: I R,C VALUE           clue I is at R,C and says VALUE
//	without: I J … "TEXT"       without clues I, J, … it reads as TEXT
//	several: N D                N solutions, the first two differing at D targets
//	partial                     what all solutions share (see Partial)
//	partial lines               the same, lines and no loop (see PartialLines)
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
	word, rest, _ := strings.Cut(line, ":")
	if check, ok := lineChecks[word]; ok && !strings.HasPrefix(line, "{") {
		check(t, inst, strings.TrimSpace(rest))
		return
	}
	switch line {
	case "unique":
		Unique(t, inst)
		return
	case "partial":
		Partial(t, inst)
		return
	case "partial lines":
		PartialLines(t, inst)
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

// lineChecks are the checks of the lines of a file of checks that start
// with a word and a colon, given the puzzle and the rest of the line.
var lineChecks = map[string]func(t testing.TB, inst puzzles.Instance, rest string){
	"no solution": func(t testing.TB, inst puzzles.Instance, want string) {
		t.Helper()
		res := Solve(t, inst, 2)
		if res.Status != puzzles.Unsat || !strings.Contains(res.Reason, want) {
			t.Errorf("%s: %s %q, want no solution for a reason containing %q", inst, res.Status, res.Reason, want)
		}
	},
	"solve error": func(t testing.TB, inst puzzles.Instance, want string) {
		t.Helper()
		if _, err := puzzles.Solve(inst, 2); err == nil || err.Error() != want {
			t.Errorf("Solve(%s):\n got %v\nwant %s", inst, err, want)
		}
	},
	"explains": func(t testing.TB, inst puzzles.Instance, n string) { Explains(t, inst, number(t, n)) },
	"clues": func(t testing.TB, inst puzzles.Instance, n string) {
		t.Helper()
		if got := len(inst.Clues()); got != number(t, n) {
			t.Errorf("%s: %d clues, want %s", inst, got, n)
		}
	},
	"several": func(t testing.TB, inst puzzles.Instance, rest string) {
		t.Helper()
		var n, d int
		if _, err := fmt.Sscanf(rest, "%d %d", &n, &d); err != nil {
			t.Fatalf("several: %q is not N D", rest)
		}
		SeveralSolutions(t, inst, n, d)
	},
	"clue":    clueCase,
	"without": withoutCase,
}

// number reads a whole number of a file of checks.
func number(t testing.TB, text string) int {
	t.Helper()
	n, err := strconv.Atoi(text)
	if err != nil {
		t.Fatalf("%q is not a number", text)
	}
	return n
}

// clueCase checks a line "clue: I R,C VALUE" of a file of checks: clue I
// of inst is at cell R,C and says VALUE.
func clueCase(t testing.TB, inst puzzles.Instance, rest string) {
	t.Helper()
	var i, r, c int
	if _, err := fmt.Sscanf(rest, "%d %d,%d", &i, &r, &c); err != nil {
		t.Fatalf("clue: %q is not I R,C VALUE", rest)
	}
	want := puzzles.Clue{Cell: [2]int{r, c}, Value: strings.SplitN(rest, " ", 3)[2]}
	if cl := inst.Clues(); i >= len(cl) || cl[i] != want {
		t.Errorf("%s: clue %d of %v, want %v", inst, i, cl, want)
	}
}

// withoutCase checks a line "without: I J ... TEXT" of a file of checks:
// inst without its clues I, J, ... reads as TEXT (a Go string in double
// quotes) and has as many clues fewer.
func withoutCase(t testing.TB, inst puzzles.Instance, rest string) {
	t.Helper()
	nums, quoted, _ := strings.Cut(rest, `"`)
	want, err := strconv.Unquote(`"` + quoted)
	if err != nil {
		t.Fatalf("without: %q: %v", rest, err)
	}
	var drop []int
	for _, f := range strings.Fields(nums) {
		drop = append(drop, number(t, f))
	}
	q := inst.Without(drop)
	if q.String() != want || len(q.Clues()) != len(inst.Clues())-len(drop) {
		t.Errorf("Without(%v):\n%s(%d clues), want\n%s(%d fewer than %d)", drop, q, len(q.Clues()), want, len(drop), len(inst.Clues()))
	}
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
