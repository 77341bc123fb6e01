package magichex

import "testing"

// TestEdgeIdentities checks the identities of side 3 on the 12
// arrangements of Hex38 and their naming on the seed's picture (b = j + n + o).
func TestEdgeIdentities(t *testing.T) {
	ids := geometry(3).edgeIdentities()
	edges := map[int]bool{}
	for _, id := range ids {
		edges[id.edge] = true
	}
	if len(ids) != 6 || len(edges) != 6 {
		t.Fatalf("%d identities over %d edge cells, want 6 and 6", len(ids), len(edges))
	}
	// Cells a..s are 0..18: b = 1, j = 9, n = 13, o = 14.
	want := edgeIdentity{edge: 1, centre: 9, pair: [2]int{13, 14}}
	found := false
	for _, id := range ids {
		found = found || id == want
	}
	if !found {
		t.Errorf("b = j + n + o is not among %v", ids)
	}
	p := hex38(t)
	for _, a := range solveAll(t, p).Answers {
		v := a.(*Answer).cells()
		for _, id := range ids {
			if v[id.edge] != v[id.centre]+v[id.pair[0]]+v[id.pair[1]] {
				t.Errorf("%v breaks %+v", v, id)
			}
		}
	}
}

// TestRepeatsAgainstBruteForce compares counts on side 3 with repeated
// values, where the identities hold too (they follow from the lines alone).
func TestRepeatsAgainstBruteForce(t *testing.T) {
	for _, text := range []string{
		"#magichex side=3 sum=2 values=0..2 distinct=no",
		"#magichex side=3 sum=3 values=-1..2 distinct=no",
	} {
		p := mustParse(t, text)
		want := bruteCount(p)
		if got := len(solveAll(t, p).Answers); got != want {
			t.Errorf("%s: %d solutions, brute force %d", text, got, want)
		}
	}
}
