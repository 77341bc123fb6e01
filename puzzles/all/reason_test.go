package all

import (
	"os"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// seeds are the seed documents' instances, as copied into each package's testdata.
var seeds = []struct{ typ, path string }{
	{"numberlink", "../numberlink/testdata/seed_7x7.txt"},
	{"pipes", "../pipes/testdata/seed_8x16.txt"},
	{"switches", "../switches/testdata/seed_3x4.txt"},
	{"dominoes", "../dominoes/testdata/seed_dp_001.txt"},
	{"hidato", "../hidato/testdata/hidato_hi_002.txt"},
	{"knightstour", "../hidato/testdata/ktour_003.txt"},
	{"magichex", "../magichex/testdata/magichex_empty.txt"},
}

func seed(t testing.TB, typ, path string) puzzles.Instance {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Skipf("no seed file: %v", err)
	}
	inst, err := Parse(typ, string(b))
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return inst
}

// TestPipesSeedDeduce: every tile of the seed's pipe puzzle is forced except
// the four middle cells that turn either way.
func TestPipesSeedDeduce(t *testing.T) {
	d, err := puzzles.Deduce(seed(t, "pipes", "../pipes/testdata/seed_8x16.txt"), nil)
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(d.Partial.Text(), "?"); n != 4 {
		t.Fatalf("%d undetermined cells, want 4:\n%s", n, d.Partial.Text())
	}
}

// TestSeedsDeduceAll: the unique seeds have every answer variable forced.
func TestSeedsDeduceAll(t *testing.T) {
	for _, s := range seeds {
		if s.typ == "pipes" || s.typ == "magichex" {
			continue // 2 and 12 solutions
		}
		d, err := puzzles.Deduce(seed(t, s.typ, s.path), nil)
		if err != nil || d.Status != puzzles.Solved || d.Forced != d.Total {
			t.Errorf("%s: forced %d of %d (%v, %v)", s.typ, d.Forced, d.Total, d.Status, err)
		}
	}
}

func BenchmarkDeduceSeeds(b *testing.B) {
	for _, s := range seeds {
		inst := seed(b, s.typ, s.path)
		b.Run(s.typ, func(b *testing.B) {
			for b.Loop() {
				if _, err := puzzles.Deduce(inst, nil); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkExplainBrokenHidato(b *testing.B) {
	inst := seed(b, "hidato", "../hidato/testdata/hidato_hi_002XBroken.txt")
	for b.Loop() {
		if e, err := puzzles.Explain(inst, nil); err != nil || len(e.Conflict) == 0 {
			b.Fatal(e, err)
		}
	}
}

// BenchmarkExportSeeds encodes each seed and writes DIMACS (or OPB).
func BenchmarkExportSeeds(b *testing.B) {
	for _, s := range seeds {
		inst := seed(b, s.typ, s.path)
		b.Run(s.typ, func(b *testing.B) {
			for b.Loop() {
				export(b, inst)
			}
		})
	}
}
