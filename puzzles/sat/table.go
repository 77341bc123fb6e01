package sat

import (
	"fmt"
	"sync"
)

// Table requires the values of vars to be one of the allowed tuples
// (allowed[i][k] is the value of vars[k] in tuple i). With no tuples the
// model is unsatisfiable.
//
// Up to tableExactMax variables, the clauses are the prime clauses of the
// forbidden assignments less those the others make redundant for
// propagation: their models are exactly the allowed tuples, and unit
// propagation derives every consequence of any partial assignment. They
// are computed once per distinct table shape. Larger tables forbid, for
// each prefix of an allowed tuple, the values no allowed tuple continues
// it with: a clause per branch leaving the trie of the allowed tuples.
func (m *Model) Table(vars []Lit, allowed [][]bool) {
	m.check(vars)
	for i, t := range allowed {
		if len(t) != len(vars) {
			panic(fmt.Sprintf("sat: Table over %d literals given tuple %d of length %d", len(vars), i, len(t)))
		}
	}
	if len(vars) > tableExactMax {
		m.tableTrie(vars, allowed, 0)
		return
	}
	var set uint64
	for _, t := range allowed {
		set |= 1 << assignment(t)
	}
	for _, cl := range tableClauses(len(vars), set) {
		c := make([]Lit, len(cl))
		for i, l := range cl {
			if l > 0 {
				c[i] = vars[l-1]
			} else {
				c[i] = vars[-l-1].Not()
			}
		}
		m.Clause(c...)
	}
}

// tableExactMax is the largest table whose clauses are made propagation
// complete (the work grows as 6^n).
const tableExactMax = 6

// assignment packs a tuple into bits: bit k is the value of variable k.
func assignment(t []bool) int {
	a := 0
	for k, v := range t {
		if v {
			a |= 1 << k
		}
	}
	return a
}

// tableTrie forbids the ways of leaving the allowed tuples after their
// common prefix vars[:depth] (the tuples all share it).
func (m *Model) tableTrie(vars []Lit, tuples [][]bool, depth int) {
	if depth == len(vars) {
		return
	}
	var split [2][][]bool
	for _, t := range tuples {
		v := 0
		if t[depth] {
			v = 1
		}
		split[v] = append(split[v], t)
	}
	prefix := make([]Lit, depth+1) // the clause "not this prefix"
	for k := 0; k < depth; k++ {
		prefix[k] = vars[k]
		if tuples[0][k] {
			prefix[k] = vars[k].Not()
		}
	}
	for v, next := range split {
		if len(next) == 0 {
			prefix[depth] = vars[depth]
			if v == 1 {
				prefix[depth] = vars[depth].Not()
			}
			m.Clause(prefix...)
			continue
		}
		m.tableTrie(vars, next, depth+1)
	}
}

type tableKey struct {
	n       int
	allowed uint64
}

// tableCache holds tableClauses results.
var tableCache = struct {
	sync.Mutex
	m map[tableKey][][]int
}{m: map[tableKey][][]int{}}

// tableClauses returns clauses over n variables whose models are exactly
// the assignments allowed (bit a of allowed set: assignment a allowed), and
// from which unit propagation derives every consequence of any partial
// assignment. Literals are k+1 for variable k, -(k+1) for its negation.
func tableClauses(n int, allowed uint64) [][]int {
	key := tableKey{n, allowed}
	tableCache.Lock()
	defer tableCache.Unlock()
	if cl, ok := tableCache.m[key]; ok {
		return cl
	}
	out := primeClauses(n, allowed)
	for i := len(out) - 1; i >= 0; i-- {
		fewer := append(append([][]int(nil), out[:i]...), out[i+1:]...)
		if propagationComplete(n, allowed, fewer) {
			out = fewer
		}
	}
	tableCache.m[key] = out
	return out
}

// propagationComplete reports whether unit propagation over clauses, from
// every partial assignment, finds a conflict exactly when no allowed
// assignment agrees with it, and otherwise every value that all agreeing
// allowed assignments share.
func propagationComplete(n int, allowed uint64, clauses [][]int) bool {
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
func commonValues(n int, allowed uint64, care, val int) (common partial, any bool) {
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
func primeClauses(n int, allowed uint64) [][]int {
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
func forbiddenCube(n int, allowed uint64, care, val int) bool {
	for a := 0; a < 1<<n; a++ {
		if a&care == val && allowed&(1<<a) != 0 {
			return false
		}
	}
	return true
}

// forbiddenSmaller reports whether dropping one variable from the cube
// still leaves it forbidden (so the cube's clause is not prime).
func forbiddenSmaller(n int, allowed uint64, care, val int) bool {
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
