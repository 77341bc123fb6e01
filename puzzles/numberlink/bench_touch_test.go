//go:build unix

package numberlink

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// BenchmarkFlowFreeTouch is BenchmarkFlowFree's solve + uniqueness count
// under the plain fill rule (touch), where the search is much harder than
// under notouch (see README.md, Flow Free against the picosat peer).
// FLOWFREE_TOUCH picks the levels by a glob (default all). cpu-ms is the
// process's CPU time per solve, steadier than ns/op on a shared machine.
func BenchmarkFlowFreeTouch(b *testing.B) {
	glob := os.Getenv("FLOWFREE_TOUCH")
	if glob == "" {
		glob = "*"
	}
	files, _ := filepath.Glob(filepath.Join("testdata/flowfree", glob+".txt"))
	touch, _ := ParseRules("fill,touch")
	for _, f := range files {
		text, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		p, err := Parse(string(text))
		if err != nil {
			b.Fatal(err)
		}
		name := strings.TrimSuffix(filepath.Base(f), ".txt")
		b.Run(name, func(b *testing.B) {
			c0 := cpuNow()
			benchSolve(b, p.With(touch).String(), 2)
			b.ReportMetric(float64((cpuNow()-c0).Microseconds())/1000/float64(b.N), "cpu-ms/op")
		})
	}
}
