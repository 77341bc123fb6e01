package binairo

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestFiles: the golden files, testdata/forms.txt and testdata/checks.txt.
func TestFiles(t *testing.T) { puzzlestest.Files[Answer](t, Type, puzzlestest.GameID) }

// TestTathamIDs: every ID made by Tatham's generator solves uniquely, and
// GameID writes it back (without the difficulty).
func TestTathamIDs(t *testing.T) {
	puzzlestest.SolvesIDs(t, Type, "testdata/tatham_ids.txt", "tatham_answers", func(id string) string {
		params, desc, _ := strings.Cut(id, ":")
		return strings.Split(params, "d")[0] + ":" + desc
	})
}

// FuzzParse: whatever parses round-trips, its game ID reads back and a
// small one solves without error.
func FuzzParse(f *testing.F) {
	puzzlestest.FuzzRoundTrip(f, Type, func(t *testing.T, inst puzzles.Instance) {
		puzzlestest.ReadBack(t, Type, inst, puzzlestest.GameID)
		if s := inst.(*Puzzle).Size(); s.Rows*s.Cols <= 64 {
			if _, err := puzzles.Solve(inst, 2); err != nil {
				t.Fatal(err)
			}
		}
	}, "#binairo unique\n1.0.\n....\n", "2x14:zAc")
}

// TestCountAgainstBruteForce: on small grids with up to 4 givens, with
// or without the unique rule, the solver counts the fillings that pass
// Check.
func TestCountAgainstBruteForce(t *testing.T) {
	random := func(rng *rand.Rand, i int) *Puzzle {
		sz := [][2]int{{2, 2}, {2, 4}, {4, 4}, {4, 2}, {2, 6}, {2, 8}}[i%6]
		p, _ := New(sz[0], sz[1])
		p.Unique = rng.IntN(2) == 0
		for range rng.IntN(5) {
			p.Cells[rng.IntN(sz[0])][rng.IntN(sz[1])] = int("01"[rng.IntN(2)])
		}
		return p
	}
	puzzlestest.PicturesMatch(t, 3, 40, random, Black, White, 10)
}

// TestEdit: the pad (givens, the rule's toggle) and every example typed
// with it; New rounds odd sides up.
func TestEdit(t *testing.T) {
	p := puzzlestest.Blank[*Puzzle](t, Type, 4, 6)
	puzzlestest.Pad(t, p, []puzzles.Key{{Label: "1 (Black)", Key: "1"}, {Label: "0 (White)", Key: "0"}, {Label: "Delete", Key: "Delete"}, {Label: "Unique rows: off", Key: "unique"}}...)
	if q := puzzlestest.Press(t, p, puzzles.Target{R: 1, C: 2}, KeyUnique).(*Puzzle); !q.Unique || q.Keys()[3].Label != "Unique rows: on" || p.Unique {
		t.Errorf("rule toggle: %v %v", q.Unique, q.Keys()[3])
	}
	if p, err := New(3, 5); err != nil || p.Size().Rows != 4 || p.Size().Cols != 6 {
		t.Errorf("New(3, 5) does not round up to 4x6: %v", err)
	}
	puzzlestest.Enters(t, Type, func(ty *puzzlestest.Typist, p *Puzzle) {
		if p.Unique {
			ty.Press(puzzles.Target{}, KeyUnique)
		}
		for _, pos := range p.Where(func(v int) bool { return v != Empty }) {
			ty.Press(puzzles.Target{R: pos.R, C: pos.C}, string(rune(p.At(pos))))
		}
	})
}

// TestGeneratedRule: the variant unique sets the rule (testdata/generate.txt
// has the rest of Generate's checks).
func TestGeneratedRule(t *testing.T) {
	for _, variant := range []string{"", "unique"} {
		p := puzzlestest.Generates(t, Type, puzzles.GenerateOptions{Rows: 4, Cols: 6, Seed: 2, Variant: variant})[0].(*Puzzle)
		if p.Unique != (variant == "unique") {
			t.Errorf("variant %q: the unique rule is %v", variant, p.Unique)
		}
	}
}

// BenchmarkBinairo solves the examples, among them Tatham's Unruly 14x14
// (the speed case), 14x14 with unique rows and 16x16, and
// generates a unique 10x10 puzzle.
func BenchmarkBinairo(b *testing.B) {
	puzzlestest.Bench(b, Type, puzzles.GenerateOptions{Rows: 10, Cols: 10, Seed: 1})
}
