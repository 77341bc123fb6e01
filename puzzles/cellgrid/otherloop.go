package cellgrid

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// OtherLoop returns a solution of inst other than loop, or nil when loop is
// its only solution, for the generators of loop puzzles (inst's decoder
// is a *LoopVars on cell centres): one solve with the clause that not every line of loop
// is drawn (no other single loop contains them all), where Solve(inst, 2)
// would find a first solution and then a second. loop must obey inst's
// rules. Work is the number of conflicts the search met, a measure of its
// cost that, unlike time, is the same on every run.
func OtherLoop(inst puzzles.Instance, loop [][2]int) (other puzzles.Answer, work int, err error) {
	m := sat.NewModel()
	dec, err := inst.Encode(m)
	if err != nil {
		return nil, 0, err
	}
	e, ok := dec.(*LoopVars)
	if !ok || e.on != Centres {
		return nil, 0, fmt.Errorf("internal error: %s is not a loop puzzle", inst.TypeName())
	}
	var not []sat.Lit
	for i, a := range loop {
		b := loop[(i+1)%len(loop)]
		ed, ok := e.Lines.G.Find(a[0]*e.size.Cols+a[1], b[0]*e.size.Cols+b[1])
		if !ok {
			return nil, 0, fmt.Errorf("internal error: %v and %v are not neighbours", a, b)
		}
		not = append(not, e.Lines.Lits[ed].Not())
	}
	m.Clause(not...)
	if m.Trivial() != "" {
		return nil, 0, nil
	}
	var stats puzzles.Stats
	s := m.Solver()
	other, err = puzzles.Next(s, inst, dec, &stats)
	return other, s.Conflicts(), err
}
