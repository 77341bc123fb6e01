package puzzles_test

import (
	"math/rand"
	"os"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/hidato"
	"github.com/puzzlesat/puzzlesat/puzzles/numberlink"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// allSolutions enumerates every solution's answer-variable values.
func allSolutions(t *testing.T, inst puzzles.Instance) (vars []sat.Lit, sols [][]bool) {
	m := sat.NewModel()
	dec, err := inst.Encode(m)
	if err != nil {
		return nil, nil
	}
	s := m.Solver()
	var st puzzles.Stats
	for {
		a, err := puzzles.Next(s, inst, dec, &st)
		if err != nil {
			t.Fatal(err)
		}
		if a == nil {
			return dec.Vars(), sols
		}
		sols = append(sols, s.Values(dec.Vars()))
		s.Block(dec.Vars())
	}
}

func randomNumberlink(r *rand.Rand) *numberlink.Puzzle {
	rows, cols := 2+r.Intn(3), 2+r.Intn(3)
	header := []string{"#numberlink classic", "#numberlink fill"}[r.Intn(2)]
	cells := []byte(strings.Repeat(".", rows*cols))
	perm := r.Perm(len(cells))
	for i := 0; i < 1+r.Intn(2); i++ {
		cells[perm[2*i]], cells[perm[2*i+1]] = byte('A'+i), byte('A'+i)
	}
	text := header
	for row := range rows {
		text += "\n" + string(cells[row*cols:(row+1)*cols])
	}
	p, err := numberlink.Parse(text)
	if err != nil {
		panic(err)
	}
	return p
}

// TestDeduceIsIntersection: the forced facts are exactly the values shared
// by every enumerated solution.
func TestDeduceIsIntersection(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	several := 0
	for i := 0; i < 150; i++ {
		p := randomNumberlink(r)
		vars, sols := allSolutions(t, p)
		d, err := puzzles.Deduce(p, nil)
		if err != nil {
			t.Fatal(err)
		}
		if len(sols) == 0 {
			if d.Status != puzzles.Unsat {
				t.Fatalf("%s: no solutions but Deduce says %s", p, d.Status)
			}
			continue
		}
		if len(sols) > 1 {
			several++
		}
		var want []sat.Lit
		for j, l := range vars {
			same := true
			for _, s := range sols {
				same = same && s[j] == sols[0][j]
			}
			if same {
				if sols[0][j] {
					want = append(want, l)
				} else {
					want = append(want, l.Not())
				}
			}
		}
		if len(want) != len(d.Facts) {
			t.Fatalf("%s: %d solutions, %d forced facts, Deduce found %d", p, len(sols), len(want), len(d.Facts))
		}
		for j := range want {
			if want[j] != d.Facts[j] {
				t.Fatalf("%s: fact %d is %d, want %d", p, j, d.Facts[j], want[j])
			}
		}
	}
	if several < 10 {
		t.Fatalf("only %d puzzles with several solutions: the test is too weak", several)
	}
}

func TestExplainIsMinimal(t *testing.T) {
	b, err := os.ReadFile("numberlink/testdata/flowfree/unsolvable_cross.txt")
	if err != nil {
		t.Fatal(err)
	}
	p, err := numberlink.Parse(string(b))
	if err != nil {
		t.Fatal(err)
	}
	e, err := puzzles.Explain(p, nil)
	if err != nil {
		t.Fatal(err)
	}
	if e.Status != puzzles.Unsat || len(e.Conflict) < 2 {
		t.Fatalf("explanation %+v", e)
	}
	// The conflict alone is unsolvable, and dropping any one of its clues
	// makes it solvable, under the classic rule: the crossing has no
	// solution under either rule, so the clues are examined under the
	// looser one (under fill, even an empty board has no solution).
	relaxed, _, _, _ := p.Relax()
	keep := map[string]bool{}
	for _, c := range e.Conflict {
		keep[c.Value] = true
	}
	only := func(except string) puzzles.Instance {
		var drop []int
		for i, c := range p.Clues() {
			if !keep[c.Value] || c.Value == except {
				drop = append(drop, i)
			}
		}
		return relaxed.Without(drop)
	}
	if res, _ := puzzles.Solve(only(""), 1); res.Status != puzzles.Unsat {
		t.Fatalf("the conflict %v alone is solvable", e.Conflict)
	}
	for _, c := range e.Conflict {
		if res, _ := puzzles.Solve(only(c.Value), 1); res.Status != puzzles.Solved {
			t.Errorf("dropping %s from the conflict leaves it unsolvable: not minimal", c.Value)
		}
	}
	solvable, _ := numberlink.Parse("#numberlink classic\n1.2\n...\n1.2")
	if e, _ := puzzles.Explain(solvable, nil); e.Status != puzzles.Solved || len(e.Conflict) != 0 {
		t.Errorf("explaining a solvable puzzle: %+v", e)
	}
}

func TestDeducePartialSeed(t *testing.T) {
	b, _ := os.ReadFile("numberlink/testdata/seed_7x7.txt")
	p, _ := numberlink.Parse(string(b))
	d, err := puzzles.Deduce(p, nil)
	if err != nil || d.Forced != d.Total {
		t.Fatalf("a unique puzzle has everything forced: %d of %d (%v)", d.Forced, d.Total, err)
	}
	if d.Partial.Text() != "┏━┓4━━┓\n┃3┗━25┃\n┃┗━31┃┃\n┃┏━5┃┃┃\n┃┃┏━┛┃┃\n┃┃1┏━┛┃\n2┗━┛4━┛\n" {
		t.Errorf("partial answer:\n%s", d.Partial.Text())
	}
}

// TestExplainBrokenHidato: the seed's broken Hidato (10 and 23 swapped) is
// explained by a small set that includes a moved clue.
func TestExplainBrokenHidato(t *testing.T) {
	b, err := os.ReadFile("hidato/testdata/hidato_hi_002XBroken.txt")
	if err != nil {
		t.Fatal(err)
	}
	inst, err := hidato.Hidato.Parse(string(b))
	if err != nil {
		t.Fatal(err)
	}
	e, err := puzzles.Explain(inst, nil)
	if err != nil {
		t.Fatal(err)
	}
	moved := false
	for _, c := range e.Conflict {
		moved = moved || c.Value == "10" || c.Value == "23"
	}
	if e.Status != puzzles.Unsat || len(e.Conflict) == 0 || len(e.Conflict) > 3 || !moved {
		t.Fatalf("explanation %+v", e)
	}
}
