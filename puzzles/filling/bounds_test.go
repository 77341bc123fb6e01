package filling

import (
	"math/rand/v2"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// TestBruteForceGivens compares solution counts with every division of
// tiny random boards that keep some of a solution's numbers: often each
// region keeps one, which leaves no slack (see counts), so numbers of one
// region are encoded eagerly (single).
func TestBruteForceGivens(t *testing.T) {
	tight := 0
	puzzlestest.RandomCountsMatch(t, 4, 60, func(rng *rand.Rand, i int) *Puzzle {
		rows := 2 + i%2
		p := randomBoard(spec, rng, rows, 3+(i/2%2)*(3-rows))
		kept := map[int]bool{}
		for _, pos := range rng.Perm(len(p.Size().Cells())) {
			at := p.Size().Cells()[pos]
			n := p.At(at)
			if kept[n] && rng.IntN(3) > 0 {
				p.Cells[at.R][at.C] = Empty
			}
			kept[n] = true
		}
		if slack(p) == 0 {
			tight++
		}
		return p
	}, bruteCount, 30)
	if tight < 15 {
		t.Errorf("only %d of 60 boards without slack", tight)
	}
}

// slack is the board's cells less those its given numbers need (counts).
func slack(p *Puzzle) int {
	dec, err := p.Encode(sat.NewModel())
	if err != nil {
		panic(err)
	}
	_, s := dec.(*encoding).need()
	return s
}

// TestNoqx: noqx's two puzz.link examples (testdata/noqx.txt) have one
// solution each; on the 9x9 unit propagation alone rules out every number
// not given (it has no slack).
func TestNoqx(t *testing.T) {
	ids := puzzlestest.IDs(t, "testdata/noqx.txt")
	p := mustParse(t, ids[1])
	m := sat.NewModel()
	dec, err := p.Encode(m)
	if err != nil {
		t.Fatal(err)
	}
	vals, ok := m.Propagator().Propagate(nil)
	if !ok {
		t.Fatal("propagation finds a conflict")
	}
	e := dec.(*encoding)
	for _, n := range []int{1, 3, 12, 18, 20} {
		for _, pos := range p.Size().Cells() {
			if v, fixed := vals.Value(e.num[pos].Eq(n)); !fixed || v {
				t.Fatalf("%v may hold %d", pos, n)
			}
		}
	}
	if testing.Short() {
		t.Skip("solving a 15x15 and a 9x9 board")
	}
	for _, id := range ids {
		puzzlestest.Unique(t, mustParse(t, id))
	}
}
