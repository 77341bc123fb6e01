package learn

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/all"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// The boards of the targets: a 9x9 Sudoku (Tatham Unreasonable), a 10x10
// Light Up (Hard), a 10x10 Slitherlink (Loopy Hard) and a 15x15 Nonogram.
var benchBoards = []struct{ name, typ, text string }{
	{"sudoku9", "sudoku", firstID("testdata/tatham/solo_3x3du.txt")},
	{"lightup10", "lightup", firstID("testdata/tatham/lightup_10x10d2.txt")},
	{"slitherlink10", "slitherlink", "10x10t0:2b1b1b32311a22b1a2d223a2a1a212a13a1a13b3a3a1c2c2b1d3221222c1b1a221212223a2a3b2b"},
	{"nonogram15", "nonogram", "15x15:3.4/2.1/3.3/3.1.1.3/3.6/5.4/4.5/4.6/1.1.1.4/3.1.1.2/2.6.1/2.6.1/2.5.1/1.4.1/1.1.3.1/10/1.3.4/10.1/8/4.2.1/5/5/4/1.4/1.7/5.2.1/1.1.5/1.7/1.8/3.3.4"},
}

func firstID(name string) string {
	f, err := os.Open(name)
	if err != nil {
		return ""
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Scan()
	return sc.Text()
}

// halfEntered returns the puzzle and half its answer entered: every
// other forced part, in the order of the decoder's variables.
func halfEntered(b testing.TB, typ, text string) (puzzles.Instance, puzzles.Answer) {
	b.Helper()
	inst, err := all.Parse(typ, text)
	if err != nil {
		b.Fatal(err)
	}
	bd, err := boardOf(context.Background(), inst, nil, newUniverse)
	if err != nil {
		b.Fatal(err)
	}
	var cands []int
	for i, f := range bd.facts {
		if !f.given {
			cands = append(cands, i)
		}
	}
	left, _, err := bd.forced(premises{known: bd.givens}, cands)
	if err != nil {
		b.Fatal(err)
	}
	var lits []sat.Lit
	for k, i := range left {
		if k%2 == 0 {
			lits = append(lits, bd.facts[i].Lit)
		}
	}
	return inst, bd.decode(lits)
}

// benchHalf times ask on every board with half its answer entered, in
// CPU per question; kept asks once before the timing, so that Boards
// keeps the puzzle.
func benchHalf(b *testing.B, kept bool, ask func(bs *Boards, inst puzzles.Instance, entries puzzles.Answer) error) {
	for _, bb := range benchBoards {
		b.Run(bb.name, func(b *testing.B) {
			inst, entries := halfEntered(b, bb.typ, bb.text)
			bs := NewBoards(1)
			if kept {
				if err := ask(bs, inst, entries); err != nil {
					b.Fatal(err)
				}
			}
			stop := puzzlestest.MeasureCPU(b)
			for b.Loop() {
				if err := ask(bs, inst, entries); err != nil {
					b.Fatal(err)
				}
			}
			stop()
		})
	}
}

// checkHalf asks Check, of bs when it is not nil; the entries must be
// completable.
func checkHalf(bs *Boards, inst puzzles.Instance, entries puzzles.Answer) error {
	check := Check
	if bs != nil {
		check = bs.Check
	}
	r, err := check(context.Background(), inst, entries)
	if err == nil && !r.Completable {
		err = fmt.Errorf("not completable: %+v", r)
	}
	return err
}

// hintHalf asks Hint, of bs when it is not nil; there must be one.
func hintHalf(bs *Boards, inst puzzles.Instance, entries puzzles.Answer) error {
	hint := Hint
	if bs != nil {
		hint = bs.Hint
	}
	s, err := hint(context.Background(), inst, entries, Options{})
	if err == nil && s == nil {
		err = errors.New("no hint")
	}
	return err
}

func BenchmarkCheckHalf(b *testing.B) {
	benchHalf(b, false, func(_ *Boards, inst puzzles.Instance, entries puzzles.Answer) error {
		return checkHalf(nil, inst, entries)
	})
}

func BenchmarkHintHalf(b *testing.B) {
	benchHalf(b, false, func(_ *Boards, inst puzzles.Instance, entries puzzles.Answer) error {
		return hintHalf(nil, inst, entries)
	})
}

// BenchmarkCheckHalfKept is BenchmarkCheckHalf asked again of a puzzle
// that Boards keeps (as the worker's second Check).
func BenchmarkCheckHalfKept(b *testing.B) { benchHalf(b, true, checkHalf) }

// BenchmarkHintHalfKept is BenchmarkHintHalf asked again of a puzzle
// that Boards keeps.
func BenchmarkHintHalfKept(b *testing.B) { benchHalf(b, true, hintHalf) }

func BenchmarkSolveSudokuUnreasonable(b *testing.B) {
	inst, err := all.Parse("sudoku", benchBoards[0].text)
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := Solve(context.Background(), inst, Options{}); err != nil {
			b.Fatal(err)
		}
	}
}
