package binairo

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

var mustParse = puzzlestest.Parser[*Puzzle](Type)

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
	brute := func(p *Puzzle) int {
		s := p.Size()
		return puzzlestest.CountSubsets(s.Rows*s.Cols, func(in func(int) bool) bool {
			return p.Check(&Answer{Grid: puzzlestest.Picture(s.Rows, s.Cols, in, Black, White)}) == nil
		})
	}
	puzzlestest.RandomCountsMatch(t, 3, 40, random, brute, 10)
}

func TestCluedAndExplain(t *testing.T) {
	p := mustParse(t, "6x6de:cOaDCAEe")
	if c := p.Clues(); len(c) != 7 || c[0] != (puzzles.Clue{Cell: [2]int{0, 2}, Value: "0"}) {
		t.Fatalf("clues %v", c)
	}
	if q := p.Without([]int{0}).(*Puzzle); q.Cells[0][2] != Empty || len(q.Clues()) != 6 {
		t.Errorf("Without:\n%s", q)
	}
	puzzlestest.Explains(t, mustParse(t, "#binairo\n1.11.1\n......\n......\n......\n......\n....0.\n"), 4)
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

// TestGenerated: Generate's puzzles have one solution and no given that
// could go; its options are checked.
func TestGenerated(t *testing.T) {
	for k, p := range puzzlestest.Generates(t, Type, puzzles.GenerateOptions{Rows: 6, Cols: 6, Seed: 1},
		puzzles.GenerateOptions{Rows: 4, Cols: 6, Seed: 2, Variant: "unique"}, puzzles.GenerateOptions{Rows: 10, Cols: 10, Seed: 1}) {
		if p.(*Puzzle).Unique != (k == 1) {
			t.Errorf("the unique rule is %v:\n%s", p.(*Puzzle).Unique, p)
		}
		for i := range p.Clues()[:map[bool]int{false: len(p.Clues())}[testing.Short()]] {
			if puzzlestest.Solve(t, p.Without([]int{i}), 2).Unique() {
				t.Errorf("given %d is not needed:\n%s", i, p)
			}
		}
	}
	puzzlestest.GenerateErrors(t, Type, map[puzzles.GenerateOptions]string{{Rows: 6, Cols: 7}: "the grid is 7x6; both sides must be even",
		{Rows: 6, Cols: 6, Variant: "tango"}: `unknown variant "tango": use unique, or nothing`,
		{Rows: 40, Cols: 40}:                 "generated grids are at most 30x30, not 40x40", {Rows: 2, Cols: 4, Variant: "unique"}: "no 4x2 board obeys the rules"})
}
