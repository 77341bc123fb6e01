package sat

import (
	"fmt"
	"math"
	"math/bits"
	"sort"
	"strconv"
)

// XorSystem is a set of parity equations over the variables 0..n-1, solved
// by Gaussian elimination over GF(2) instead of by search. Pure parity
// problems (Lights Out and its relatives) are hard for clause learning but
// take one elimination here, which also gives what search cannot give
// cheaply: the exact number of solutions, their enumeration and a proven
// fewest-ones solution.
//
//	s := sat.NewXorSystem(3)
//	s.Add(true, 0, 1) // x0 xor x1 = 1
//	s.Add(false, 1, 2) // x1 xor x2 = 0
//	space, conflict := s.Solve()
//	// conflict == nil; space.Count() is 2
type XorSystem struct {
	n    int
	rows []bitvec
	odd  []bool
}

// NewXorSystem returns a system over n variables with no equations.
func NewXorSystem(n int) *XorSystem { return &XorSystem{n: n} }

// NumVars returns the number of variables.
func (s *XorSystem) NumVars() int { return s.n }

// NumEquations returns how many equations were added.
func (s *XorSystem) NumEquations() int { return len(s.rows) }

// Add states that the sum of the given variables is odd (odd=true) or even.
// A variable listed twice cancels out. It returns the equation's index.
func (s *XorSystem) Add(odd bool, vars ...int) int {
	row := newBitvec(s.n)
	for _, v := range vars {
		if v < 0 || v >= s.n {
			panic(fmt.Sprintf("sat: variable %d is outside the system's 0..%d", v, s.n-1))
		}
		row.flip(v)
	}
	s.rows = append(s.rows, row)
	s.odd = append(s.odd, odd)
	return len(s.rows) - 1
}

// Solve eliminates. It returns the solution space, or, when the equations
// contradict each other, nil and a conflict: the indices of equations whose
// left-hand sides cancel out while an odd number of them are odd, so that
// adding them up gives 0 = 1. The conflict is inclusion-minimal: without
// any one of its equations the rest are consistent. (It is the row that
// eliminated to 0 = 1 plus the pivot rows it took, whose input equations
// are independent, so the set is a circuit of the equations' matroid.)
func (s *XorSystem) Solve() (*Affine, []int) {
	e := s.eliminate(false)
	if e.conflict < 0 {
		return e.space(), nil
	}
	// Run again remembering which equations each row sums, to name the conflict.
	e = s.eliminate(true)
	return nil, e.rows[e.conflict].from.ones()
}

// elimRow is one equation during elimination.
type elimRow struct {
	bits   bitvec
	odd    bool
	lo, hi int    // words outside [lo, hi) are zero
	from   bitvec // the input equations summed into this row (when tracking)
}

type elimination struct {
	n        int
	rows     []elimRow
	pivot    []int // pivot[c]: the row whose lowest variable is c, or -1
	free     []int // columns with no pivot, ascending
	conflict int   // a row reduced to 0 = 1, or -1
}

// eliminate brings the equations to echelon form: each pivot row has a
// distinct lowest variable. Rows are kept in buckets by their lowest
// variable, and XORs touch only the words a row can have set, so banded
// systems (grids numbered row by row) cost about n*band^2/64 word operations.
func (s *XorSystem) eliminate(track bool) *elimination {
	e := &elimination{n: s.n, pivot: make([]int, s.n), conflict: -1}
	buckets := make([][]int, s.n)
	for i, b := range s.rows {
		r := elimRow{bits: append(bitvec(nil), b...), odd: s.odd[i], hi: len(b)}
		if track {
			r.from = newBitvec(len(s.rows))
			r.from.flip(i)
		}
		e.rows = append(e.rows, r)
		if lead := e.lead(i, 0); lead >= 0 {
			buckets[lead] = append(buckets[lead], i)
		} else if r.odd && e.conflict < 0 {
			e.conflict = i
		}
	}
	for c := 0; c < s.n; c++ {
		e.pivot[c] = -1
		rs := buckets[c]
		buckets[c] = nil
		if len(rs) == 0 {
			e.free = append(e.free, c)
			continue
		}
		p := rs[0]
		for _, r := range rs[1:] {
			if e.rows[r].hi < e.rows[p].hi {
				p = r
			}
		}
		e.pivot[c] = p
		for _, r := range rs {
			if r == p {
				continue
			}
			e.xorRows(r, p)
			if lead := e.lead(r, c+1); lead >= 0 {
				buckets[lead] = append(buckets[lead], r)
			} else if e.rows[r].odd && e.conflict < 0 {
				e.conflict = r
			}
		}
	}
	return e
}

// lead returns the lowest variable >= from set in row r (-1 if none),
// shrinking the row's word range past leading zero words.
func (e *elimination) lead(r, from int) int {
	row := &e.rows[r]
	for w := max(row.lo, from/64); w < row.hi; w++ {
		if row.bits[w] != 0 {
			row.lo = w
			return w*64 + bits.TrailingZeros64(row.bits[w])
		}
	}
	row.lo = row.hi
	return -1
}

func (e *elimination) xorRows(dst, src int) {
	d, s := &e.rows[dst], &e.rows[src]
	for w := s.lo; w < s.hi; w++ {
		d.bits[w] ^= s.bits[w]
	}
	d.lo, d.hi = min(d.lo, s.lo), max(d.hi, s.hi)
	d.odd = d.odd != s.odd
	if d.from != nil {
		for w := range d.from {
			d.from[w] ^= s.from[w]
		}
	}
}

// backSubstitute fills x's pivot variables from its free ones (and the
// right-hand sides when withRHS), last pivot first. Only pivots below
// limit are computed: rows with a higher lowest variable do not see x's
// set bits when x has none above limit.
func (e *elimination) backSubstitute(x bitvec, withRHS bool, limit int) {
	for c := limit - 1; c >= 0; c-- {
		p := e.pivot[c]
		if p < 0 {
			continue
		}
		row := &e.rows[p]
		odd := withRHS && row.odd
		for w := row.lo; w < row.hi; w++ {
			odd = odd != (bits.OnesCount64(row.bits[w]&x[w])%2 == 1)
		}
		if odd {
			x.flip(c)
		}
	}
}

// space builds the affine solution space of a consistent system.
func (e *elimination) space() *Affine {
	a := &Affine{n: e.n, free: e.free, point: newBitvec(e.n)}
	e.backSubstitute(a.point, true, e.n)
	for _, f := range e.free {
		v := newBitvec(e.n)
		v.flip(f)
		e.backSubstitute(v, false, f)
		a.basis = append(a.basis, v)
	}
	return a
}

// Affine is the solution space of a consistent XorSystem: Point plus any
// sum of basis vectors. There is one basis vector per free variable; it is
// 1 on its own free variable and 0 on the others, and Point is 0 on all of
// them, so choosing the free variables' values picks exactly one solution.
type Affine struct {
	n     int
	point bitvec
	basis []bitvec
	free  []int
}

// NumVars returns the number of variables.
func (a *Affine) NumVars() int { return a.n }

// Dim returns the number of free variables: the space has 2^Dim points.
func (a *Affine) Dim() int { return len(a.basis) }

// Free returns the free variables, ascending.
func (a *Affine) Free() []int { return append([]int(nil), a.free...) }

// Count returns the exact number of solutions, 2^Dim.
func (a *Affine) Count() PowerOfTwo { return PowerOfTwo{Exp: len(a.basis)} }

// PowerOfTwo is the exact number 2^Exp (Exp >= 0), such as a count of
// solutions; it prints in decimal, however large.
type PowerOfTwo struct{ Exp int }

// Int64 returns the number when it fits an int64; like big.Int's Int64,
// it returns the low 64 bits (as an int64) otherwise.
func (p PowerOfTwo) Int64() int64 {
	if p.Exp >= 64 {
		return 0
	}
	return int64(uint64(1) << p.Exp)
}

// String returns the number in decimal.
func (p PowerOfTwo) String() string {
	if p.Exp < 64 {
		return strconv.FormatUint(uint64(1)<<p.Exp, 10)
	}
	// Doubling in base 10^9 limbs, least significant first, up to 29
	// doublings at a time: a limb times 2^29 plus a carry fits a uint64.
	const base = 1e9
	limbs := []uint64{1}
	for k := p.Exp; k > 0; {
		shift := min(k, 29)
		k -= shift
		var carry uint64
		for i, l := range limbs {
			v := l<<shift + carry
			limbs[i], carry = v%base, v/base
		}
		if carry > 0 {
			limbs = append(limbs, carry)
		}
	}
	b := strconv.AppendUint(nil, limbs[len(limbs)-1], 10)
	for i := len(limbs) - 2; i >= 0; i-- {
		d := strconv.FormatUint(limbs[i]+base, 10) // 1 and nine digits
		b = append(b, d[1:]...)
	}
	return string(b)
}

// Point returns one solution: every free variable false.
func (a *Affine) Point() []bool { return a.point.bools(a.n) }

// Fixed reports whether variable v has the same value in every solution.
func (a *Affine) Fixed(v int) bool {
	for _, b := range a.basis {
		if b.get(v) {
			return false
		}
	}
	return true
}

// Contains reports whether x (one value per variable) is a solution.
func (a *Affine) Contains(x []bool) bool {
	if len(x) != a.n {
		return false
	}
	// Pick the point with x's free values, then compare.
	y := append(bitvec(nil), a.point...)
	for i, f := range a.free {
		if x[f] {
			y.xor(a.basis[i])
		}
	}
	for v := 0; v < a.n; v++ {
		if y.get(v) != x[v] {
			return false
		}
	}
	return true
}

// Each calls fn on every solution in Gray-code order until fn returns
// false (spaces of dimension 63 or more are cut short). The slice passed to
// fn is reused: copy it to keep it.
func (a *Affine) Each(fn func(x []bool) bool) {
	x := append(bitvec(nil), a.point...)
	out := make([]bool, a.n)
	for step := uint64(0); step < 1<<min(len(a.basis), 63); step++ {
		if step > 0 {
			x.xor(a.basis[bits.TrailingZeros64(step)])
		}
		for v := range out {
			out[v] = x.get(v)
		}
		if !fn(out) {
			return
		}
	}
}

// MinWeight returns a solution with the fewest true variables and its
// weight. proven is true when the search was exhaustive, so that no
// solution has fewer; budget caps the work (in simple operations, about a
// nanosecond each natively) and when it is too small MinWeight returns the
// best solution a greedy descent finds, unproven.
//
// The basis splits into groups whose vectors share no variable (the weight
// is a sum over groups). A group of g vectors is searched exhaustively by a
// Walsh-Hadamard transform, g*2^g operations whatever the number of
// variables, or, when g is too large for its table, by enumerating its 2^g
// combinations in Gray-code order.
func (a *Affine) MinWeight(budget int64) (x []bool, weight int, proven bool) {
	cur := append(bitvec(nil), a.point...)
	proven = true
	for _, g := range a.groups() {
		switch cost := a.searchCost(g); {
		case len(g) <= maxTransform && cost <= budget:
			budget -= cost
			a.transformGroup(cur, g)
		case cost <= budget:
			budget -= cost
			a.searchGroup(cur, g)
		default:
			a.descend(cur, g)
			proven = false
		}
	}
	return cur.bools(a.n), cur.count(), proven
}

// maxTransform is the largest group searched by the transform (its table
// has 2^maxTransform entries of 4 bytes).
const maxTransform = 22

// searchCost estimates the operations of an exhaustive search of group g.
func (a *Affine) searchCost(g []int) int64 {
	if len(g) > 40 {
		return math.MaxInt64
	}
	if len(g) <= maxTransform {
		return int64(len(g)+1) << len(g)
	}
	var cost int64
	for j, i := range g {
		// Vector j of the Gray code flips 2^(len-1-j) times.
		cost += int64(a.basis[i].span()+1) << (len(g) - 1 - j)
	}
	return cost
}

// transformGroup sets cur's variables in group g to the fewest-ones choice.
// With B_v the bits of variable v over the group's vectors and t a choice
// of vectors, v's value is cur_v xor <B_v, t>, so the number of ones over
// the group's variables is (size - S(t)) / 2 where
// S(t) = sum_v (-1)^(cur_v + <B_v, t>), the Walsh-Hadamard transform at t of
// f(u) = sum over variables v with B_v = u of (-1)^cur_v.
func (a *Affine) transformGroup(cur bitvec, g []int) {
	pattern := map[int]uint32{}
	for j, i := range g {
		for _, v := range a.basis[i].ones() {
			pattern[v] |= 1 << j
		}
	}
	f := make([]int32, 1<<len(g))
	for v, u := range pattern {
		if cur.get(v) {
			f[u]--
		} else {
			f[u]++
		}
	}
	walshHadamard(f)
	best := 0
	for t, s := range f {
		if s > f[best] {
			best = t
		}
	}
	for j, i := range g {
		if best>>j&1 == 1 {
			cur.xor(a.basis[i])
		}
	}
}

// walshHadamard transforms f in place (len(f) a power of two), two
// butterfly levels per pass over the table. Each pass works in blocks of at
// least 4096 entries, one call per block, so that WebAssembly engines, which
// switch a function to optimised code only between calls, do so early.
func walshHadamard(f []int32) {
	h := 1
	for ; 4*h <= len(f); h *= 4 {
		block := max(4*h, 1<<12)
		for i := 0; i < len(f); i += block {
			butterflies4(f[i:min(i+block, len(f))], h)
		}
	}
	if 2*h == len(f) {
		lo, hi := f[:h], f[h:]
		for j, x := range lo {
			y := hi[j]
			lo[j], hi[j] = x+y, x-y
		}
	}
}

// butterflies4 does butterfly levels h and 2h over f (len(f) a multiple of 4h).
func butterflies4(f []int32, h int) {
	for i := 0; i < len(f); i += 4 * h {
		q0, q1, q2, q3 := f[i:i+h], f[i+h:i+2*h], f[i+2*h:i+3*h], f[i+3*h:i+4*h]
		for j, a := range q0 {
			b, c, d := q1[j], q2[j], q3[j]
			s, t, u, v := a+b, a-b, c+d, c-d
			q0[j], q1[j], q2[j], q3[j] = s+u, t+v, s-u, t-v
		}
	}
}

// groups partitions the basis indices into classes of vectors linked by
// shared variables.
func (a *Affine) groups() [][]int {
	parent := make([]int, len(a.basis))
	for i := range parent {
		parent[i] = i
	}
	find := func(i int) int {
		for parent[i] != i {
			parent[i] = parent[parent[i]]
			i = parent[i]
		}
		return i
	}
	owner := make([]int, a.n) // a basis vector using each variable, plus one
	for i, b := range a.basis {
		for _, v := range b.ones() {
			if o := owner[v] - 1; o >= 0 {
				parent[find(i)] = find(o)
			} else {
				owner[v] = i + 1
			}
		}
	}
	byRoot := map[int][]int{}
	var roots []int
	for i := range a.basis {
		r := find(i)
		if byRoot[r] == nil {
			roots = append(roots, r)
		}
		byRoot[r] = append(byRoot[r], i)
	}
	out := make([][]int, len(roots))
	for i, r := range roots {
		g := byRoot[r]
		sort.SliceStable(g, func(x, y int) bool { return a.basis[g[x]].span() < a.basis[g[y]].span() })
		out[i] = g
	}
	return out
}

// searchGroup sets cur's variables in group g to the fewest-ones choice.
func (a *Affine) searchGroup(cur bitvec, g []int) {
	vs := a.sparse(g)
	weight, best := cur.count(), cur.count()
	var t, bestT uint64
	for step := uint64(1); step < 1<<len(g); step++ {
		j := bits.TrailingZeros64(step)
		weight += vs[j].xorInto(cur)
		t ^= 1 << j
		if weight < best {
			best, bestT = weight, t
		}
	}
	for j := range g {
		if (t^bestT)>>j&1 == 1 {
			vs[j].xorInto(cur)
		}
	}
}

// descend adds group g's basis vectors to cur while that lowers the weight.
func (a *Affine) descend(cur bitvec, g []int) {
	vs := a.sparse(g)
	for improved := true; improved; {
		improved = false
		for _, v := range vs {
			if v.xorInto(cur) < 0 {
				improved = true
			} else {
				v.xorInto(cur) // undo
			}
		}
	}
}

// sparseVec holds a bitvec's non-zero words.
type sparseVec struct {
	idx []int
	val []uint64
}

func (a *Affine) sparse(g []int) []sparseVec {
	out := make([]sparseVec, len(g))
	for j, i := range g {
		for w, v := range a.basis[i] {
			if v != 0 {
				out[j].idx = append(out[j].idx, w)
				out[j].val = append(out[j].val, v)
			}
		}
	}
	return out
}

// xorInto XORs s into b and returns the change in b's number of ones.
func (s sparseVec) xorInto(b bitvec) int {
	d := 0
	for k, w := range s.idx {
		old := b[w]
		b[w] = old ^ s.val[k]
		d += bits.OnesCount64(b[w]) - bits.OnesCount64(old)
	}
	return d
}

// Affine adds constraints to m stating that x (one literal per variable of
// a) is a solution of a, in solved form: each pivot variable equals its
// Point value XOR the free variables it depends on. Unit propagation alone
// completes any choice of the free variables into its solution, so the
// solver needs no search beyond those choices.
func (m *Model) Affine(a *Affine, x []Lit) {
	if len(x) != a.n {
		panic(fmt.Sprintf("sat: Affine over %d variables given %d literals", a.n, len(x)))
	}
	m.check(x)
	deps := make([][]Lit, a.n)
	for i, b := range a.basis {
		for _, v := range b.ones() {
			if v != a.free[i] {
				deps[v] = append(deps[v], x[a.free[i]])
			}
		}
	}
	isFree := make([]bool, a.n)
	for _, f := range a.free {
		isFree[f] = true
	}
	for v := 0; v < a.n; v++ {
		if !isFree[v] {
			m.Xor(a.point.get(v), append([]Lit{x[v]}, deps[v]...)...)
		}
	}
}

// bitvec is a set of small non-negative integers, 64 to a word.
type bitvec []uint64

func newBitvec(n int) bitvec { return make(bitvec, (n+63)/64) }

func (b bitvec) get(i int) bool { return b[i/64]>>(i%64)&1 == 1 }

func (b bitvec) flip(i int) { b[i/64] ^= 1 << (i % 64) }

func (b bitvec) xor(o bitvec) {
	for w, v := range o {
		b[w] ^= v
	}
}

func (b bitvec) count() int {
	n := 0
	for _, v := range b {
		n += bits.OnesCount64(v)
	}
	return n
}

// span returns the number of non-zero words.
func (b bitvec) span() int {
	n := 0
	for _, v := range b {
		if v != 0 {
			n++
		}
	}
	return n
}

func (b bitvec) ones() []int {
	var out []int
	for w, v := range b {
		for v != 0 {
			out = append(out, w*64+bits.TrailingZeros64(v))
			v &= v - 1
		}
	}
	return out
}

func (b bitvec) bools(n int) []bool {
	out := make([]bool, n)
	for i := range out {
		out[i] = b.get(i)
	}
	return out
}
