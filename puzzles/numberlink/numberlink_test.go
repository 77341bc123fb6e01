package numberlink

import (
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/golden"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// TestSeed: the seed puzzle has one solution, recorded in
// testdata/seed_7x7.golden.
func TestSeed(t *testing.T) {
	a := puzzlestest.Unique(t, seed(t)).(*Answer)
	js, _ := json.MarshalIndent(a, "", " ")
	golden.Check(t, "seed_7x7", a.Text()+string(js)+"\n")
}

// seed parses the seed's puzzle, testdata/seed_7x7.txt.
func seed(t testing.TB) *Puzzle { return mustParse(t, golden.Read(t, "testdata/seed_7x7.txt")) }

// slowLevels take over 300 ms each natively (BenchmarkFlowFree); -short
// skips them.
var slowLevels = map[string]bool{
	"extreme_11x11_07.txt": true, "extreme_12x12_28.txt": true, "extreme_12x12_29.txt": true,
	"extreme_12x12_30.txt": true, "jumbo_14x14_02.txt": true, "jumbo_14x14_19.txt": true,
}

// TestFlowFree solves every Flow Free level under fill notouch (how the
// levels are read) and under plain fill, and counts to 2.
func TestFlowFree(t *testing.T) {
	files, _ := filepath.Glob("testdata/flowfree/*.txt")
	if len(files) < 29 {
		t.Fatalf("found %d levels, want 29", len(files))
	}
	var counts []string
	for _, f := range files {
		if testing.Short() && slowLevels[filepath.Base(f)] {
			continue
		}
		for _, spec := range []string{"fill,notouch", "fill,touch"} {
			t.Run(filepath.Base(f)+"/"+spec, func(t *testing.T) {
				p := mustParse(t, golden.Read(t, f))
				if spec == "fill,notouch" && !p.NoTouch {
					t.Fatalf("read as %s, want fill notouch", p.RuleText())
				}
				rules, _ := ParseRules(spec)
				res, err := puzzles.Solve(p.With(rules), 2)
				if err != nil {
					t.Fatal(err)
				}
				if strings.Contains(f, "unsolvable") {
					if res.Status != puzzles.Unsat {
						t.Fatalf("status %s, want unsat", res.Status)
					}
					return
				}
				if res.Status != puzzles.Solved {
					t.Fatalf("status %s, want solved", res.Status)
				}
				counts = append(counts, fmt.Sprintf("%s %s %d complete=%v", filepath.Base(f), spec, len(res.Answers), res.Complete))
			})
		}
	}
	// Under plain fill several jumbo levels have more than one solution;
	// every answer found passed Check inside Solve.
	if testing.Short() {
		want := golden.Read(t, "testdata/flowfree_counts.golden")
		for _, line := range counts {
			if !strings.Contains(want, line+"\n") {
				t.Errorf("count %q is not in flowfree_counts.golden", line)
			}
		}
		return
	}
	golden.Check(t, "flowfree_counts", strings.Join(counts, "\n")+"\n")
}

func TestPuzzLinkExample(t *testing.T) {
	const url = "https://puzz.link/p?numlin/5/5/1j2h3m1h2j3"
	p := mustParse(t, url)
	want := "#numberlink classic notouch\n1....\n2..3.\n.....\n.1..2\n....3\n"
	if p.String() != want {
		t.Fatalf("parsed as\n%s\nwant\n%s", p, want)
	}
	if q := mustParse(t, url+"/"); q.String() != want {
		t.Errorf("with a trailing '/', parsed as\n%s", q)
	}
	if p.URL() != url {
		t.Errorf("URL() = %s, want %s", p.URL(), url)
	}
	res, err := puzzles.Solve(p, 2)
	if err != nil || res.Status != puzzles.Solved {
		t.Fatalf("status %v, err %v", res, err)
	}
	golden.Check(t, "puzzlink_5x5", res.Answers[0].Text())
}

func TestParseFormats(t *testing.T) {
	want := "#numberlink fill\n1.2\n...\n1.2\n"
	puzzlestest.Forms(t, Type{}, want,
		"1 2\n   \n1 2\n",                  // seed: spaces are empty cells
		"1.2\n...\n1.2",                    // Flow Free ASCII
		"1 . 2\n. . .\n1 . 2\n",            // token grid
		"#numberlink\n\n1.2\n...\n1.2\n\n", // header and blank lines
		"1.2\r\n...\r\n1.2\r\n")            // CRLF
	p := mustParse(t, "10 . 10\n. 7 .\n7 . .")
	if got := p.String(); got != "#numberlink fill\n10  . 10\n .  7  .\n 7  .  .\n" {
		t.Errorf("token grid canonical form:\n%s", got)
	}
	if p.URL() != "https://puzz.link/p?numlin/3/3/agag7g7h" {
		t.Errorf("URL() = %s", p.URL())
	}
}

// TestParseRules checks which rules each input is read under.
func TestParseRules(t *testing.T) {
	cases := []struct{ in, want string }{
		{"1 2\n   \n1 2\n", "fill"},                                       // seed format
		{"1.2\n...\n1.2", "fill"},                                         // digits and dots
		{"A.B\n...\nA.B", "fill notouch"},                                 // a Flow Free level
		{"3 2\nA.B\nA.B\n", "fill notouch"},                               // thomasahle's COLS ROWS
		{"https://puzz.link/p?numlin/5/5/1j2h3m1h2j3", "classic notouch"}, // Nikoli
		{"#numberlink\nA.B\n...\nA.B", "fill"},                            // a header decides
		{"#numberlink classic\nA.B\n...\nA.B", "classic"},
		{"#numberlink NoTouch\n1.2\n...\n1.2", "fill notouch"},
		{"#numberlink notouch classic\n1.2\n...\n1.2", "classic notouch"},
		{"# a comment\nA.B\n...\nA.B", "fill notouch"},
	}
	for _, c := range cases {
		if got := mustParse(t, c.in).RuleText(); got != c.want {
			t.Errorf("Parse(%q) rules %q, want %q", c.in, got, c.want)
		}
	}
	p := mustParse(t, "3 2\nA.B\nA.B\n")
	if got := p.String(); got != "#numberlink fill notouch\nA.B\nA.B\n" {
		t.Errorf("COLS ROWS grid canonical form:\n%s", got)
	}
	for spec, want := range map[string]string{"classic": "classic notouch", "touch": "fill", "classic,touch": "classic", " fill  notouch ": "fill notouch"} {
		r, err := ParseRules(spec)
		if err != nil {
			t.Fatalf("ParseRules(%q): %v", spec, err)
		}
		if got := p.With(r).RuleText(); got != want {
			t.Errorf("With(%q) = %q, want %q", spec, got, want)
		}
	}
	for spec, want := range map[string]string{"": "no rule given", "fill,nope": `unknown rule "nope"`} {
		if _, err := ParseRules(spec); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ParseRules(%q) error %v, want %q", spec, err, want)
		}
	}
}

// TestNoTouch solves a board whose only fill solution runs beside itself.
func TestNoTouch(t *testing.T) {
	p := mustParse(t, "#numberlink fill\n11.\n...\n2.2")
	res, _ := puzzles.Solve(p, 2)
	if !res.Unique() || p.Summary(res) != "unique solution (rules: fill)" {
		t.Fatalf("fill: %s", p.Summary(res))
	}
	if err := p.With(Rules{NoTouch: &[]bool{true}[0]}).Check(res.Answers[0]); err == nil || !strings.Contains(err.Error(), "runs beside itself") {
		t.Errorf("Check under notouch: %v", err)
	}
	q := mustParse(t, "#numberlink fill notouch\n11.\n...\n2.2")
	if res, _ := puzzles.Solve(q, 2); res.Status != puzzles.Unsat {
		t.Errorf("fill notouch: %s, want no solution", res.Summary())
	}
}

func TestEncodeRejectsUnpairedLabels(t *testing.T) {
	for in, want := range map[string]string{
		"1.2\n...\n1.3": `label "2" appears once`,
		"1.1\n1..":      `label "1" appears 3 times`,
	} {
		p := mustParse(t, in) // drafts parse, so that the editor can save them
		if _, err := puzzles.Solve(p, 1); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Solve(%q) error = %v, want it to mention %q", in, err, want)
		}
	}
}

func TestCheckRejects(t *testing.T) {
	p := seed(t)
	res, err := puzzles.Solve(p, 1)
	if err != nil {
		t.Fatal(err)
	}
	good := res.Answers[0].(*Answer)
	if err := p.Check(good); err != nil {
		t.Fatalf("valid answer rejected: %v", err)
	}
	clone := func() *Answer {
		var a Answer
		b, _ := json.Marshal(good)
		json.Unmarshal(b, &a)
		return &a
	}
	breakers := map[string]func(a *Answer){
		"drop a path":      func(a *Answer) { a.Paths = a.Paths[1:] },
		"cut a path short": func(a *Answer) { a.Paths[0].Cells = a.Paths[0].Cells[:len(a.Paths[0].Cells)-1] },
		"jump a cell": func(a *Answer) {
			c := a.Paths[0].Cells
			a.Paths[0].Cells = append([][2]int{c[0]}, c[2:]...)
		},
		"wrong picture": func(a *Answer) { a.Grid[0] = "x" + a.Grid[0][1:] },
		"share a cell": func(a *Answer) {
			a.Paths[1].Cells = append(a.Paths[1].Cells[:1], a.Paths[1].Cells...)
		},
	}
	for name, f := range breakers {
		a := clone()
		f(a)
		err := p.Check(a)
		switch {
		case err == nil:
			t.Errorf("%s: Check accepted a broken answer", name)
		case rcName.MatchString(err.Error()):
			t.Errorf("%s: %q names a cell as r1c1, not as people read it", name, err)
		case name == "jump a cell" && !strings.Contains(err.Error(), "steps from row "):
			t.Errorf("%s: %q does not name the cells by row and column", name, err)
		}
	}
}

// rcName is a cell named the short way (r1c2) instead of "row 1, column 2".
var rcName = regexp.MustCompile(`\br\d+c\d+\b`)

// TestAnswerIsData checks that an answer read back from its JSON checks
// like the original, and that a partial answer's loose segments survive
// the trip (and are refused in a solution).
func TestAnswerIsData(t *testing.T) {
	p := seed(t)
	res, err := puzzles.Solve(p, 1)
	if err != nil {
		t.Fatal(err)
	}
	var back Answer
	b, _ := json.Marshal(res.Answers[0])
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if err := p.Check(&back); err != nil {
		t.Errorf("answer read back from JSON: %v", err)
	}
	back.Segments = [][2][2]int{{{0, 0}, {0, 1}}}
	if err := p.Check(&back); err == nil || !strings.Contains(err.Error(), "on no path") {
		t.Errorf("a solution with a loose segment: %v", err)
	}
	b, _ = json.Marshal(&back)
	if !strings.Contains(string(b), `"segments":[[[0,0],[0,1]]]`) {
		t.Errorf("segments in JSON: %s", b)
	}
}

// bruteCount counts solutions by depth-first search over paths, with no SAT.
func bruteCount(p *Puzzle) int {
	labels, ends := p.Labels()
	on := map[grid.Pos][2]int{} // the path and the step of each used cell
	for k, l := range labels {
		on[ends[l][0]] = [2]int{k, 0}
		on[ends[l][1]] = [2]int{k, -1}
	}
	var extend func(k, step int, cur grid.Pos) int
	extend = func(k, step int, cur grid.Pos) int {
		if k == len(labels) {
			if p.Rule == Fill && len(on) != p.Size.Rows*p.Size.Cols || p.NoTouch && touches(p, on) {
				return 0
			}
			return 1
		}
		target := ends[labels[k]][1]
		n := 0
		for _, q := range p.Size.Neighbours(cur, grid.Orthogonal) {
			if q == target {
				on[q] = [2]int{k, step + 1}
				if k+1 < len(labels) {
					n += extend(k+1, 0, ends[labels[k+1]][0])
				} else {
					n += extend(k+1, 0, q)
				}
				on[q] = [2]int{k, -1}
				continue
			}
			if _, used := on[q]; used {
				continue
			}
			on[q] = [2]int{k, step + 1}
			n += extend(k, step+1, q)
			delete(on, q)
		}
		return n
	}
	if len(labels) == 0 {
		if p.Rule == Fill {
			return 0
		}
		return 1
	}
	return extend(0, 0, ends[labels[0]][0])
}

// touches reports whether two adjacent cells of one path are not consecutive on it.
func touches(p *Puzzle, on map[grid.Pos][2]int) bool {
	for pos, x := range on {
		for _, q := range p.Size.Neighbours(pos, grid.Orthogonal) {
			if y, ok := on[q]; ok && y[0] == x[0] && y[1] != x[1]+1 && y[1] != x[1]-1 {
				return true
			}
		}
	}
	return false
}

func randomPuzzle(r *rand.Rand) *Puzzle {
	rows, cols := 1+r.Intn(4), 1+r.Intn(4)
	p, _ := New(rows, cols, Fill)
	cells := p.Size.Cells()
	r.Shuffle(len(cells), func(i, j int) { cells[i], cells[j] = cells[j], cells[i] })
	pairs := r.Intn(len(cells)/2 + 1)
	for i := 0; i < pairs; i++ {
		l := string(rune('A' + i))
		p.Cells[cells[2*i].R][cells[2*i].C] = l
		p.Cells[cells[2*i+1].R][cells[2*i+1].C] = l
	}
	return p
}

// TestCountAgainstBruteForce counts the solutions of random small boards
// under every combination of rules, by SAT and by brute force.
func TestCountAgainstBruteForce(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	solvable := map[string]int{}
	changed := 0 // boards whose count notouch changes
	for i := 0; i < 300; i++ {
		board := randomPuzzle(r)
		counts := map[string]int{}
		for _, spec := range []string{"fill", "classic", "fill,notouch", "classic,notouch"} {
			rules, _ := ParseRules(spec)
			p := board.With(rules)
			want := bruteCount(p)
			res, err := puzzles.Solve(p, 1000)
			if err != nil {
				t.Fatalf("%s: %v", p, err)
			}
			if len(res.Answers) != want || !res.Complete {
				t.Fatalf("%s: %d solutions (complete %v), brute force %d", p, len(res.Answers), res.Complete, want)
			}
			// Limits 1 and 2 take other ways under classic (Presolve).
			for _, limit := range []int{1, 2} {
				res, err := puzzles.Solve(p, limit)
				if err != nil {
					t.Fatalf("%s: %v", p, err)
				}
				if len(res.Answers) != min(want, limit) || res.Complete != (want <= limit) {
					t.Fatalf("%s, limit %d: %d solutions (complete %v), brute force %d", p, limit, len(res.Answers), res.Complete, want)
				}
			}
			if want > 0 {
				solvable[spec]++
			}
			counts[spec] = want
		}
		if counts["fill"] != counts["fill,notouch"] || counts["classic"] != counts["classic,notouch"] {
			changed++
		}
	}
	if changed < 20 {
		t.Errorf("notouch changed the count of only %d of 300 boards", changed)
	}
	for spec, n := range solvable {
		if n < 30 {
			t.Errorf("only %d of 300 random puzzles were solvable under %s", n, spec)
		}
	}
}

func FuzzParse(f *testing.F) {
	puzzlestest.FuzzRoundTrip(f, Type{}, func(t *testing.T, inst puzzles.Instance) {
		p := inst.(*Puzzle)
		u, err := Parse(p.URL())
		if err != nil {
			t.Fatalf("URL does not parse: %v\n%s", err, p.URL())
		}
		if u.URL() != p.URL() {
			t.Fatalf("URL round trip: %s != %s", u.URL(), p.URL())
		}
	}, golden.Read(f, "testdata/seed_7x7.txt"), "https://puzz.link/p?numlin/5/5/1j2h3m1h2j3",
		"10 . 10\n. 7 .\n7 . .", "#numberlink classic\nab\nab\n")
}

// TestLarge solves the large boards named by NUMBERLINK_LARGE (see
// testdata/LARGE.md; fill notouch, as they are read) and proves the 40x20
// ones unique; -short skips it.
func TestLarge(t *testing.T) {
	dir := os.Getenv("NUMBERLINK_LARGE")
	if testing.Short() || dir == "" {
		t.Skip("large boards take seconds each; set NUMBERLINK_LARGE (testdata/LARGE.md)")
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.txt"))
	if len(files) != 21 {
		t.Fatalf("found %d boards, want 21", len(files))
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			p := mustParse(t, golden.Read(t, f))
			limit := 1
			if strings.HasPrefix(filepath.Base(f), "40x20") {
				limit = 2
			}
			res, err := puzzles.Solve(p, limit)
			if err != nil {
				t.Fatal(err)
			}
			if res.Status != puzzles.Solved || limit == 2 && !res.Unique() {
				t.Fatalf("%s under %s", res.Summary(), p.RuleText())
			}
		})
	}
}

// TestEntryWords: a play entry names the two cells its edge joins.
func TestEntryWords(t *testing.T) {
	p, err := Parse(Type{}.Examples()[0].Text)
	if err != nil {
		t.Fatal(err)
	}
	dec, err := p.Encode(sat.NewModel())
	if err != nil {
		t.Fatal(err)
	}
	ans := &Answer{Segments: [][2][2]int{{{0, 1}, {0, 0}}}, Off: [][2][2]int{{{0, 0}, {1, 0}}}}
	got, err := dec.(puzzles.Enterer).Entries(ans)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"A line joins row 1, column 1 and row 1, column 2", "No line joins row 1, column 1 and row 2, column 1"}
	if len(got) != 2 || got[0].Words != want[0] || got[1].Words != want[1] {
		t.Errorf("entries %+v, want the words %q", got, want)
	}
}
