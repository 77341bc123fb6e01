package pipes

import (
	"errors"
	"math/rand"
	"reflect"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

func TestTurns(t *testing.T) {
	for given := Tile(0); given < Wild; given++ {
		ts := turns(given)
		if ts[len(ts)-1] != given {
			t.Errorf("%c: the turns %v do not end at the given tile", given.Glyph(), ts)
		}
		for k, x := range ts {
			if x != given.Rotate(k+1) {
				t.Errorf("%c: turn %d is %c, want %c", given.Glyph(), k+1, x.Glyph(), given.Rotate(k+1).Glyph())
			}
		}
		if len(ts) != len(given.Orientations()) {
			t.Errorf("%c: %d turns, %d orientations", given.Glyph(), len(ts), len(given.Orientations()))
		}
	}
	if !reflect.DeepEqual(turns(Wild), Wild.Orientations()) {
		t.Errorf("a wild tile's turns %v", turns(Wild))
	}
}

// enteredCount counts p's solutions in a model made for entries, blocking
// its Vars (the selectors), up to limit. Every answer must pass Check,
// and the literals of its entries must hold in the model it came from.
func enteredCount(t *testing.T, p *Puzzle, limit int) int {
	t.Helper()
	m := sat.NewModel().ForEntries()
	dec, err := p.Encode(m)
	if imp := (*puzzles.Impossible)(nil); errors.As(err, &imp) {
		return 0
	}
	if err != nil {
		t.Fatal(err)
	}
	en := dec.(puzzles.Enterer)
	s := m.Solver()
	var stats puzzles.Stats
	n := 0
	for ; n < limit; n++ {
		a, err := puzzles.Next(s, p, dec, &stats)
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		if a == nil {
			break
		}
		if err := p.Check(a); err != nil {
			t.Fatalf("%s: answer %d: %v", p, n+1, err)
		}
		es, err := en.Entries(a)
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		for _, e := range es {
			if e.Lit != sat.True && (e.Lit.IsConst() || !s.Value(e.Lit)) {
				t.Fatalf("%s: answer %d: the entry %q does not hold in its model", p, n+1, e.Words)
			}
		}
		s.Block(dec.Vars())
	}
	return n
}

// TestEntriesModel: a solve's model has the joints alone, its Vars,
// and refuses entries; a model made for entries adds the selectors,
// which are its Vars, and counts the seed's two solutions on them.
func TestEntriesModel(t *testing.T) {
	p := seed(t)
	m := sat.NewModel()
	dec, err := p.Encode(m)
	if err != nil {
		t.Fatal(err)
	}
	e := dec.(*encoding)
	if m.NumVars() != len(e.joints) || !reflect.DeepEqual(e.Vars(), e.vars) {
		t.Errorf("a solve's model has %d variables and %d answer variables, the board %d joints", m.NumVars(), len(e.Vars()), len(e.joints))
	}
	a := puzzlesSolveFirst(t, p)
	if _, err := e.Entries(a); !errors.Is(err, errNoSelectors) {
		t.Errorf("entries in a solve's model: %v", err)
	}
	me := sat.NewModel().ForEntries()
	dec, err = p.Encode(me)
	if err != nil {
		t.Fatal(err)
	}
	e = dec.(*encoding)
	if me.NumVars() <= m.NumVars() || len(e.Vars()) == 0 || reflect.DeepEqual(e.Vars(), e.vars) {
		t.Errorf("a model for entries has %d variables (a solve's %d) and %d answer variables", me.NumVars(), m.NumVars(), len(e.Vars()))
	}
	es, err := e.Entries(a)
	if err != nil {
		t.Fatal(err)
	}
	turning := 0
	for _, row := range e.cands {
		if len(row) > 1 {
			turning++
		}
	}
	if len(es) != p.Size.Rows*p.Size.Cols || turning == 0 {
		t.Errorf("%d entries for %d cells (%d can turn)", len(es), p.Size.Rows*p.Size.Cols, turning)
	}
	if n := enteredCount(t, p, 10); n != 2 {
		t.Errorf("the model for entries counts %d solutions, want 2", n)
	}
}

func puzzlesSolveFirst(t *testing.T, p *Puzzle) puzzles.Answer {
	t.Helper()
	res, err := puzzles.Solve(p, 1)
	if err != nil || len(res.Answers) == 0 {
		t.Fatalf("solve: %v", err)
	}
	return res.Answers[0]
}

// TestEnteredCountAgainstBruteForce: counting on the selectors in a
// model for entries is exact, as counting on the joints is.
func TestEnteredCountAgainstBruteForce(t *testing.T) {
	r := rand.New(rand.NewSource(11))
	solved := 0
	for range 400 {
		p := randomPuzzle(r)
		want := bruteCount(p)
		if got := enteredCount(t, p, want+1); got != want {
			t.Fatalf("%s: %d solutions counted on the selectors, %d by brute force", p, got, want)
		}
		if want > 0 {
			solved++
		}
	}
	if solved < 50 {
		t.Errorf("only %d of the random boards have a solution", solved)
	}
}
