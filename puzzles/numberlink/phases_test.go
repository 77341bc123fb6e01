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
// matched by NUMBERLINK_PHASES (a glob in NUMBERLINK_LARGE).
func TestPhases(t *testing.T) {
	glob := os.Getenv("NUMBERLINK_PHASES")
	if glob == "" {
		t.Skip("set NUMBERLINK_PHASES")
	}
	files, _ := filepath.Glob(filepath.Join(os.Getenv("NUMBERLINK_LARGE"), glob))
	var total time.Duration
	for _, f := range files {
		text, _ := os.ReadFile(f)
		p, err := Parse(string(text))
		if err != nil {
			t.Fatal(err)
		}
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
		if err != nil || a == nil {
			t.Fatal(err, a)
		}
		c2 := cpuNow()
		n1, k1 := st.Solves, s.Conflicts()
		s.Block(dec.Vars())
		b, err := puzzles.Next(s, p, dec, &st)
		if err != nil || b != nil {
			t.Fatal(err, b)
		}
		c3 := cpuNow()
		total += c3 - c0
		t.Logf("%-12s vars %6d cls %7d | encode %5.2f first %5.2f (%d solves, %5d confl) proof %5.2f | all %5.2f", filepath.Base(f), m.NumVars(), m.NumConstraints(),
			(c1 - c0).Seconds(), (c2 - c1).Seconds(), n1, k1, (c3 - c2).Seconds(), (c3 - c0).Seconds())
	}
	t.Logf("total %.2f", total.Seconds())
}
