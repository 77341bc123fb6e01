package hashi

import (
	"math/rand"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestCheckRejects breaks every rule once on the 3x3 puzzle
//
//	2.3
//	...
//	1.2
//
// whose solution is 2=3, 3-2 down the right and 1-2 along the bottom.
func TestCheckRejects(t *testing.T) {
	p := kit.Parse(t, "2.3\n...\n1.2\n")
	br := func(r1, c1, r2, c2, n int) Bridge { return Bridge{From: [2]int{r1, c1}, To: [2]int{r2, c2}, Count: n} }
	puzzlestest.Accepts(t, p, &Answer{Bridges: []Bridge{br(0, 0, 0, 2, 2), br(0, 2, 2, 2, 1), br(2, 0, 2, 2, 1)}})
	puzzlestest.Rejects(t, p, map[string]puzzles.Answer{
		"does not join two islands":  &Answer{Bridges: []Bridge{br(0, 0, 2, 2, 1)}},
		"3 bridges, expected 1 to 2": &Answer{Bridges: []Bridge{br(0, 0, 0, 2, 3)}},
		"is given twice":             &Answer{Bridges: []Bridge{br(0, 0, 0, 2, 1), br(0, 2, 0, 0, 1)}},
		"the 2 at 0,0 has 1 bridge":  &Answer{Bridges: []Bridge{br(0, 0, 0, 2, 1), br(0, 2, 2, 2, 2), br(2, 0, 2, 2, 1)}},
		"the 1 at 2,0 has 0 bridges": &Answer{Bridges: []Bridge{br(0, 0, 0, 2, 2), br(0, 2, 2, 2, 1)}},
	})
	for text, c := range map[string]struct {
		want    string
		bridges []Bridge
	}{
		".1.\n1.1\n.1.\n":                  {"bridges cross near 1,1", []Bridge{br(1, 0, 1, 2, 1), br(0, 1, 2, 1, 1)}},
		"1.1\n...\n1.1\n":                  {"2 separate groups", []Bridge{br(0, 0, 0, 2, 1), br(2, 0, 2, 2, 1)}},
		"#hashi loops=no\n2.2\n...\n2.2\n": {"loops are not allowed", []Bridge{br(0, 0, 0, 2, 1), br(0, 0, 2, 0, 1), br(0, 2, 2, 2, 1), br(2, 0, 2, 2, 1)}},
		"2.?\n...\n?..\n":                  {"the island at 2,0 has no bridge", []Bridge{br(0, 0, 0, 2, 2)}},
		"11.\n...\n1..\n":                  {"does not join two islands", []Bridge{br(0, 0, 0, 1, 1), br(0, 1, 2, 0, 1)}},
		"21\n1.\n":                         {"the 2 at 0,0 has 3 bridges", []Bridge{br(0, 0, 0, 1, 1), br(0, 0, 1, 0, 2)}},
	} {
		puzzlestest.Rejects(t, kit.Parse(t, text), map[string]puzzles.Answer{c.want: &Answer{Bridges: c.bridges}})
	}
}

// TestBruteForce compares the solver's count with a brute-force count
// (every assignment of 0..Max bridges to the pairs, kept if Check passes)
// on small random boards, with and without loops.
func TestBruteForce(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	var ps []*Puzzle
	for len(ps) < 60 {
		if p := randomBoard(rng, 3+rng.Intn(2), 3+rng.Intn(3)); len(p.board().pairs) > 0 && len(p.board().pairs) <= 8 {
			ps = append(ps, p)
		}
	}
	puzzlestest.CountsMatch(t, ps, func(p *Puzzle) int { return brute(p, p.board()) }, 3)
}

// randomBoard scatters islands, some side by side, with random numbers
// (some unknown) and random rules.
func randomBoard(rng *rand.Rand, rows, cols int) *Puzzle {
	p, _ := New(rows, cols)
	p.Max, p.Loops = 1+rng.Intn(2), rng.Intn(2) == 0
	for _, pos := range p.Size().Cells() {
		if rng.Intn(3) > 0 {
			continue
		}
		p.Cells[pos.R][pos.C] = 1 + rng.Intn(3)
		if rng.Intn(6) == 0 {
			p.Cells[pos.R][pos.C] = Unknown
		}
	}
	return p
}

func brute(p *Puzzle, b *board) int {
	counts := make([]int, len(b.pairs))
	n := 0
	var rec func(k int)
	rec = func(k int) {
		if k == len(counts) {
			a := &Answer{}
			for i, c := range counts {
				if c > 0 {
					from, to := b.islands[b.pairs[i][0]], b.islands[b.pairs[i][1]]
					a.Bridges = append(a.Bridges, Bridge{From: [2]int{from.R, from.C}, To: [2]int{to.R, to.C}, Count: c})
				}
			}
			if p.Check(a) == nil {
				n++
			}
			return
		}
		for c := 0; c <= p.Max; c++ {
			counts[k] = c
			rec(k + 1)
		}
	}
	rec(0)
	return n
}

func TestImpossible(t *testing.T) {
	puzzlestest.Unsolvable(t, Type, map[string]string{
		"5.1\n...\n1..\n":    "the island at row 1, column 1 can have at most 4 bridges",
		"1.1\n...\n1.1\n":    "",
		"1...\n....\n..1.\n": "",
	})
}

func TestGenerate(t *testing.T) {
	opts := []puzzles.GenerateOptions{{Rows: 7, Cols: 7, Seed: 3}, {Rows: 7, Cols: 7, Seed: 3, Variant: "noloops"}}
	for i, inst := range puzzlestest.Generates(t, Type, opts...) {
		if inst.(*Puzzle).Loops != (i == 0) {
			t.Errorf("generated (no loops %v):\n%s", i == 1, inst)
		}
	}
	puzzlestest.GenerateErrors(t, Type, map[puzzles.GenerateOptions]string{{Rows: 2, Cols: 5}: "size 5x2: a generated puzzle is at least 3x3"})
}

// TestDiff runs the conformance checks on puzzles with several solutions,
// so that Diff is compared with the drawings.
func TestDiff(t *testing.T) {
	for _, text := range []string{"?.?\n...\n?.?\n", "#hashi max=3\n?.?.2\n.....\n?...?\n"} {
		p := kit.Parse(t, text)
		if res, _ := puzzles.Solve(p, 2); len(res.Answers) != 2 {
			t.Fatalf("%s: %s, want several solutions", text, res.Summary())
		}
		puzzlestest.Example(t, Type, p)
	}
}

// enter types want on a blank puzzle with pad keys alone (see
// TestEnterByPad).
func enter(ty *puzzlestest.Typist, want puzzles.Instance) {
	p := want.(*Puzzle)
	ty.New(p.Size().Rows, p.Size().Cols)
	for ty.Inst.(*Puzzle).Max != p.Max {
		ty.Press(puzzles.Target{}, ty.Key("Max bridges"))
	}
	if !p.Loops {
		ty.Press(puzzles.Target{}, ty.Key("Loops"))
	}
	ty.Cells(p.Size(), func(pos grid.Pos) []string {
		if v := p.At(pos); v != Water {
			return []string{ty.Key(cellLabel(v))}
		}
		return nil
	})
}

// cellLabel is the label of the pad key for an island of v bridges.
func cellLabel(v int) string {
	if v == Unknown {
		return "?"
	}
	return strconv.Itoa(v)
}

func TestEdit(t *testing.T) {
	p := kit.Parse(t, "2.3\n...\n1.2\n")
	at := func(r, c int) puzzles.Target { return puzzles.Target{R: r, C: c} }
	puzzlestest.EditCases(t, p, []puzzlestest.EditCase{
		{Name: "delete", At: at(0, 0), Keys: []string{"Delete"}, Want: "..3\n...\n1.2"},
		{Name: "unknown", At: at(0, 0), Keys: []string{"?"}, Want: "?.3\n...\n1.2"},
		{Name: "number", At: at(0, 0), Keys: []string{"8"}, Want: "8.3\n...\n1.2"},
		{Name: "click", At: at(1, 1), Keys: []string{"Click"}},
		{Name: "not a key", At: at(1, 1), Keys: []string{"x"}},
		{Name: "max", At: at(0, 0), Keys: []string{"max"}, Want: "#hashi max=3 loops=yes\n2.3\n...\n1.2"},
		{Name: "too many bridges", At: at(0, 0), Keys: []string{"9"}, Want: "an island has 1 to 8 bridges"},
		{Name: "islands side by side", At: at(0, 1), Keys: []string{"1"}, Want: "213\n...\n1.2"},
	}...)
	q, _ := p.Edit(at(0, 0), "m")
	if q.(*Puzzle).Max != 3 || p.Max != 2 {
		t.Errorf("m: max %d (receiver %d)", q.(*Puzzle).Max, p.Max)
	}
	q, _ = p.Edit(at(0, 0), "l")
	if q.(*Puzzle).Loops || !p.Loops {
		t.Error("l did not toggle the loop rule on a copy")
	}
	big := kit.Parse(t, "#hashi max=4\nG.1\n...\n1.1\n")
	puzzlestest.Refuses(t, big, at(0, 0), map[string]string{"max": "island 16 at row 1, column 1: an island has 1 to 4"}) // max 4 -> 1 under a 16
}

// TestLocate: what Locate says of the marks of testdata/locate.txt.
func TestLocate(t *testing.T) { puzzlestest.LocatesFile(t, Type, "testdata/locate.txt") }

// written are the game ID, when no number is unknown, and the URL, when the
// rules are puzz.link's (at most 2 bridges, loops allowed).
func written(inst puzzles.Instance) []string {
	p := inst.(*Puzzle)
	var out []string
	if id, ok := p.GameID(); ok {
		out = append(out, id)
	}
	if u, _ := p.URL(); p.Max == 2 && p.Loops {
		out = append(out, u)
	}
	return out
}

// TestSideBySide: islands side by side are joined directly (issue 23: a
// puzz.link puzzle whose answer has such a bridge). Its bridge crosses no
// water, so no other bridge; the picture lists it after the grid, and Diff
// names both islands.
func TestSideBySide(t *testing.T) {
	br := func(r1, c1, r2, c2, n int) Bridge { return Bridge{From: [2]int{r1, c1}, To: [2]int{r2, c2}, Count: n} }
	p := kit.Parse(t, "https://puzz.link/p?hashikake/6/6/3g1g2.g.g2h.g2g.h.g4g3h4g.g2g.h2")
	a := puzzlestest.Unique(t, p).(*Answer)
	if !slices.Contains(a.Bridges, br(0, 4, 0, 5, 1)) || !slices.Contains(a.Bridges, br(4, 2, 5, 2, 2)) {
		t.Errorf("answer %v: want the bridges 0,4-0,5×1 and 4,2-5,2×2", a.Bridges)
	}
	if !strings.HasSuffix(a.Text(), "\nside by side: 0,4-0,5×1 4,2-5,2×2\n") {
		t.Errorf("Text:\n%s", a.Text())
	}

	// Three islands in an L, each joined to the next side by side.
	q := kit.Parse(t, "12\n.1\n")
	ok := &Answer{Bridges: []Bridge{br(0, 0, 0, 1, 1), br(0, 1, 1, 1, 1)}}
	puzzlestest.Accepts(t, q, ok)
	if res, err := puzzles.Solve(q, 3); err != nil || len(res.Answers) != 1 || q.Check(res.Answers[0]) != nil {
		t.Errorf("Solve: %v, %v; want one solution", res.Summary(), err)
	}
	x0, y0 := draw.Centre(0, 0)
	x1, y1 := draw.Centre(0, 1)
	if !slices.ContainsFunc(q.Draw(ok).Items, func(it draw.Item) bool {
		return it.Kind == draw.Line && slices.Equal(it.Points, []float64{x0, y0, x1, y1})
	}) {
		t.Error("Draw: no line from the centre of row 0, column 0 to that of column 1")
	}
	one := &Answer{Bridges: []Bridge{br(0, 0, 0, 1, 1)}}
	two := &Answer{Bridges: []Bridge{br(0, 0, 0, 1, 2)}}
	p2 := kit.Parse(t, "#hashi max=2\n?2\n")
	if got, want := p2.Diff(one, two), []puzzles.Target{{R: 0, C: 0}, {R: 0, C: 1}}; !slices.Equal(got, want) {
		t.Errorf("Diff = %v, want %v", got, want)
	}
}
