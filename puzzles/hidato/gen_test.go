package hidato

import (
	"flag"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

var regenerate = flag.Bool("gen", false, "regenerate the benchmark puzzles in testdata/generated and testdata/sparse (slow)")

// genSets are the generated benchmark sets: type, size and seeds.
var genSets = []struct {
	typ        *Type
	rows, cols int
	seeds      []int64
}{
	{Hidato, 12, 12, []int64{1, 2, 3, 4}},
	{KnightsTour, 10, 10, []int64{1, 2, 3, 4}},
}

// TestRegenerate writes testdata/generated (the generator's unique puzzles)
// and testdata/sparse (the same puzzles thinned at random to 15% clues,
// usually with several solutions). Run with -gen.
func TestRegenerate(t *testing.T) {
	if !*regenerate {
		t.Skip("run with -gen to regenerate the benchmark puzzles")
	}
	for _, set := range genSets {
		for _, seed := range set.seeds {
			inst, err := set.typ.Generate(puzzles.GenerateOptions{Rows: set.rows, Cols: set.cols, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			p := inst.(*Puzzle)
			name := fmt.Sprintf("%s_%dx%d_seed%d.txt", set.typ.name, set.cols, set.rows, seed)
			write(t, filepath.Join("testdata", "generated", name), p.String())
			write(t, filepath.Join("testdata", "sparse", name), thin(p, 0.15, seed).String())
			t.Logf("%s: %d clues of %d", name, len(p.Clues()), p.N())
		}
	}
}

// thin removes clues at random (keeping 1 and N) down to share of the numbers.
func thin(p *Puzzle, share float64, seed int64) *Puzzle {
	q := p.clone()
	n := q.N()
	clues := q.Clues()
	rng := rand.New(rand.NewSource(seed))
	left := len(clues)
	for _, i := range rng.Perm(len(clues)) {
		if left <= int(share*float64(n)+0.5) {
			break
		}
		c := clues[i]
		if v := q.Cells[c.Cell[0]][c.Cell[1]]; v != 1 && v != n {
			q.Cells[c.Cell[0]][c.Cell[1]] = Empty
			left--
		}
	}
	return q
}

func write(t *testing.T, path, text string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}
