package sat

import (
	"fmt"
	"math/rand"
	"testing"
)

// xorSpec is a random parity system kept in plain form for brute force.
type xorSpec struct {
	n   int
	eqs [][]int
	odd []bool
}

func (x xorSpec) holds(mask int, eq int) bool {
	ones := 0
	for _, v := range x.eqs[eq] {
		ones += mask >> v & 1
	}
	return ones%2 == 1 == x.odd[eq]
}

func (x xorSpec) solutions() map[int]bool {
	out := map[int]bool{}
	for mask := 0; mask < 1<<x.n; mask++ {
		ok := true
		for eq := range x.eqs {
			ok = ok && x.holds(mask, eq)
		}
		if ok {
			out[mask] = true
		}
	}
	return out
}

func randomXor(r *rand.Rand) xorSpec {
	x := xorSpec{n: 1 + r.Intn(10)}
	for i := r.Intn(13); i > 0; i-- {
		var vars []int
		for j := r.Intn(5); j >= 0; j-- {
			vars = append(vars, r.Intn(x.n)) // repeats cancel
		}
		x.eqs = append(x.eqs, vars)
		x.odd = append(x.odd, r.Intn(2) == 0)
	}
	return x
}

func popcount(m int) int {
	n := 0
	for ; m != 0; m &= m - 1 {
		n++
	}
	return n
}

func TestXorSystemAgainstBruteForce(t *testing.T) {
	r := rand.New(rand.NewSource(5))
	var solvable, conflicts int
	for f := 0; f < 1500; f++ {
		x := randomXor(r)
		s := NewXorSystem(x.n)
		for i, eq := range x.eqs {
			s.Add(x.odd[i], eq...)
		}
		want := x.solutions()
		desc := fmt.Sprintf("system %d: %+v", f, x)
		space, conflict := s.Solve()
		if len(want) == 0 {
			conflicts++
			checkConflict(t, desc, x, space, conflict)
			continue
		}
		solvable++
		if space == nil {
			t.Fatalf("%s: no space, conflict %v, but %d solutions", desc, conflict, len(want))
		}
		checkSpace(t, desc, x, space, want)
	}
	if solvable < 400 || conflicts < 200 {
		t.Fatalf("unbalanced systems: %d solvable, %d contradictory", solvable, conflicts)
	}
}

func checkConflict(t *testing.T, desc string, x xorSpec, space *Affine, conflict []int) {
	t.Helper()
	if space != nil || len(conflict) == 0 {
		t.Fatalf("%s: unsolvable, got space %v, conflict %v", desc, space != nil, conflict)
	}
	sum := make([]int, x.n)
	odd := false
	for _, eq := range conflict {
		for _, v := range x.eqs[eq] {
			sum[v]++
		}
		odd = odd != x.odd[eq]
	}
	for v, c := range sum {
		if c%2 != 0 {
			t.Fatalf("%s: conflict %v leaves variable %d", desc, conflict, v)
		}
	}
	if !odd {
		t.Fatalf("%s: conflict %v sums to 0 = 0", desc, conflict)
	}
	for i := range conflict {
		rest := xorSpec{n: x.n}
		for j, e := range conflict {
			if j != i {
				rest.eqs, rest.odd = append(rest.eqs, x.eqs[e]), append(rest.odd, x.odd[e])
			}
		}
		if len(rest.solutions()) == 0 {
			t.Fatalf("%s: conflict %v is not minimal: it holds without %d", desc, conflict, conflict[i])
		}
	}
}

func checkSpace(t *testing.T, desc string, x xorSpec, space *Affine, want map[int]bool) {
	t.Helper()
	if got := space.Count().Int64(); got != int64(len(want)) || 1<<space.Dim() != len(want) {
		t.Fatalf("%s: Count %d, Dim %d, brute force %d", desc, got, space.Dim(), len(want))
	}
	seen := map[int]bool{}
	space.Each(func(b []bool) bool {
		m := assignment(b)
		if !want[m] || seen[m] {
			t.Fatalf("%s: Each gave %b (a solution: %v, repeated: %v)", desc, m, want[m], seen[m])
		}
		seen[m] = true
		return true
	})
	if len(seen) != len(want) {
		t.Fatalf("%s: Each gave %d of %d solutions", desc, len(seen), len(want))
	}
	best := x.n + 1
	for mask := 0; mask < 1<<x.n; mask++ {
		b := make([]bool, x.n)
		for v := range b {
			b[v] = mask>>v&1 == 1
		}
		if space.Contains(b) != want[mask] {
			t.Fatalf("%s: Contains(%b) = %v", desc, mask, !want[mask])
		}
		if want[mask] {
			best = min(best, popcount(mask))
		}
	}
	for v := 0; v < x.n; v++ {
		fixed := true
		for m := range want {
			fixed = fixed && (m>>v&1 == assignment(space.Point())>>v&1)
		}
		if space.Fixed(v) != fixed {
			t.Fatalf("%s: Fixed(%d) = %v", desc, v, !fixed)
		}
	}
	b, w, proven := space.MinWeight(1 << 30)
	if !proven || w != best || popcount(assignment(b)) != w || !want[assignment(b)] {
		t.Fatalf("%s: MinWeight = %b, %d, proven %v; brute force %d", desc, assignment(b), w, proven, best)
	}
	viaTransform := append(bitvec(nil), space.point...)
	viaGray := append(bitvec(nil), space.point...)
	for _, g := range space.groups() {
		space.transformGroup(viaTransform, g)
		space.searchGroup(viaGray, g)
	}
	if viaTransform.count() != best || viaGray.count() != best {
		t.Fatalf("%s: transform finds %d ones, Gray code %d, brute force %d", desc, viaTransform.count(), viaGray.count(), best)
	}
	b, w, _ = space.MinWeight(0)
	if !want[assignment(b)] || w < best || popcount(assignment(b)) != w {
		t.Fatalf("%s: MinWeight without budget = %b, %d", desc, assignment(b), w)
	}
	m := NewModel()
	lits := m.NewVars("x", x.n)
	m.Affine(space, lits)
	if n, complete := m.Count(lits, 1<<x.n+1); n != len(want) || !complete {
		t.Fatalf("%s: Model.Affine has %d models, want %d", desc, n, len(want))
	}
}

// lightsOut returns the n x n Lights Out system: pressing a cell toggles it
// and its orthogonal neighbours; every light must change.
func lightsOut(n int) *XorSystem {
	s := NewXorSystem(n * n)
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			vars := []int{r*n + c}
			for _, d := range [][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
				if rr, cc := r+d[0], c+d[1]; rr >= 0 && rr < n && cc >= 0 && cc < n {
					vars = append(vars, rr*n+cc)
				}
			}
			s.Add(true, vars...)
		}
	}
	return s
}

func TestLightsOutNullity(t *testing.T) {
	// The dimension of the n x n Lights Out kernel (OEIS A075462).
	want := []int{0, 0, 0, 4, 2, 0, 0, 0, 8, 0, 6, 0, 0, 4, 0, 8, 2, 0, 16, 0, 0, 0, 14, 4, 0, 0, 0, 0, 10, 20}
	for n := 1; n <= len(want); n++ {
		space, conflict := lightsOut(n).Solve()
		if space == nil {
			t.Fatalf("%dx%d: all-on is unsolvable (conflict %v)", n, n, conflict)
		}
		if space.Dim() != want[n-1] {
			t.Errorf("%dx%d: dimension %d, want %d", n, n, space.Dim(), want[n-1])
		}
	}
	// 5x5 from all on: 4 solutions, the fewest presses is 15.
	space, _ := lightsOut(5).Solve()
	if _, w, proven := space.MinWeight(1 << 20); w != 15 || !proven {
		t.Errorf("5x5 fewest presses %d (proven %v), want 15", w, proven)
	}
}

func TestXorSystemGroups(t *testing.T) {
	// Two independent blocks: the minimum is the sum of their minima.
	s := NewXorSystem(6)
	s.Add(true, 0, 1, 2) // block one: x0+x1+x2 = 1, min weight 1, 4 solutions
	s.Add(false, 3, 4)   // block two: x3 = x4, x5 free: min weight 0
	space, _ := s.Solve()
	if space.Dim() != 4 || len(space.groups()) != 3 {
		t.Fatalf("dimension %d, groups %v", space.Dim(), space.groups())
	}
	if x, w, proven := space.MinWeight(100); w != 1 || !proven || !space.Contains(x) {
		t.Fatalf("MinWeight = %v, %d, %v", x, w, proven)
	}
}

func ExampleXorSystem() {
	// Three lamps in a row; each switch toggles its lamp and the lamps
	// beside it. All three lamps must change.
	s := NewXorSystem(3)
	s.Add(true, 0, 1)    // lamp 0: switches 0 and 1
	s.Add(true, 0, 1, 2) // lamp 1: switches 0, 1 and 2
	s.Add(true, 1, 2)    // lamp 2: switches 1 and 2
	space, _ := s.Solve()
	x, presses, proven := space.MinWeight(1000)
	fmt.Println(space.Count(), x, presses, proven)
	// Output: 1 [false true false] 1 true
}

func TestWalshHadamard(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	for k := 0; k <= 7; k++ {
		f := make([]int32, 1<<k)
		for i := range f {
			f[i] = int32(r.Intn(9) - 4)
		}
		want := make([]int32, len(f))
		for x := range want {
			for u, v := range f {
				if popcount(u&x)%2 == 1 {
					want[x] -= v
				} else {
					want[x] += v
				}
			}
		}
		walshHadamard(f)
		for x := range f {
			if f[x] != want[x] {
				t.Fatalf("k=%d: S(%d) = %d, want %d", k, x, f[x], want[x])
			}
		}
	}
}
