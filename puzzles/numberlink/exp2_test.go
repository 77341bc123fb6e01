//go:build unix

package numberlink

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

func countUpTo(t *testing.T, p *Puzzle, limit int) (int, int) {
	m := sat.NewModel()
	dec, err := p.Encode(m)
	if err != nil {
		t.Fatal(err)
	}
	if m.Trivial() != "" {
		return 0, 0
	}
	s := m.Solver()
	var st puzzles.Stats
	n := 0
	for n < limit {
		a, err := puzzles.Next(s, p, dec, &st)
		if err != nil {
			t.Fatal(err)
		}
		if a == nil {
			break
		}
		n++
		s.Block(dec.Vars())
	}
	return n, s.Conflicts()
}

func TestExpCount(t *testing.T) {
	glob := os.Getenv("EXP2")
	if glob == "" {
		t.Skip()
	}
	files, _ := filepath.Glob(filepath.Join("testdata/flowfree", glob+".txt"))
	var tot float64
	for _, f := range files {
		text, _ := os.ReadFile(f)
		p, _ := Parse(string(text))
		p.NoTouch = false
		c0 := cpuNow()
		n0, k0 := countUpTo(t, p, 3)
		c1 := cpuNow()
		tot += (c1 - c0).Seconds()
		t.Logf("%-18s touch %d %7.1f ms %6d", filepath.Base(f), n0, float64((c1-c0).Microseconds())/1000, k0)
	}
	t.Logf("total %.2f", tot)
}

func TestExpBlocked(t *testing.T) {
	glob := os.Getenv("EXP3")
	if glob == "" {
		t.Skip()
	}
	files, _ := filepath.Glob(filepath.Join("testdata/flowfree", glob+".txt"))
	for _, f := range files {
		text, _ := os.ReadFile(f)
		p, _ := Parse(string(text))
		c0 := cpuNow()
		a, vals, err := p.solveOne(false, nil)
		if err != nil || a == nil {
			continue
		}
		c1 := cpuNow()
		p.NoTouch = false
		m := sat.NewModel()
		dec, _ := p.Encode(m)
		s := m.Solver()
		s.AddClause(differ(dec.Vars(), vals)...)
		var st puzzles.Stats
		n := 0
		for n < 2 {
			a, _ := puzzles.Next(s, p, dec, &st)
			if a == nil {
				break
			}
			n++
			s.Block(dec.Vars())
		}
		c2 := cpuNow()
		t.Logf("%-18s notouch %5.1f ms, then %d more %6.1f ms %6d", filepath.Base(f), float64((c1-c0).Microseconds())/1000, n, float64((c2-c1).Microseconds())/1000, s.Conflicts())
	}
}
