package puzzles

import (
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// AnswerPair returns a and b as a type's own answer type A, for Diff; ok
// is false unless both are of that type.
func AnswerPair[A Answer](a, b Answer) (x, y A, ok bool) {
	x, okA := a.(A)
	y, okB := b.(A)
	return x, y, okA && okB
}

// AnswerAs returns a as a type's own answer type A (a pointer type), for
// Check; the error says "not a <name> answer" when a is of another type
// or a nil pointer.
func AnswerAs[A interface {
	comparable
	Answer
}](a Answer, name string) (A, error) {
	x, ok := a.(A)
	var none A
	if !ok || x == none {
		return none, fmt.Errorf("not a %s answer", name)
	}
	return x, nil
}

// FullOrPartial reads an answer that is either of a type's two answer
// types (pointer types): F, its full answer, read by full, or P, its
// partial one, read by partial. A nil pointer of either reads as the
// zero T; ok is false when a is of neither type.
func FullOrPartial[F, P interface {
	comparable
	Answer
}, T any](a Answer, full func(F) T, partial func(P) T) (t T, ok bool) {
	var noF F
	var noP P
	switch x := a.(type) {
	case F:
		if x != noF {
			t = full(x)
		}
	case P:
		if x != noP {
			t = partial(x)
		}
	default:
		return t, false
	}
	return t, true
}

// DiffAt is Instance.Diff for answers of type A (a pointer type) that say
// something about each cell: at reads an answer into what it says at the
// cells of a board of size. The targets are the cells where x and y say
// different things, in reading order; nil unless both are non-nil
// answers of type A.
func DiffAt[A interface {
	comparable
	Answer
}, V comparable](x, y Answer, size grid.Size, at func(A) map[grid.Pos]V) []Target {
	a, errA := AnswerAs[A](x, "")
	b, errB := AnswerAs[A](y, "")
	if errA != nil || errB != nil {
		return nil
	}
	va, vb := at(a), at(b)
	var out []Target
	for _, pos := range size.Cells() {
		if va[pos] != vb[pos] {
			out = append(out, Target{R: pos.R, C: pos.C})
		}
	}
	return out
}

// CellSet returns cells, each [row, column], as a set.
func CellSet(cells [][2]int) map[grid.Pos]bool {
	out := make(map[grid.Pos]bool, len(cells))
	for _, c := range cells {
		out[grid.Pos{R: c[0], C: c[1]}] = true
	}
	return out
}

// CountIn counts the keys that set holds, such as the lights beside a
// number or the sides of a cell on a loop.
func CountIn[K comparable](set map[K]bool, keys ...K) int {
	return CountFunc(keys, func(k K) bool { return set[k] })
}

// Lines is the text of an answer's picture: its rows, one per line.
func Lines(rows []string) string { return strings.Join(rows, "\n") + "\n" }

// Known is what a Decode passes to its own DecodePartial: every variable
// known, with its value in the solved s.
func Known(s *sat.Solver) func(l sat.Lit) (value, ok bool) {
	return func(l sat.Lit) (bool, bool) { return s.Value(l), true }
}
