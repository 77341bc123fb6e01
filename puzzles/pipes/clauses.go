package pipes

import "sync"

// A cell's constraint is a set of allowed assignments of the (at most
// four) joints around it. cellClauses turns it into clauses on which unit
// propagation is complete: whatever some joints' values imply about the
// others, propagation finds. They are computed once per distinct set.

type clauseKey struct {
	n       int
	allowed uint16
}

// clauseCache holds cellClauses results.
var clauseCache = struct {
	sync.Mutex
	m map[clauseKey][][]int
}{m: map[clauseKey][][]int{}}

// cellClauses returns clauses over n variables whose models are exactly
// the assignments allowed (bit a of allowed set: assignment a, variable k
// true when bit k of a is set), and from which unit propagation derives
// every consequence of any partial assignment: the prime clauses, less
// those the others make redundant for propagation. Literals are k+1 for
// variable k, -(k+1) for its negation.
func cellClauses(n int, allowed uint16) [][]int {
	key := clauseKey{n, allowed}
	clauseCache.Lock()
	defer clauseCache.Unlock()
	if cl, ok := clauseCache.m[key]; ok {
		return cl
	}
	out := primeClauses(n, allowed)
	for i := len(out) - 1; i >= 0; i-- {
		fewer := append(append([][]int(nil), out[:i]...), out[i+1:]...)
		if propagationComplete(n, allowed, fewer) {
			out = fewer
		}
	}
	clauseCache.m[key] = out
	return out
}

// propagationComplete reports whether unit propagation over clauses, from
// every partial assignment, finds a conflict exactly when no allowed
// assignment agrees with it, and otherwise every value that all agreeing
// allowed assignments share.
func propagationComplete(n int, allowed uint16, clauses [][]int) bool {
	for care := 0; care < 1<<n; care++ {
		for val := care; ; val = (val - 1) & care {
			common, any := commonValues(n, allowed, care, val)
			gotCare, gotVal, ok := propagate(clauses, care, val)
			if ok != any || ok && (gotCare != common.care || gotVal != common.val) {
				return false
			}
			if val == 0 {
				break
			}
		}
	}
	return true
}

type partial struct{ care, val int }

// commonValues returns the values shared by every allowed assignment that
// agrees with val on care; any is false when there is none.
func commonValues(n int, allowed uint16, care, val int) (common partial, any bool) {
	ones, zeros := 1<<n-1, 1<<n-1
	for a := 0; a < 1<<n; a++ {
		if a&care == val && allowed&(1<<a) != 0 {
			any = true
			ones &= a
			zeros &= ^a
		}
	}
	return partial{ones | zeros, ones}, any
}

// propagate runs unit propagation from val on care; ok is false on a conflict.
func propagate(clauses [][]int, care, val int) (int, int, bool) {
	for changed := true; changed; {
		changed = false
		for _, c := range clauses {
			open, unit := 0, 0
			satisfied := false
			for _, l := range c {
				k, want := l-1, 1
				if l < 0 {
					k, want = -l-1, 0
				}
				switch {
				case care&(1<<k) == 0:
					open++
					unit = l
				case (val>>k)&1 == want:
					satisfied = true
				}
			}
			switch {
			case satisfied:
			case open == 0:
				return care, val, false
			case open == 1 && unit > 0:
				care, val, changed = care|1<<(unit-1), val|1<<(unit-1), true
			case open == 1:
				care, changed = care|1<<(-unit-1), true
			}
		}
	}
	return care, val, true
}

// primeClauses returns the prime clauses of the allowed assignments: each
// is a smallest cube of assignments none of which is allowed, negated.
func primeClauses(n int, allowed uint16) [][]int {
	var out [][]int
	full := 1<<n - 1
	for care := 0; care <= full; care++ {
		for val := care; ; val = (val - 1) & care {
			if forbiddenCube(n, allowed, care, val) && !forbiddenSmaller(n, allowed, care, val) {
				out = append(out, clauseOf(n, care, val))
			}
			if val == 0 {
				break
			}
		}
	}
	return out
}

// forbiddenCube reports whether no allowed assignment agrees with val on care.
func forbiddenCube(n int, allowed uint16, care, val int) bool {
	for a := 0; a < 1<<n; a++ {
		if a&care == val && allowed&(1<<a) != 0 {
			return false
		}
	}
	return true
}

// forbiddenSmaller reports whether dropping one variable from the cube
// still leaves it forbidden (so the cube's clause is not prime).
func forbiddenSmaller(n int, allowed uint16, care, val int) bool {
	for k := 0; k < n; k++ {
		if care&(1<<k) != 0 && forbiddenCube(n, allowed, care&^(1<<k), val&^(1<<k)) {
			return true
		}
	}
	return false
}

func clauseOf(n, care, val int) []int {
	var c []int
	for k := 0; k < n; k++ {
		switch {
		case care&(1<<k) == 0:
		case val&(1<<k) != 0:
			c = append(c, -(k + 1))
		default:
			c = append(c, k+1)
		}
	}
	return c
}
