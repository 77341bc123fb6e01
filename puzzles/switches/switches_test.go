package switches

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"math/rand"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/golden"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

func first(t testing.TB, res *puzzles.Result) *Answer {
	t.Helper()
	if len(res.Answers) == 0 {
		t.Fatalf("no solution (%s)", res.Reason)
	}
	return res.Answers[0].(*Answer)
}

func TestSeed(t *testing.T) {
	var out strings.Builder
	for _, file := range []string{"seed_3x4.txt", "seed_picture.txt"} {
		p := mustParse(t, golden.Read(t, filepath.Join("testdata", file)))
		a := puzzlestest.Unique(t, p).(*Answer)
		if got := strings.Join(a.Flip, " "); got != "a b e f g i j k" {
			t.Errorf("%s: press %s, the seed says a b e f g i j k", file, got)
		}
		js, _ := json.Marshal(a)
		fmt.Fprintf(&out, "== %s\n%s%s%s\n", file, p, a.Text(), js)
	}
	golden.Check(t, "seed", out.String())
}

func TestSeedWithoutNamesLine(t *testing.T) {
	// The names line is optional: names are numbered as they first appear.
	p := mustParse(t, "b c\na b\na c\nb d\n")
	if got := strings.Join(p.Names, " "); got != "b c a d" {
		t.Fatalf("names %s", got)
	}
	if got := p.namesWhere(func(i int) bool { return !p.Lit[i] }); strings.Join(got, " ") != "b c" {
		t.Errorf("unlit bulbs %v, want b c", got)
	}
}

func TestSeedFormsAgree(t *testing.T) {
	text := mustParse(t, golden.Read(t, "testdata/seed_3x4.txt"))
	pic := mustParse(t, golden.Read(t, "testdata/seed_picture.txt"))
	// The picture knows the grid; the text does not, but draws on the same one.
	if text.Cols != 0 || pic.Cols != 4 {
		t.Fatalf("Cols: text %d, picture %d", text.Cols, pic.Cols)
	}
	text.Cols = 4
	if !text.Equal(pic) {
		t.Errorf("the seed's text and picture differ:\n%s\n%s", text, pic)
	}
	if l := mustParse(t, golden.Read(t, "testdata/seed_3x4.txt")).layout(); l.cols != 4 {
		t.Errorf("the seed's text is laid out %d wide, want its 4-wide grid", l.cols)
	}
}

func TestParseFormats(t *testing.T) {
	// One puzzle, several ways: a 2x2 grid, bulbs a and d lit, goal all
	// on, joined a-b, a-c, b-d (not c-d).
	want := "#switches picture\n* -- o\n|    |\no    *\n"
	puzzlestest.Forms(t, Type, want,
		want,
		"* -- o\n|    |\no    *\n", // header-less picture
		"  * -- o\n|    |\no    *", // the seed's indented first line
		"#switches grid=2x2\na b c d\nb c\na b\na c\nb d\n", // seed text with its grid
		"#switches\nbulbs: a b c d\ngrid: 2x2\nlit: a d\ngoal: on\na b\na c\nb d\n",
		"#switches\r\nbulbs: a b c d\r\n\r\ngrid:2x2\r\nlit: d a\r\ngoal: on\r\nb > a\r\na > b\r\nc a\r\nd b\r\n",
	)
	// Goal off: the picture says so.
	puzzlestest.Forms(t, Type, "#switches picture goal=off\n* -- o\n\no    *\n",
		"#switches goal=off grid=2x2\na b c d\na d\nb a\n")
	// The seed text without a grid: compare the rest.
	p := mustParse(t, "a b c d\nb c\na b\na c\nb d\n")
	p.Cols = 2
	if p.String() != want {
		t.Errorf("the seed text without a grid reads\n%s\nwant\n%s", p, want)
	}
}

func TestDenseFlipGoalOn(t *testing.T) {
	// Every cell toggles every cell: the keyword text would list 165600
	// connections, so the canonical text stays a Flip ID with goal=on.
	const wh = 24 * 24
	p := mustParse(t, "#switches flip goal=on\n24x24:"+strings.Repeat("f", wh*wh/4)+","+strings.Repeat("0", wh/4))
	if s := p.String(); !strings.HasPrefix(s, "#switches flip goal=on\n24x24r:ffff") || !mustParse(t, s).Equal(p) {
		t.Errorf("dense Flip with goal on: %.60q", s)
	}
	if _, ok := p.FlipID(); ok {
		t.Error("FlipID for goal all on")
	}
}

func TestGridNames(t *testing.T) {
	if got := GridNames(2, 13); got[25] != "z" || len(got) != 26 {
		t.Errorf("26 cells: %v", got)
	}
	if got := GridNames(3, 9); got[0] != "r1c1" || got[26] != "r3c9" {
		t.Errorf("27 cells: %v", got)
	}
}

func TestTooManyBulbs(t *testing.T) {
	var names []string
	for i := 0; i <= MaxBulbs; i++ {
		names = append(names, fmt.Sprintf("b%d", i))
	}
	_, err := Parse(strings.Join(names, " ") + "\nb1\n")
	if err == nil || !strings.Contains(err.Error(), "the limit is 10000") {
		t.Errorf("%d bulbs: error %v", len(names), err)
	}
}

func TestExamples(t *testing.T) {
	var out strings.Builder
	for _, ex := range Type.Examples() {
		p := mustParse(t, ex.Text)
		res := puzzlestest.Solve(t, p, 2)
		a := first(t, res)
		if !a.Minimal {
			t.Errorf("%s: the first answer is not minimal", ex.Name)
		}
		if blank, solved := p.Draw(nil), p.Draw(a); len(blank.Items) == 0 || blank.W <= 0 || blank.H <= 0 || len(solved.Items) <= len(blank.Items) {
			t.Errorf("%s: drawings of %d and %d items", ex.Name, len(blank.Items), len(solved.Items))
		}
		fmt.Fprintf(&out, "== %s (%d answers, complete %v)\n%s%s", ex.Name, len(res.Answers), res.Complete, p, a.Text())
	}
	golden.Check(t, "examples", out.String())
}

// TestFlip solves Tatham's game IDs: all off in the fewest presses.
func TestFlip(t *testing.T) {
	files, _ := filepath.Glob("testdata/flip/*.txt")
	if len(files) < 8 {
		t.Fatalf("found %d Flip IDs", len(files))
	}
	var out strings.Builder
	for _, f := range files {
		id := strings.TrimSpace(golden.Read(t, f))
		p := mustParse(t, id)
		if got, ok := p.FlipID(); !ok || strings.Replace(got, "r:", ":", 1) != id && strings.Replace(got, "c:", ":", 1) != id {
			t.Errorf("%s: FlipID() = %s, want %s", f, got, id)
		}
		a := first(t, puzzlestest.Solve(t, p, 2))
		if !a.Minimal {
			t.Errorf("%s: not minimal", f)
		}
		fmt.Fprintf(&out, "%s: %s", filepath.Base(f), a.Text())
	}
	golden.Check(t, "flip", out.String())
}

func TestUnsolvable(t *testing.T) {
	cases := map[string]string{
		// 4x4 Lights Out: one lit corner cannot be switched off.
		"#switches lightsout\n*...\n....\n....\n....\n":         "every switch toggles an even number of the bulbs",
		"#switches\nbulbs: a b\nlit: a\ngoal: off\nnoself: a\n": "bulb a must change, and no switch toggles it",
		"#switches\nbulbs: a b\nlit: a\ngoal: off\na b\n":       "every switch toggles an even number of the bulbs a, b",
	}
	for in, want := range cases {
		p := mustParse(t, in)
		for _, route := range []Route{Elimination, CNF} {
			p.Route = route
			res := puzzlestest.Solve(t, p, 2)
			if res.Status != puzzles.Unsat {
				t.Fatalf("%q: %s", in, res.Status)
			}
			if route == Elimination && !strings.Contains(res.Reason, want) {
				t.Errorf("%q: reason %q, want %q", in, res.Reason, want)
			}
		}
	}
}

func TestCheckRejects(t *testing.T) {
	p := mustParse(t, golden.Read(t, "testdata/seed_3x4.txt"))
	good := first(t, puzzlestest.Solve(t, p, 1))
	if err := p.Check(good); err != nil {
		t.Fatalf("valid answer rejected: %v", err)
	}
	puzzlestest.Rejects(t, p, puzzlestest.Broken(t, good, map[string]func(a *Answer){
		"bulb a ends off":                            func(a *Answer) { a.Flip = a.Flip[1:]; a.Presses-- },
		"bulb h ends off":                            func(a *Answer) { a.Flip = append(a.Flip, "l"); a.Presses++ },
		"presses is 9 for 8 switches":                func(a *Answer) { a.Presses++ },
		"switch k is out of input order or repeated": func(a *Answer) { a.Flip = append(a.Flip, "k"); a.Presses++ },
		"switch a is out of input order":             func(a *Answer) { a.Flip[0], a.Flip[1] = a.Flip[1], a.Flip[0] },
		`no switch named "zz"`:                       func(a *Answer) { a.Flip[0] = "zz" },
		"a partial answer leaves 1 switches open":    func(a *Answer) { a.Unknown = []string{"l"} },
		"bulb e ends off":                            func(a *Answer) { a.Flip = []string{"a"}; a.Presses = 1 },
	}))
}

// randomPuzzle makes a small puzzle of any kind: one-sided toggles,
// switches without their own bulb, free bulbs, any goal.
func randomPuzzle(r *rand.Rand) *Puzzle {
	n := 1 + r.Intn(9)
	names := make([]string, n)
	for i := range names {
		names[i] = fmt.Sprintf("s%d", i)
	}
	p := newPuzzle(names)
	density := r.Float64()
	for i := range p.Toggles {
		for j := 0; j < n; j++ {
			if i == j && r.Intn(5) > 0 || i != j && r.Float64() < density*0.5 {
				p.Toggles[i] = append(p.Toggles[i], j)
			}
		}
		p.Lit[i], p.Target[i], p.Free[i] = r.Intn(2) == 0, r.Intn(2) == 0, r.Intn(8) == 0
	}
	return p
}

// bruteForce tries every set of presses.
func bruteForce(p *Puzzle) (count, fewest int) {
	fewest = -1
	for mask := 0; mask < 1<<p.N(); mask++ {
		state := slices.Clone(p.Lit)
		presses := 0
		for i := range p.Toggles {
			if mask>>i&1 == 1 {
				state = p.Press(state, i)
				presses++
			}
		}
		ok := true
		for j := range state {
			ok = ok && (p.Free[j] || state[j] == p.Target[j])
		}
		if ok {
			count++
			if fewest < 0 || presses < fewest {
				fewest = presses
			}
		}
	}
	return count, fewest
}

// TestAgainstBruteForce checks the count, the fewest presses and the
// minimal flags of both routes against trying every set of presses.
func TestAgainstBruteForce(t *testing.T) {
	r := rand.New(rand.NewSource(11))
	var spread puzzlestest.Spread
	for k := 0; k < 400; k++ {
		p := randomPuzzle(r)
		count, fewest := bruteForce(p)
		for _, route := range []Route{Elimination, CNF} {
			if route == CNF && k%4 != 0 {
				continue // the CNF route is slower: a quarter of the puzzles
			}
			p.Route = route
			res := puzzlestest.Solve(t, p, 1<<p.N()+1)
			desc := fmt.Sprintf("route %d, puzzle:\n%s", route, p)
			if len(res.Answers) != count || !res.Complete {
				t.Fatalf("%s: %d answers (complete %v), brute force %d", desc, len(res.Answers), res.Complete, count)
			}
			if count == 0 {
				continue
			}
			a := first(t, res)
			if a.Presses != fewest || !a.Minimal {
				t.Fatalf("%s: first answer %v (%d presses, minimal %v), fewest %d", desc, a.Flip, a.Presses, a.Minimal, fewest)
			}
			if route == Elimination && a.Solutions.String() != fmt.Sprint(count) {
				t.Fatalf("%s: solutions %s, brute force %d", desc, a.Solutions, count)
			}
			seen := map[string]bool{}
			for _, ans := range res.Answers {
				b := ans.(*Answer)
				key := strings.Join(b.Flip, " ")
				if seen[key] || b.Minimal != (b.Presses == fewest) {
					t.Fatalf("%s: answer %q repeated (%v) or minimal flag %v wrong", desc, key, seen[key], b.Minimal)
				}
				seen[key] = true
			}
		}
		spread.Add(count)
	}
	spread.AtLeast(t, 100, 50)
}

// TestLightsOutMinimal checks the fewest presses of square Lights Out
// boards from all on against brute force over the first row ("light
// chasing": the first row's presses decide every later row).
func TestLightsOutMinimal(t *testing.T) {
	for n := 1; n <= 9; n++ {
		p, _ := NewLightsOut(n, n)
		for i := range p.Lit {
			p.Lit[i] = true
		}
		a := first(t, puzzlestest.Solve(t, p, 1))
		if want := chaseFewest(p); a.Presses != want || !a.Minimal {
			t.Errorf("%dx%d: %d presses (minimal %v), light chasing finds %d", n, n, a.Presses, a.Minimal, want)
		}
	}
}

// chaseFewest tries every first row, presses under each lit light row by
// row, and keeps the fewest presses that clear the board.
func chaseFewest(p *Puzzle) int {
	n, best := p.Cols, -1
	for mask := 0; mask < 1<<n; mask++ {
		state, presses := slices.Clone(p.Lit), 0
		press := func(i int) { state = p.Press(state, i); presses++ }
		for c := 0; c < n; c++ {
			if mask>>c&1 == 1 {
				press(c)
			}
		}
		for i := n; i < n*n; i++ {
			if state[i-n] {
				press(i)
			}
		}
		if !slices.Contains(state, true) && (best < 0 || presses < best) {
			best = presses
		}
	}
	return best
}

func TestDecodePartial(t *testing.T) {
	p := mustParse(t, "#switches lightsout\n*****\n*****\n*****\n*****\n*****\n")
	m := sat.NewModel()
	dec, err := p.Encode(m)
	if err != nil {
		t.Fatal(err)
	}
	sys, _ := p.System()
	space, _ := sys.Solve()
	pd := dec
	a := pd.DecodePartial(func(l sat.Lit) (bool, bool) {
		i := slices.Index(dec.Vars(), l)
		if !space.Fixed(i) {
			return false, false
		}
		return space.Point()[i], true
	}).(*Answer)
	// 5x5 Lights Out: 4 solutions; the switches that differ are open.
	if len(a.Unknown) == 0 || len(a.Unknown)+len(a.Flip) > 25 || a.Minimal || p.Check(a) == nil {
		t.Fatalf("partial answer %+v", a)
	}
	golden.Check(t, "partial_5x5", a.Text())
}

func TestPressAndPlay(t *testing.T) {
	p := mustParse(t, golden.Read(t, "testdata/seed_picture.txt"))
	before := slices.Clone(p.Lit)
	after := p.Press(p.Lit, 0) // a: toggles a, b, e
	if !slices.Equal(p.Lit, before) {
		t.Fatal("Press changed its input")
	}
	var changed []string
	for i := range after {
		if after[i] != before[i] {
			changed = append(changed, p.Names[i])
		}
	}
	if strings.Join(changed, " ") != "a b e" {
		t.Errorf("pressing a changed %v", changed)
	}
	if got := p.Press(p.Lit, 99); !slices.Equal(got, before) {
		t.Error("pressing a switch that does not exist changed the lights")
	}
	// Pressing the answer's switches one by one solves the puzzle.
	var cur puzzles.Instance = p
	for _, name := range first(t, puzzlestest.Solve(t, p, 1)).Flip {
		i := p.Index(name)
		next, ok := cur.(*Puzzle).Play(puzzles.Target{R: i / 4, C: i % 4})
		if !ok {
			t.Fatalf("Play(%s) refused", name)
		}
		cur = next
	}
	if !cur.(*Puzzle).Done() || p.Done() {
		t.Errorf("after the answer: done %v; before: done %v", cur.(*Puzzle).Done(), p.Done())
	}
	if _, ok := p.Play(puzzles.Target{R: 0, C: 1, Kind: linkKind}); ok {
		t.Error("Play on a link")
	}
}

func TestClues(t *testing.T) {
	p := mustParse(t, "#switches lightsout\n*...\n....\n....\n....\n")
	clues := p.Clues()
	if len(clues) != 16 || clues[0].Value != "a on→off" || clues[5].Cell != [2]int{1, 1} {
		t.Fatalf("clues %v", clues)
	}
	if res := puzzlestest.Solve(t, p, 1); res.Status != puzzles.Unsat {
		t.Fatalf("status %s", res.Status)
	}
	// Freeing the lit corner makes it solvable (nothing to do).
	q := p.Without([]int{0}).(*Puzzle)
	if res := puzzlestest.Solve(t, q, 1); res.Status != puzzles.Solved || len(q.Clues()) != 15 {
		t.Fatalf("without the corner: %s, %d clues", res.Status, len(q.Clues()))
	}
	if !strings.Contains(q.String(), "free: a\n") {
		t.Errorf("free bulb missing from the text:\n%s", q)
	}
}

func TestGenerate(t *testing.T) {
	for _, v := range []string{"", "lightsout", "flip", "picture"} {
		for seed := int64(1); seed <= 5; seed++ {
			inst, err := Type.Generate(puzzles.GenerateOptions{Rows: 4, Cols: 5, Seed: seed, Variant: v})
			if err != nil {
				t.Fatal(err)
			}
			p := inst.(*Puzzle)
			again, _ := Type.Generate(puzzles.GenerateOptions{Rows: 4, Cols: 5, Seed: seed, Variant: v})
			if !again.(*Puzzle).Equal(p) {
				t.Errorf("%s seed %d: not deterministic", v, seed)
			}
			if p.Done() || p.Rows() != 4 || p.Cols != 5 {
				t.Errorf("%s seed %d: solved already or wrong size:\n%s", v, seed, p)
			}
			if res := puzzlestest.Solve(t, p, 1); res.Status != puzzles.Solved {
				t.Errorf("%s seed %d: no solution", v, seed)
			}
			if want := map[string]string{"flip": "flip", "picture": "picture"}[v]; !strings.HasPrefix(p.String(), "#switches "+orDefault(want, "lightsout")) {
				t.Errorf("%s: generated\n%s", v, p)
			}
		}
	}
	if _, err := Type.Generate(puzzles.GenerateOptions{Variant: "nosuch"}); err == nil {
		t.Error("unknown variant accepted")
	}
	if _, err := Type.Generate(puzzles.GenerateOptions{Rows: 101, Cols: 1}); err == nil {
		t.Error("101 rows accepted")
	}
}

func TestDraw(t *testing.T) {
	for _, c := range []struct{ name, text string }{
		{"seed_picture", golden.Read(t, "testdata/seed_picture.txt")},
		{"one_sided", Type.Examples()[4].Text},
		{"flip_3x3", golden.Read(t, "testdata/flip/tatham_3x3r.txt")},
	} {
		p := mustParse(t, c.text)
		a := first(t, puzzlestest.Solve(t, p, 1))
		var buf bytes.Buffer
		if err := p.Draw(a).WriteSVG(&buf, 40); err != nil {
			t.Fatal(err)
		}
		golden.Check(t, "draw_"+c.name+".svg", buf.String())
		if len(p.Draw(a).Items) <= len(p.Draw(nil).Items) {
			t.Errorf("%s: the answer adds nothing", c.name)
		}
	}
}

func TestLayout(t *testing.T) {
	// Names like r2c3 sit at their row and column.
	p := mustParse(t, "#switches\nbulbs: r1c1 r2c3\nlit: r1c1\ngoal: off\n")
	if l := p.layout(); l.at[1] != (point{2.5, 1.5}) || l.w != 3 || l.h != 2 {
		t.Errorf("named layout %+v", l)
	}
	// A path without a grid: one row, not wrapped.
	p = mustParse(t, "a b c d\na\na b\nb c\nc d\n")
	if l := p.layout(); l.cols != 4 {
		t.Errorf("path laid out %d wide", l.cols)
	}
	// Graphs that fit no grid: no two bulbs closer than one unit, inside the scene.
	for _, text := range []string{
		Type.Examples()[4].Text,
		"a b c d e\na\na b\na c\na d\na e\nb c\nc d\nd e\ne b\nb d\n",
		"x y z\nx\nx z\ny z\nx y\n",
	} {
		p := mustParse(t, text)
		l := p.layout()
		if l.cols != 0 {
			t.Errorf("%q: laid out on a grid", text)
		}
		for i, a := range l.at {
			if a.X < 0.5-1e-9 || a.Y < 0.5-1e-9 || a.X > l.w-0.5+1e-9 || a.Y > l.h-0.5+1e-9 {
				t.Errorf("%q: bulb %d at %v outside %vx%v", text, i, a, l.w, l.h)
			}
			for j := i + 1; j < len(l.at); j++ {
				if d := math.Hypot(a.X-l.at[j].X, a.Y-l.at[j].Y); d < 0.98 {
					t.Errorf("%q: bulbs %d and %d are %.2f apart", text, i, j, d)
				}
			}
		}
		if again := p.layout(); fmt.Sprint(again) != fmt.Sprint(l) {
			t.Errorf("%q: layout is not deterministic", text)
		}
	}
}

// FuzzParse: parse -> String -> parse gives the same puzzle, the canonical
// text is detected, and the other texts the puzzle can be written in (the
// keyword format always, a Flip ID when there is one) round-trip too.
func FuzzParse(f *testing.F) {
	seeds := []string{"#switches goal=off grid=2x2\na b c d\na d\nb a\n",
		"#switches\nbulbs: x y\nlit: y\ngoal: x\nfree: y\nnoself: x\ny > x", "2x1:4,0"}
	files, _ := filepath.Glob("testdata/*/*.txt")
	for _, file := range append(files, "testdata/seed_3x4.txt", "testdata/seed_picture.txt") {
		if b, err := os.ReadFile(file); err == nil && len(b) < 700 {
			seeds = append(seeds, string(b))
		}
	}
	puzzlestest.FuzzRoundTrip(f, Type, func(t *testing.T, inst puzzles.Instance) {
		p := inst.(*Puzzle)
		if k, err := Parse(p.keywordText()); err != nil || !k.Equal(p) {
			t.Fatalf("keyword text does not round-trip (%v):\n%s", err, p.keywordText())
		}
		if id, ok := p.FlipID(); ok {
			if k, err := Parse(id); err != nil || !k.Equal(p) {
				t.Fatalf("Flip ID %s does not round-trip (%v)", id, err)
			}
		}
	}, seeds...)
}

func TestType(t *testing.T) {
	var typ puzzles.Type = Type
	inst, err := typ.Parse(golden.Read(t, "testdata/seed_3x4.txt"))
	if err != nil || typ.Name() != "switches" || inst.TypeName() != "switches" || typ.Title() == "" {
		t.Fatalf("%v %q %q", err, typ.Name(), typ.Title())
	}
}

// TestValidate: puzzles built in code are checked before solving.
func TestValidate(t *testing.T) {
	breakers := map[string]func(p *Puzzle){
		"no bulbs":         func(p *Puzzle) { *p = *newPuzzle(nil) },
		"short lists":      func(p *Puzzle) { p.Lit = p.Lit[1:] },
		"ragged grid":      func(p *Puzzle) { p.Cols = 5 },
		"bad name":         func(p *Puzzle) { p.Names[0] = "a b" },
		"repeated name":    func(p *Puzzle) { p.Names[1] = "a" },
		"unsorted toggles": func(p *Puzzle) { p.Toggles[0] = []int{1, 0} },
		"repeated toggle":  func(p *Puzzle) { p.Toggles[0] = []int{0, 0} },
		"toggle off board": func(p *Puzzle) { p.Toggles[0] = []int{0, 12} },
	}
	for name, f := range breakers {
		p := mustParse(t, golden.Read(t, "testdata/seed_picture.txt"))
		f(p)
		if _, err := puzzles.Solve(p, 1); err == nil {
			t.Errorf("%s: solved", name)
		}
	}
}

// TestParseErrorsLarge: over-long input and bad input built in code are
// refused with a clear error (testdata/forms.txt has the rest).
func TestParseErrorsLarge(t *testing.T) {
	puzzlestest.Errors(t, Type, map[string]string{
		"a b " + strings.Repeat("x", 17) + "\na\n":                                 "longer than 16 bytes",
		"#switches lightsout\n" + strings.Repeat(strings.Repeat(".", 101)+"\n", 2): "larger than the limit",
	})
}

// TestDetectFiles: the texts in testdata are detected (TestDetect has
// the rest).
func TestDetectFiles(t *testing.T) {
	puzzlestest.Detects(t, Type, map[string]bool{
		golden.Read(t, "testdata/seed_3x4.txt"):           true,
		golden.Read(t, "testdata/seed_picture.txt"):       true,
		golden.Read(t, "testdata/flip/tatham_7x7r_1.txt"): true,
	})
}
