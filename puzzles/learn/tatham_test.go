package learn

import (
	"context"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/all"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// tathamType is our type of a file in testdata/tatham, named by
// Tatham's game.
func tathamType(file string) string {
	game := strings.SplitN(file, "_", 2)[0]
	if t, ok := map[string]string{"solo": "sudoku", "loopy": "slitherlink"}[game]; ok {
		return t
	}
	return game // lightup, towers
}

// tathamSet is a file of testdata/tatham: its name, our type of the
// game it is named by (see tathamType) and its IDs.
type tathamSet struct {
	base, typ string
	ids       []string
}

// tathamSets reads the files of testdata/tatham.
func tathamSets(t testing.TB) []tathamSet {
	t.Helper()
	files, _ := filepath.Glob("testdata/tatham/*.txt")
	var sets []tathamSet
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		base := filepath.Base(name)
		sets = append(sets, tathamSet{base, tathamType(base), strings.Fields(string(data))})
	}
	return sets
}

// TestTathamIDs: every graded Tatham ID is read by its type and has
// exactly one answer (his generators promise it; a misread ID would
// usually break it), 20 a file.
func TestTathamIDs(t *testing.T) {
	games := map[string]int{}
	for _, set := range tathamSets(t) {
		base, typ, ids := set.base, set.typ, set.ids
		if len(ids) != 20 {
			t.Errorf("%s: %d IDs, want 20", base, len(ids))
		}
		for i, id := range ids {
			inst, err := all.Parse(typ, id)
			if err != nil {
				t.Errorf("%s %d: %v", base, i, err)
				continue
			}
			res, err := puzzles.Solve(inst, 2)
			if err != nil || !res.Unique() {
				t.Errorf("%s %d: not one answer (%v)", base, i, err)
			}
		}
		games[typ]++
	}
	want := map[string]int{"sudoku": 5, "slitherlink": 4, "lightup": 3, "towers": 4}
	if !maps.Equal(games, want) {
		t.Errorf("levels per type %v, want %v", games, want)
	}
}

// TestTathamRatings rates every graded Tatham ID in testdata/tatham and
// writes one line per puzzle (file, index, rating, largest reason, case
// splits, mean reason, steps, solver calls, milliseconds, every step's
// reason size, every step's proof depth 0-3: see board.depth) to the
// file LEARN_TATHAM names. It runs only when that is set (11 to 14
// minutes at a load average of 15 to 23 on 2 cores: a report, not a
// unit test). Its output is kept as testdata/tatham/paths.tsv, which
// TestTathamOrder checks the rating on and TestTathamVariants rates
// every way the README's tables show.
func TestTathamRatings(t *testing.T) {
	out := puzzlestest.Env(t, "LEARN_TATHAM", "to a file to write the ratings of Tatham's graded IDs to")
	w, err := os.Create(out)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	for _, set := range tathamSets(t) {
		base, typ := set.base, set.typ
		for i, id := range set.ids {
			inst, err := all.Parse(typ, id)
			if err != nil {
				t.Fatalf("%s %d: %v", base, i, err)
			}
			p, err := solve(context.Background(), inst, Options{}, true, newUniverse)
			if err != nil {
				t.Fatalf("%s %d: %v", base, i, err)
			}
			r := p.Rating
			sizes := make([]string, len(p.Steps))
			props := make([]string, len(p.Steps))
			for k, s := range p.Steps {
				sizes[k] = fmt.Sprint(s.Size)
				props[k] = fmt.Sprint(s.depth)
			}
			fmt.Fprintf(w, "%s\t%d\t%.1f\t%d\t%d\t%.3f\t%d\t%d\t%.0f\t%s\t%s\n", base, i, r.Rating, r.Max, r.Splits, r.Mean, r.Steps, p.Stats.Solves,
				p.Stats.Millis, strings.Join(sizes, ","), strings.Join(props, ","))
		}
	}
}
