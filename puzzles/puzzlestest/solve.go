package puzzlestest

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
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

// SeveralSolutions checks that inst has exactly count solutions, two or
// more, and that Diff names diffs targets between the first two; it
// returns the solutions.
func SeveralSolutions(t testing.TB, inst puzzles.Instance, count, diffs int) []puzzles.Answer {
	t.Helper()
	res := Solve(t, inst, count+1)
	if count < 2 || len(res.Answers) != count || !res.Complete {
		t.Fatalf("%d solutions (complete %v), want %d:\n%s", len(res.Answers), res.Complete, count, inst)
	}
	if d := inst.Diff(res.Answers[0], res.Answers[1]); len(d) != diffs {
		t.Errorf("Diff of the first two solutions = %v, want %d targets", d, diffs)
	}
	return res.Answers
}

// Rejects checks that inst's Check refuses a nil answer and each answer of
// cases with an error containing the case's key.
func Rejects(t testing.TB, inst puzzles.Instance, cases map[string]puzzles.Answer) {
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

// PrintParsedForms is PrintParsed followed by the other forms the
// puzzle writes, each on a line: its game ID and its puzz.link URL, when
// it has them.
func PrintParsedForms(inst puzzles.Instance, err error) {
	PrintParsed(inst, err)
	if err != nil {
		return
	}
	if w, ok := inst.(puzzles.FormWriter); ok {
		for _, form := range []string{puzzles.GameIDForm, puzzles.URLForm} {
			for _, f := range w.Written() {
				if f.Form == form {
					fmt.Println(f.Text)
				}
			}
		}
	}
}

// CountsMatch checks that Solve finds as many solutions of each of insts
// as brute counts without SAT, and that at least minSolvable of them have
// one (so that the comparison is not only about impossible puzzles).
func CountsMatch[P puzzles.Instance](t testing.TB, insts []P, brute func(P) int, minSolvable int) {
	t.Helper()
	CountsMatchUpTo(t, insts, brute, 1000, minSolvable)
}

// RandomCountsMatch is CountsMatch on n puzzles that random makes, given
// a random source seeded with seed and the puzzle's index.
func RandomCountsMatch[P puzzles.Instance](t testing.TB, seed uint64, n int, random func(rng *rand.Rand, i int) P, brute func(P) int, minSolvable int) {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, seed))
	insts := make([]P, n)
	for i := range insts {
		insts[i] = random(rng, i)
	}
	CountsMatch(t, insts, brute, minSolvable)
}

// CountsMatchUpTo is CountsMatch counting up to limit solutions: brute
// counts at most limit, and a count that reaches limit need not be
// complete.
func CountsMatchUpTo[P puzzles.Instance](t testing.TB, insts []P, brute func(P) int, limit, minSolvable int) {
	t.Helper()
	solvable := 0
	for i, p := range insts {
		want := brute(p)
		res, err := puzzles.Solve(p, limit)
		if err != nil {
			t.Fatalf("%d: %s%v", i, p, err)
		}
		if !res.Complete && want < limit || len(res.Answers) != want {
			t.Fatalf("%d: %s%d solutions, brute force %d", i, p, len(res.Answers), want)
		}
		if want > 0 {
			solvable++
		}
	}
	if solvable < minSolvable {
		t.Errorf("only %d of %d random puzzles had a solution", solvable, len(insts))
	}
}

// CountSubsets counts the subsets of n things (the cells of a small
// board, say) that accept takes, in telling whether thing i is in the
// subset: the brute force for puzzles whose answer is a set of cells.
// Keep n small: it makes 2^n tries.
func CountSubsets(n int, accept func(in func(i int) bool) bool) int {
	count := 0
	for mask := 0; mask < 1<<n; mask++ {
		if accept(func(i int) bool { return mask>>i&1 == 1 }) {
			count++
		}
	}
	return count
}

// Picture draws a subset of the cells of a rows x cols board (see
// CountSubsets; cell r, c is thing r*cols+c) as rows of on and off bytes.
func Picture(rows, cols int, in func(i int) bool, on, off byte) []string {
	out := make([]string, rows)
	for r := range out {
		b := make([]byte, cols)
		for c := range b {
			b[c] = off
			if in(r*cols + c) {
				b[c] = on
			}
		}
		out[r] = string(b)
	}
	return out
}

// Accepts checks that inst's Check passes each of answers.
func Accepts(t testing.TB, inst puzzles.Instance, answers ...puzzles.Answer) {
	t.Helper()
	for _, a := range answers {
		if err := inst.Check(a); err != nil {
			t.Fatalf("a good answer fails Check: %v\n%s", err, a.Text())
		}
	}
}

// Unsolvable checks that each puzzle of cases parses as typ and has no
// solution, for a reason that contains the case's text.
func Unsolvable(t testing.TB, typ puzzles.Type, cases map[string]string) {
	t.Helper()
	for text, want := range cases {
		res := Solve(t, MustParse(t, typ, text), 2)
		if res.Status != puzzles.Unsat || !strings.Contains(res.Reason, want) {
			t.Errorf("%q: %s %q, want no solution for a reason containing %q", text, res.Status, res.Reason, want)
		}
	}
}

// Solved encodes inst into a new model and solves it once, failing the
// test when inst does not encode or has no solution. It returns the
// model, the decoder and the solver, which holds the solution found: the
// start of tests of DecodePartial.
func Solved(t testing.TB, inst puzzles.Instance) (*sat.Model, puzzles.Decoder, *sat.Solver) {
	t.Helper()
	m := sat.NewModel()
	dec, err := inst.Encode(m)
	if err != nil {
		t.Fatal(err)
	}
	s := m.Solver()
	if !s.Solve() {
		t.Fatal("no solution")
	}
	return m, dec, s
}
