//go:build unix

package numberlink

import (
	"os"
	"path/filepath"
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
	benchFiles(b, filepath.Join("testdata/flowfree", glob+".txt"), "fill,touch", func(b *testing.B, text string) {
		c0 := cpuNow()
		benchSolve(b, text, 2)
		b.ReportMetric(float64((cpuNow()-c0).Microseconds())/1000/float64(b.N), "cpu-ms/op")
	})
}
