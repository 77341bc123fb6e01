//go:build unix

package numberlink

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

func cpuNow() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// TestPhases prints the CPU time of each phase of a solve on the boards
// matched by NUMBERLINK_PHASES (a glob, in NUMBERLINK_LARGE if set),
// under fill notouch, or fill alone when NUMBERLINK_TOUCH is set.
func TestPhases(t *testing.T) {
	glob := os.Getenv("NUMBERLINK_PHASES")
	if glob == "" {
		t.Skip("set NUMBERLINK_PHASES")
	}
	files, _ := filepath.Glob(filepath.Join(os.Getenv("NUMBERLINK_LARGE"), glob))
	var total time.Duration
	conflicts := 0
	for _, f := range files {
		text, _ := os.ReadFile(f)
		p, err := Parse(string(text))
		if err != nil {
			t.Fatal(err)
		}
		p.NoTouch = os.Getenv("NUMBERLINK_TOUCH") == ""
		c0 := cpuNow()
		m := sat.NewModel()
		dec, err := p.Encode(m)
		if err != nil {
			t.Fatal(err)
		}
		s := m.Solver()
		c1 := cpuNow()
		var st puzzles.Stats
		a, err := puzzles.Next(s, p, dec, &st)
		if err != nil {
			t.Fatal(err)
		}
		if a == nil {
			t.Logf("%-12s no solution", filepath.Base(f))
			continue
		}
		c2 := cpuNow()
		n1, k1 := st.Solves, s.Conflicts()
		s0 := s.Values(dec.Vars())
		s.Block(dec.Vars())
		_, err = puzzles.Next(s, p, dec, &st)
		if err != nil {
			t.Fatal(err)
		}
		c3 := cpuNow()
		total += c3 - c0
		conflicts += s.Conflicts()
		if os.Getenv("NUMBERLINK_COLD") != "" {
			logCold(t, p, s0)
		}
		t.Logf("%-12s vars %6d cls %7d | encode %5.2f first %5.2f (%d solves, %5d confl) proof %5.2f | all %5.2f", filepath.Base(f), m.NumVars(), m.NumConstraints(),
			(c1 - c0).Seconds(), (c2 - c1).Seconds(), n1, k1, (c3 - c2).Seconds(), (c3 - c0).Seconds())
	}
	t.Logf("total %.2f s, %d conflicts", total.Seconds(), conflicts)
}

// logCold prints the CPU time of a proof from scratch: a new solver told
// that the edges differ from vals somewhere.
func logCold(t *testing.T, p *Puzzle, vals []bool) {
	c0 := cpuNow()
	m := sat.NewModel()
	dec, _ := p.Encode(m)
	s := m.Solver()
	blk := make([]sat.Lit, len(vals))
	for i, l := range dec.Vars() {
		blk[i] = l
		if vals[i] {
			blk[i] = l.Not()
		}
	}
	s.AddClause(blk...)
	var st puzzles.Stats
	if a, err := puzzles.Next(s, p, dec, &st); err != nil || a != nil {
		t.Fatal(err, a)
	}
	t.Logf("cold proof %5.2f (%d conflicts)", (cpuNow() - c0).Seconds(), s.Conflicts())
}
