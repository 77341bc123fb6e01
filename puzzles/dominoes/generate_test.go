package dominoes

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/golden"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

var regenerate = flag.Bool("regenerate", false, "rewrite the generated Dominosa instances in testdata")

// generated lists the Dominosa instances in testdata, made by Generate.
var generated = []struct {
	n      int
	seed   int64
	unique bool
}{
	{6, 1, true}, {9, 1, true}, {9, 2, true}, {9, 3, true},
	{15, 1, true}, {15, 2, true}, {15, 3, true}, {15, 1, false},
}

func generatedFile(n int, seed int64, unique bool) string {
	name := fmt.Sprintf("dominosa_%d_%d", n, seed)
	if !unique {
		name += "_random"
	}
	return filepath.Join("testdata", name+".txt")
}

// TestGeneratedInstances solves the Dominosa game IDs in testdata and
// records their solution counts. With -regenerate it first rewrites them
// from Generate; they are kept as files because the generator's output depends
// on the order in which the solver finds solutions, which changes with the
// encoding.
func TestGeneratedInstances(t *testing.T) {
	var counts []string
	for _, g := range generated {
		path := generatedFile(g.n, g.seed, g.unique)
		if *regenerate {
			p, err := Generate(g.n, g.seed, g.unique)
			if err != nil {
				t.Fatal(err)
			}
			id, _ := p.GameID()
			if err := os.WriteFile(path, []byte(id+"\n"), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		p := mustParse(t, golden.Read(t, path))
		if id, ok := p.GameID(); !ok || id != strings.TrimSpace(golden.Read(t, path)) {
			t.Errorf("%s: game ID does not round-trip: %s", path, id)
		}
		res := puzzlestest.Solve(t, p, 2)
		if g.unique != res.Unique() || res.Status != puzzles.Solved {
			t.Errorf("%s: %d solutions (complete %v), unique wanted: %v", path, len(res.Answers), res.Complete, g.unique)
		}
		counts = append(counts, fmt.Sprintf("%s %d complete=%v", filepath.Base(path), len(res.Answers), res.Complete))
	}
	golden.Check(t, "dominosa_counts", strings.Join(counts, "\n")+"\n")
}

func TestExamplesMatchTestdata(t *testing.T) {
	ex := Type.Examples()
	for i, path := range []string{"testdata/seed_dp_001.txt", "testdata/dominosa_6_1.txt", "testdata/dominosa_9_1.txt", "testdata/dominosa_15_1.txt"} {
		if strings.TrimSpace(ex[i].Text) != strings.TrimSpace(golden.Read(t, path)) {
			t.Errorf("example %q differs from %s", ex[i].Name, path)
		}
	}
}

func TestGenerateOptions(t *testing.T) {
	typ := Type
	inst, err := typ.Generate(puzzles.GenerateOptions{Seed: 4})
	if err != nil {
		t.Fatal(err)
	}
	p := inst.(*Puzzle)
	if p.Max != 6 || p.Size().Rows != 7 || p.Size().Cols != 8 || p.Note != "dominosa seed 4" {
		t.Errorf("default puzzle: double-%d, %v, note %q", p.Max, p.Size(), p.Note)
	}
	if res := puzzlestest.Solve(t, p, 2); !res.Unique() {
		t.Errorf("default puzzle has %d solutions", len(res.Answers))
	}
	again, _ := typ.Generate(puzzles.GenerateOptions{Seed: 4})
	if again.String() != p.String() {
		t.Error("the same seed gave another puzzle")
	}
	inst, err = typ.Generate(puzzles.GenerateOptions{Rows: 4, Cols: 5, Seed: 2, Variant: "random"})
	if err != nil || inst.(*Puzzle).Max != 3 {
		t.Fatalf("5x4 random: %v %v", inst, err)
	}
	for _, o := range []puzzles.GenerateOptions{
		{Rows: 7, Cols: 7},
		{Rows: 0, Cols: 1},
		{Rows: 100, Cols: 101},
		{Variant: "hard"},
	} {
		if _, err := typ.Generate(o); err == nil {
			t.Errorf("Generate(%+v) accepted", o)
		}
	}
	if _, err := Generate(-1, 1, true); err == nil {
		t.Error("Generate(-1) accepted")
	}
	for n := range 4 { // the smallest sets, down to the single 0-0 domino
		for seed := range int64(5) {
			p, err := Generate(n, seed, true)
			if err != nil {
				t.Fatalf("Generate(%d, %d): %v", n, seed, err)
			}
			if res := puzzlestest.Solve(t, p, 2); !res.Unique() {
				t.Errorf("Generate(%d, %d) has %d solutions", n, seed, len(res.Answers))
			}
		}
	}
}

func TestPipsAt(t *testing.T) {
	for n := range 8 {
		for k := range SetSize(n) {
			a, b := pipsAt(n, k)
			if a > b || b > n || Index(n, a, b) != k || Index(n, b, a) != k {
				t.Fatalf("pipsAt(%d, %d) = %d-%d", n, k, a, b)
			}
		}
	}
}
