package learn

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/all"
)

// TestTathamRatings rates every graded Tatham ID in testdata/tatham and
// writes one line per puzzle (file, index, rating, largest reason, case
// splits, mean reason, steps, solver calls, milliseconds, every step's
// reason size) to the file LEARN_TATHAM names. It runs only when that is
// set (about 8 minutes at a load average of 26 on 2 cores: a report, not
// a unit test). The README's correlation table is made from it.
func TestTathamRatings(t *testing.T) {
	out := os.Getenv("LEARN_TATHAM")
	if out == "" {
		t.Skip("set LEARN_TATHAM=FILE to rate Tatham's graded IDs")
	}
	w, err := os.Create(out)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	files, _ := filepath.Glob("testdata/tatham/*.txt")
	for _, name := range files {
		base := filepath.Base(name)
		typ := strings.SplitN(base, "_", 2)[0]
		typ = map[string]string{"solo": "sudoku", "loopy": "slitherlink"}[typ] + map[bool]string{true: typ}[typ == "lightup"]
		f, err := os.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		for i := 0; sc.Scan(); i++ {
			inst, err := all.Parse(typ, sc.Text())
			if err != nil {
				t.Fatalf("%s %d: %v", base, i, err)
			}
			p, err := Solve(context.Background(), inst, Options{})
			if err != nil {
				t.Fatalf("%s %d: %v", base, i, err)
			}
			r := p.Rating
			sizes := make([]string, len(p.Steps))
			for k, s := range p.Steps {
				sizes[k] = fmt.Sprint(s.Size)
			}
			fmt.Fprintf(w, "%s\t%d\t%.1f\t%d\t%d\t%.3f\t%d\t%d\t%.0f\t%s\n", base, i, r.Rating, r.Max, r.Splits, r.Mean, r.Steps, p.Stats.Solves,
				p.Stats.Millis, strings.Join(sizes, ","))
		}
		f.Close()
	}
}
