//go:build unix

package numberlink

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
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

// puzzLink26 is the 26x26 numlin among noqx's examples (T0nyX1ang/noqx,
// solver/numlin.py at commit 0f59813, Apache-2.0 or GPL; issue #27):
// puzz.link's rule, classic notouch.
const puzzLink26 = "https://puzz.link/p?numlin/26/26/zz-15gdx-12nfs-16j8x4v-11zxes9kfs8zg4lbm6k5ubv2r-14n1q-10z5v7zeq3n3r1v-13u9k-11mdl6zgas2k-10sczxav-16x7jcs-15n-13x-14g-12zz"

// BenchmarkPuzzLink26First times the first answer that Solve shows (its
// first callback) on the 26x26 under classic notouch and classic touch:
// the fill notouch answer of Presolve. The proof under classic is not
// benchmarked: it does not finish in minutes yet (issue #27). cpu-ms is
// the process's CPU time per run.
func BenchmarkPuzzLink26First(b *testing.B) {
	for _, spec := range []string{"classic,notouch", "classic,touch"} {
		b.Run(spec, func(b *testing.B) {
			p, err := Parse(puzzLink26)
			if err != nil {
				b.Fatal(err)
			}
			rules, _ := ParseRules(spec)
			p = p.With(rules)
			c0 := cpuNow()
			for b.Loop() {
				q := p.clone()
				q.Rule, q.NoTouch = Fill, true
				a, _, err := q.solveOne(false, nil)
				if err != nil || a == nil {
					b.Fatal(err, a)
				}
				if err := p.Check(a); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64((cpuNow()-c0).Milliseconds())/float64(b.N), "cpu-ms/op")
		})
	}
}

// BenchmarkPuzzLink26Nearby times the quick search for a second answer
// near the first (nearby.go) on the 26x26, where it finds none (the board
// is unique under fill notouch; under classic no second answer is known):
// the time Presolve spends there before the reduced search.
func BenchmarkPuzzLink26Nearby(b *testing.B) {
	p, a, vals := fillAnswer26(b)
	c0 := cpuNow()
	for b.Loop() {
		if second, _, err := p.nearby(a, vals); err != nil || second != nil {
			b.Fatal(err, second)
		}
	}
	b.ReportMetric(float64((cpuNow()-c0).Milliseconds())/float64(b.N), "cpu-ms/op")
}

// BenchmarkPuzzLink26Free times the reduced search for another answer on
// the 26x26 (classic notouch) with only some lines free: the lines of the
// fill answer within a cluster of neighbouring lines, grown breadth first
// from the first line (in label order) up to the size asked, are free and
// every other line keeps its path (its edges are units). It measures how
// the proof grows with the number of lines that may move: the whole proof
// (all 22 free) does not finish in minutes (issue #27). NUMBERLINK_FREE
// sets the sizes (a comma list; default 11,14).
func BenchmarkPuzzLink26Free(b *testing.B) {
	sizes := []int{11, 14}
	if env := os.Getenv("NUMBERLINK_FREE"); env != "" {
		sizes = nil
		for _, w := range strings.Split(env, ",") {
			n, err := strconv.Atoi(w)
			if err != nil {
				b.Fatal(err)
			}
			sizes = append(sizes, n)
		}
	}
	p, first, vals := fillAnswer26(b)
	for _, n := range sizes {
		free := cluster(p.besides(p.lineOf(first)), n)
		b.Run(fmt.Sprintf("free=%d", n), func(b *testing.B) {
			c0, conflicts := cpuNow(), 0
			for b.Loop() {
				m := sat.NewModel()
				e, err := p.encode(m, true)
				if err != nil {
					b.Fatal(err)
				}
				s := m.Solver()
				s.AddClause(differ(e.Vars(), vals)...)
				for k, path := range first.Paths {
					for i := 1; i < len(path.Cells) && !free[k]; i++ {
						s.AddClause(e.edge(cellOf(path.Cells[i-1]), cellOf(path.Cells[i])))
					}
				}
				var st puzzles.Stats
				if c, err := puzzles.Next(s, p, e, &st); err != nil || c != nil {
					b.Fatal(err, c)
				}
				conflicts += s.Conflicts()
			}
			b.ReportMetric(float64((cpuNow()-c0).Milliseconds())/float64(b.N), "cpu-ms/op")
			b.ReportMetric(float64(conflicts)/float64(b.N), "conflicts/op")
		})
	}
}

// cluster grows a set of n lines breadth first from line 0 over pairs of
// neighbouring lines.
func cluster(pairs [][2]int, n int) map[int]bool {
	nb := map[int][]int{}
	for _, pr := range pairs {
		nb[pr[0]] = append(nb[pr[0]], pr[1])
		nb[pr[1]] = append(nb[pr[1]], pr[0])
	}
	in := map[int]bool{0: true}
	for queue := []int{0}; len(queue) > 0 && len(in) < n; queue = queue[1:] {
		for _, y := range nb[queue[0]] {
			if !in[y] && len(in) < n {
				in[y] = true
				queue = append(queue, y)
			}
		}
	}
	return in
}

// fillAnswer26 reads the 26x26 under its URL's rule and finds its answer
// under fill notouch, with the solver's values.
func fillAnswer26(b *testing.B) (*Puzzle, *Answer, []bool) {
	p, err := Parse(puzzLink26)
	if err != nil {
		b.Fatal(err)
	}
	q := p.clone()
	q.Rule, q.NoTouch = Fill, true
	a, vals, err := q.solveOne(false, nil)
	if err != nil || a == nil {
		b.Fatal(err, a)
	}
	return p, a.(*Answer), vals
}
