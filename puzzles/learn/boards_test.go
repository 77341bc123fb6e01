package learn

import (
	"context"
	"reflect"
	"slices"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/all"
	"github.com/puzzlesat/puzzlesat/puzzles/lightup"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
	"github.com/puzzlesat/puzzlesat/puzzles/sudoku"
)

// TestLitEntriesAsDecoded: where a type names a literal's entries
// directly (puzzles.LitEnterer), it names those that decoding the
// literal alone finds, for every literal of every example, with the
// givens and without them (as a board encodes it).
func TestLitEntriesAsDecoded(t *testing.T) {
	seen := 0
	for _, typ := range all.Types() {
		for _, ex := range typ.Examples() {
			inst, err := typ.Parse(ex.Text)
			if err != nil {
				t.Fatalf("%s %s: %v", typ.Name(), ex.Name, err)
			}
			bare, _ := withoutGivens(inst)
			for _, in := range []puzzles.Instance{inst, bare} {
				dec, err := in.Encode(sat.NewModel().ForEntries())
				if err != nil {
					continue
				}
				le, ok := dec.(puzzles.LitEnterer)
				if !ok {
					break
				}
				seen++
				sameLitEntries(t, typ.Name()+" "+ex.Name, dec, le)
			}
		}
	}
	if seen == 0 {
		t.Fatal("no type names a literal's entries directly")
	}
}

func sameLitEntries(t *testing.T, name string, dec puzzles.Decoder, le puzzles.LitEnterer) {
	t.Helper()
	u := &universe{dec: dec}
	for _, v := range dec.Vars() {
		for _, l := range []sat.Lit{v, v.Not()} {
			es, err := u.decodedEntries(dec.(puzzles.Enterer), l)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			want := slices.DeleteFunc(es, func(e puzzles.Entry) bool { return e.Lit != l })
			if got := le.LitEntries(l); !slices.Equal(got, want) {
				t.Fatalf("%s: literal %d names %v, decoded alone %v", name, l, got, want)
			}
		}
	}
}

// TestBoardsAsFresh: a question through Boards, asked first or again
// (the puzzle kept), with other entries in between, has the answer the
// package's functions give with a board made afresh.
func TestBoardsAsFresh(t *testing.T) {
	ctx := context.Background()
	for _, bb := range benchBoards {
		inst, half := halfEntered(t, bb.typ, bb.text)
		bs := NewBoards(2)
		for _, entries := range []puzzles.Answer{half, nil, half} {
			want, err := Hint(ctx, inst, entries, Options{})
			if err != nil {
				t.Fatal(err)
			}
			got, err := bs.Hint(ctx, inst, entries, Options{})
			if err != nil || !reflect.DeepEqual(got, want) {
				t.Fatalf("%s: hint through Boards %+v, %v; afresh %+v", bb.name, got, err, want)
			}
			if entries != nil {
				sameCheck(t, bb.name, bs, inst, entries)
			}
		}
	}
}

// TestBoardsSudokuEntries: on a Sudoku kept by Boards, entries that are
// wrong, then right, then given digits are each checked as afresh.
func TestBoardsSudokuEntries(t *testing.T) {
	inst, sol := sudokuSolved(t)
	p := inst.(*sudoku.Puzzle)
	half := entered(sol, func(r, c int) bool { return p.Grid[r][c] == 0 && (r+c)%2 == 0 })
	wrong := entered(sol, func(r, c int) bool { return p.Grid[r][c] == 0 && (r+c)%2 == 0 })
	r, c := firstOpen(p)
	wrong.Grid[r][c] = sol[r][c]%9 + 1
	givens := entered(sol, func(r, c int) bool { return p.Grid[r][c] != 0 })
	bs := NewBoards(1)
	for _, entries := range []*sudoku.Answer{wrong, half, givens, wrong} {
		sameCheck(t, "sudoku", bs, inst, entries)
	}
	if r, _ := bs.Check(context.Background(), inst, wrong); r.Completable || len(r.Wrong) != 1 {
		t.Fatalf("a wrong digit: %+v", r)
	}
	if r, _ := bs.Check(context.Background(), inst, givens); !r.Completable || r.Entries != 0 {
		t.Fatalf("the givens entered: %+v", r)
	}
}

// TestBoardsEntriesOffTheFacts: entries that are no fact of the puzzle
// (a light on a black cell) are the question's own: a board kept by
// Boards does not keep them for the next question.
func TestBoardsEntriesOffTheFacts(t *testing.T) {
	inst, _ := parse(t, small[3])
	black := &lightup.Answer{On: [][2]int{{1, 2}}, Off: [][2]int{{0, 1}}}
	other := &lightup.Answer{On: [][2]int{{2, 1}}}
	none := &lightup.Answer{Off: [][2]int{{0, 1}}}
	bs := NewBoards(1)
	for _, entries := range []puzzles.Answer{black, none, other, black} {
		sameCheck(t, "lightup", bs, inst, entries)
	}
	if r, _ := bs.Check(context.Background(), inst, black); r.Completable || len(r.Conflict) != 1 || r.Conflict[0].Part.R != 1 {
		t.Fatalf("a light on a black cell: %+v", r)
	}
}

// TestBoardsPath: the solving path through Boards, first or again, is
// the one found afresh, and a Check after it (the puzzle kept) too.
func TestBoardsPath(t *testing.T) {
	ctx := context.Background()
	inst, _ := parse(t, small[0])
	want, err := Solve(ctx, inst, Options{})
	if err != nil {
		t.Fatal(err)
	}
	bs := NewBoards(1)
	for range 2 {
		got, err := bs.Solve(ctx, inst, Options{})
		if err != nil {
			t.Fatal(err)
		}
		got.Stats, want.Stats = Stats{}, Stats{}
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("path through Boards %+v; afresh %+v", got, want)
		}
	}
	sameCheck(t, "lightup", bs, inst, &lightup.Answer{On: [][2]int{{0, 0}}})
}

// TestBoardsChangedPuzzle: a puzzle changed since Boards kept it (here
// with fewer givens) is checked as itself, not as the puzzle kept.
func TestBoardsChangedPuzzle(t *testing.T) {
	inst, sol := sudokuSolved(t)
	p := inst.(*sudoku.Puzzle)
	fewer := inst.Without([]int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}).(*sudoku.Puzzle)
	dropped := entered(sol, func(r, c int) bool { return p.Grid[r][c] != 0 && fewer.Grid[r][c] == 0 })
	for _, keep := range []int{1, 2} {
		bs := NewBoards(keep)
		for _, in := range []puzzles.Instance{inst, fewer, inst, fewer} {
			sameCheck(t, "sudoku", bs, in, dropped)
		}
		kept, _ := bs.Check(context.Background(), inst, dropped)
		changed, _ := bs.Check(context.Background(), fewer, dropped)
		if !kept.Unique || kept.Entries != 0 || changed.Unique || changed.Entries != 12 {
			t.Fatalf("kept %+v, changed %+v", kept, changed)
		}
	}
}

// sameCheck fails unless bs checks entries as Check does afresh (but
// for the figures of the work done).
func sameCheck(t *testing.T, name string, bs *Boards, inst puzzles.Instance, entries puzzles.Answer) {
	t.Helper()
	want, err := Check(context.Background(), inst, entries)
	if err != nil {
		t.Fatal(err)
	}
	got, err := bs.Check(context.Background(), inst, entries)
	if err != nil {
		t.Fatal(err)
	}
	got.Stats, want.Stats = Stats{}, Stats{}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("%s: check through Boards %+v; afresh %+v", name, got, want)
	}
}

// sudokuSolved is the benchmarks' Sudoku and its solution.
func sudokuSolved(t *testing.T) (puzzles.Instance, [][]int) {
	t.Helper()
	inst, err := all.Parse("sudoku", benchBoards[0].text)
	if err != nil {
		t.Fatal(err)
	}
	res, err := puzzles.Solve(inst, 1)
	if err != nil || len(res.Answers) != 1 {
		t.Fatal(res, err)
	}
	return inst, res.Answers[0].(*sudoku.Answer).Grid
}

// entered is the entries of the digits of sol at the cells where keep.
func entered(sol [][]int, keep func(r, c int) bool) *sudoku.Answer {
	a := &sudoku.Answer{Grid: make([][]int, len(sol))}
	for r, row := range sol {
		a.Grid[r] = make([]int, len(row))
		for c, d := range row {
			if keep(r, c) {
				a.Grid[r][c] = d
			}
		}
	}
	return a
}

// firstOpen is the first cell of p without a given where r+c is even.
func firstOpen(p *sudoku.Puzzle) (int, int) {
	for r, row := range p.Grid {
		for c, d := range row {
			if d == 0 && (r+c)%2 == 0 {
				return r, c
			}
		}
	}
	return 0, 0
}
