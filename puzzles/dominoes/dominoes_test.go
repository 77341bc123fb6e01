package dominoes

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/golden"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

func TestSeed(t *testing.T) {
	text := golden.Read(t, "testdata/seed_dp_001.txt")
	p := mustParse(t, text)
	if p.String() != text {
		t.Errorf("the seed is not in canonical form:\n%s", p)
	}
	a := puzzlestest.Unique(t, p).(*Answer)
	// The placements the seed document reports (squares are row*10+column):
	// V00_00 31, V00_10 32; V00_01 59, V00_11 49; V50_06 36, V50_16 26;
	// V60_06 4, V60_16 5; and the clue 6-4,73-83.
	for _, want := range []Domino{
		{Pips: [2]int{0, 0}, Cells: [2][2]int{{3, 1}, {3, 2}}},
		{Pips: [2]int{1, 0}, Cells: [2][2]int{{4, 9}, {5, 9}}},
		{Pips: [2]int{6, 5}, Cells: [2][2]int{{2, 6}, {3, 6}}},
		{Pips: [2]int{6, 6}, Cells: [2][2]int{{0, 4}, {0, 5}}},
		{Pips: [2]int{6, 4}, Cells: [2][2]int{{7, 3}, {8, 3}}},
	} {
		if !slices.Contains(a.Dominoes, want) {
			t.Errorf("the answer lacks %s at %s-%s", pipsText(want), rc(want.Cells[0]), rc(want.Cells[1]))
		}
	}
	// V00_02 50: the 0 of 0-2 lies at 5,0; V50_15 85: the 5-5 covers 8,5.
	for _, d := range a.Dominoes {
		switch Index(6, d.Pips[0], d.Pips[1]) {
		case Index(6, 0, 2):
			if !hasEnd(d, 0, [2]int{5, 0}) {
				t.Errorf("0-2 at %s-%s, want its 0 at 5,0", rc(d.Cells[0]), rc(d.Cells[1]))
			}
		case Index(6, 5, 5):
			if !hasEnd(d, 5, [2]int{8, 5}) {
				t.Errorf("5-5 at %s-%s, want it on 8,5", rc(d.Cells[0]), rc(d.Cells[1]))
			}
		}
	}
	js, _ := json.MarshalIndent(a, "", " ")
	golden.Check(t, "seed_answer", a.Text()+string(js)+"\n")
	var svg bytes.Buffer
	if err := p.Draw(a).WriteSVG(&svg, 40); err != nil {
		t.Fatal(err)
	}
	golden.Check(t, "seed_solved_svg", svg.String())
}

// seed parses the seed's puzzle, testdata/seed_dp_001.txt.
func seed(t testing.TB) *Puzzle { return mustParse(t, golden.Read(t, "testdata/seed_dp_001.txt")) }

func hasEnd(d Domino, pip int, cell [2]int) bool {
	return d.Cells[0] == cell && d.Pips[0] == pip || d.Cells[1] == cell && d.Pips[1] == pip
}

func TestAnswerJSONShape(t *testing.T) {
	p := mustParse(t, "#dp 0-1\n001\n011\n-\n0-0,0-1\n")
	a := puzzlestest.Unique(t, p)
	js, _ := json.Marshal(a)
	want := `{"dominoes":[{"pips":[0,0],"cells":[[0,0],[0,1]]},{"pips":[0,1],"cells":[[1,0],[1,1]]},{"pips":[1,1],"cells":[[0,2],[1,2]]}],"grid":["0─0 1","    │","0─1 1"]}`
	if string(js) != want {
		t.Errorf("JSON\n%s\nwant\n%s", js, want)
	}
	var back Answer
	if err := json.Unmarshal(js, &back); err != nil {
		t.Fatal(err)
	}
	if err := p.Check(&back); err != nil {
		t.Errorf("the JSON answer does not read back as a valid answer: %v", err)
	}
	if got := a.Text(); got != "0─0 1\n    │\n0─1 1\n" || back.Text() != got {
		t.Errorf("Text:\n%s\nread back from JSON:\n%s", got, back.Text())
	}
	if got := (&Answer{Dominoes: back.Dominoes}).Text(); got != "0-0@0,0-0,1\n0-1@1,0-1,1\n1-1@0,2-1,2\n" {
		t.Errorf("Text without a picture:\n%s", got)
	}
}

func TestParseFormats(t *testing.T) {
	const want = "#dp 0-1\n001\n011\n-\n0-0,0-1\n"
	puzzlestest.Forms(t, Type, want,
		want,
		"#dp 0-1\n001\n011\n-\n0-0@0,0-0,1\n", // the row,column clue form
		"#dominoes double-1\n\n001\n011\n\n-\n0-0,0-1", // other header words, blank lines
		"001\n011\n-\n0-0,0-1\n",                       // no header: the set from the numbers
		"#dp 0-1\n0 0 1\n0 1 1\n-\n0-0,0-1\n",          // token rows
		"#dp 0-1\n[0]0[1]\n011\n-\n0-0,00-01\n",        // [k] cells, zero-padded squares
		"#dp 0-1\r\n001\r\n011\r\n-\r\n0-0,0-1\r\n",    // CRLF
		"#DP 0-1\n001  \n011\n  -  \n  0-0,0-1  \n",    // trailing spaces
	)
	// Short rows end in holes; the first row keeps the width when needed.
	p := mustParse(t, "#dp 0-1 my note\nx0x\n0\n1x1\n11xx\n")
	if got := p.String(); got != "#dp 0-1 my note\nx0xx\n0\n1x1\n11\n" {
		t.Errorf("ragged layout canonical form:\n%s", got)
	}
	if p.Size() != (grid.Size{Rows: 4, Cols: 4}) || p.Note != "my note" {
		t.Errorf("size %v, note %q", p.Size(), p.Note)
	}
	// Numbers above 9 and clues beyond the tenth row or column.
	big := mustParse(t, "#dp 0-10\n"+strings.Repeat("x", 11)+"[10][10]\n-\n10-10@0,11-0,12\n")
	if got := big.String(); got != "#dp 0-10\n x  x  x  x  x  x  x  x  x  x  x 10 10\n-\n10-10@0,11-0,12\n" {
		t.Errorf("big canonical form:\n%s", got)
	}
	puzzlestest.Canonical(t, Type, map[string]string{
		"#dp 0-10\n[10]x\nx\n5\n": "#dp 0-10\n10  x\n x\n 5\n",
		"#dp 0-10\n[10]x\n[10]\n": "#dp 0-10\n10  x\n[10]\n",
	})
}

func TestGameID(t *testing.T) {
	const id = "1:001011"
	forms := []string{
		id,
		"1dt:001011",
		"  1:001011\n",
		"https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/dominosa.html#1:001011",
		"1:[0][0][1][0][1][1]",
	}
	puzzlestest.Forms(t, Type, "#dp 0-1\n001\n011\n", forms...)
	for _, in := range forms {
		if got, ok := mustParse(t, in).GameID(); !ok || got != id {
			t.Errorf("Parse(%q).GameID() = %q, %v", in, got, ok)
		}
	}
	p := mustParse(t, "#dp 0-10\n"+strings.Repeat("[10]", 12)+"\n")
	if _, ok := p.GameID(); ok {
		t.Error("a one-row layout of a double-10 set is not a Dominosa board")
	}
	p = seed(t)
	if _, ok := p.GameID(); ok {
		t.Error("the seed's irregular layout is not a Dominosa board")
	}
}

func TestCheckRejects(t *testing.T) {
	p := seed(t)
	good := puzzlestest.Solve(t, p, 1).Answers[0].(*Answer)
	if err := p.Check(good); err != nil {
		t.Fatalf("valid answer rejected: %v", err)
	}
	find := func(a *Answer, x, y int) int {
		return slices.IndexFunc(a.Dominoes, func(d Domino) bool { return Index(6, d.Pips[0], d.Pips[1]) == Index(6, x, y) })
	}
	puzzlestest.Rejects(t, p, puzzlestest.Broken(t, good, map[string]func(a *Answer){
		"27 dominoes placed; the double-6 set has 28": func(a *Answer) { a.Dominoes = a.Dominoes[1:] },
		"cell 3,1 is covered twice":                   func(a *Answer) { a.Dominoes[1] = a.Dominoes[0] },
		"cell 3,1 shows 0":                            func(a *Answer) { a.Dominoes[0].Pips[0] = 5 },
		"cell 5,0 shows 0":                            func(a *Answer) { d := &a.Dominoes[2]; d.Pips[0], d.Pips[1] = d.Pips[1], d.Pips[0] },
		"cell -1,0 is a hole or off the layout":       func(a *Answer) { a.Dominoes[0].Cells[0] = [2]int{-1, 0} },
		"cell 0,0 is a hole or off the layout":        func(a *Answer) { a.Dominoes[0].Cells[0] = [2]int{0, 0} },
		"cell 6,6 shows 5":                            func(a *Answer) { a.Dominoes[0].Cells[1] = a.Dominoes[5].Cells[1] },
		"0 dominoes placed":                           func(a *Answer) { a.Dominoes = nil },
		"cell 3,4 shows 1": func(a *Answer) {
			// Exchange the places of 0-0 and 1-1: the pips no longer match the cells.
			i, j := find(a, 0, 0), find(a, 1, 1)
			a.Dominoes[i].Cells, a.Dominoes[j].Cells = a.Dominoes[j].Cells, a.Dominoes[i].Cells
		},
	}))
	// A valid placement that ignores the clue: the clue-free puzzle's other
	// solutions (if any) must fail the clued puzzle's Check.
	free := p.Without([]int{0}).(*Puzzle)
	for _, a := range puzzlestest.Solve(t, free, 50).Answers {
		if err := free.Check(a); err != nil {
			t.Fatalf("free puzzle answer rejected: %v", err)
		}
		if hasClue(a.(*Answer).Dominoes, p.Given[0]) != (p.Check(a) == nil) {
			t.Errorf("Check disagrees with the clue: %v", p.Check(a))
		}
	}
}

// bruteCount counts placements by depth-first search, without SAT: the
// first uncovered cell in reading order pairs with its right or lower
// neighbour (cells before it are covered already).
func bruteCount(p *Puzzle) int {
	if p.NumCells() != 2*SetSize(p.Max) {
		return 0
	}
	clueMate := map[grid.Pos]grid.Pos{}
	for _, d := range p.Given {
		a, b := posOf(d.Cells[0]), posOf(d.Cells[1])
		clueMate[a], clueMate[b] = b, a
	}
	var cells []grid.Pos
	for _, pos := range p.Size().Cells() {
		if p.At(pos) != Hole {
			cells = append(cells, pos)
		}
	}
	covered := map[grid.Pos]bool{}
	used := make([]bool, SetSize(p.Max))
	var count func(i int) int
	count = func(i int) int {
		for i < len(cells) && covered[cells[i]] {
			i++
		}
		if i == len(cells) {
			return 1
		}
		a, n := cells[i], 0
		for _, b := range []grid.Pos{a.Add(grid.Delta{C: 1}), a.Add(grid.Delta{R: 1})} {
			if m, ok := clueMate[a]; ok && m != b {
				continue
			}
			if m, ok := clueMate[b]; ok && m != a {
				continue
			}
			if p.At(b) == Hole || covered[b] || used[Index(p.Max, p.At(a), p.At(b))] {
				continue
			}
			k := Index(p.Max, p.At(a), p.At(b))
			covered[a], covered[b], used[k] = true, true, true
			n += count(i + 1)
			covered[a], covered[b], used[k] = false, false, false
		}
		return n
	}
	return count(0)
}

// randomPuzzle plants a small double-n set (n from 1 to 3) on a random
// tiling of a board with some dominoes removed as holes; sometimes it
// shuffles the numbers (often unsolvable) or gives a clue.
func randomPuzzle(rng *rand.Rand) *Puzzle {
	n := 1 + rng.IntN(3)
	boards := map[int][]grid.Size{1: {{Rows: 2, Cols: 3}, {Rows: 2, Cols: 4}, {Rows: 1, Cols: 6}}, 2: {{Rows: 3, Cols: 4}, {Rows: 4, Cols: 4}, {Rows: 2, Cols: 7}}, 3: {{Rows: 4, Cols: 5}, {Rows: 4, Cols: 6}, {Rows: 3, Cols: 8}}}[n]
	size := boards[rng.IntN(len(boards))]
	places := randomTiling(size, rng)
	rng.Shuffle(len(places), func(i, j int) { places[i], places[j] = places[j], places[i] })
	p := &Puzzle{Max: n, Cells: make([][]int, size.Rows)}
	for r := range p.Cells {
		p.Cells[r] = slices.Repeat([]int{Hole}, size.Cols)
	}
	set := SetSize(n)
	for k, e := range places[:set] {
		a, b := pipsAt(n, k)
		if rng.IntN(2) == 0 {
			a, b = b, a
		}
		p.Cells[e.A.R][e.A.C], p.Cells[e.B.R][e.B.C] = a, b
		if k == 0 && rng.IntN(3) == 0 {
			p.Given = []Domino{{Pips: [2]int{a, b}, Cells: [2][2]int{cellOf(e.A), cellOf(e.B)}}}
		}
	}
	if rng.IntN(3) == 0 {
		var vals []int
		for _, row := range p.Cells {
			for _, v := range row {
				if v != Hole {
					vals = append(vals, v)
				}
			}
		}
		rng.Shuffle(len(vals), func(i, j int) { vals[i], vals[j] = vals[j], vals[i] })
		for r, row := range p.Cells {
			for c, v := range row {
				if v != Hole {
					p.Cells[r][c], vals = vals[0], vals[1:]
				}
			}
		}
		// Keep the clue only where the shuffled cells still show it.
		p.Given = slices.DeleteFunc(p.Given, func(d Domino) bool {
			return p.At(posOf(d.Cells[0])) != d.Pips[0] || p.At(posOf(d.Cells[1])) != d.Pips[1]
		})
	}
	return p
}

func TestCountAgainstBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 8))
	var insts []*Puzzle
	for range 300 {
		// Through the text form, as users give it.
		insts = append(insts, mustParse(t, randomPuzzle(rng).String()))
	}
	puzzlestest.CountsSpread(t, insts, bruteCount, 1000).AtLeast(t, 150, 30)
}

func TestClued(t *testing.T) {
	p := mustParse(t, "#dp 0-2\n0011\n2211\n0022\n-\n0-0,0-1 1-1,12-13\n")
	clues := p.Clues()
	want := []puzzles.Clue{{Cell: [2]int{0, 0}, Value: "0-0,0-1"}, {Cell: [2]int{1, 2}, Value: "1-1,12-13"}}
	if !slices.Equal(clues, want) {
		t.Errorf("Clues() = %v", clues)
	}
	q := p.Without([]int{0}).(*Puzzle)
	if len(q.Given) != 1 || q.Given[0] != p.Given[1] || len(p.Given) != 2 {
		t.Errorf("Without(0): %v (receiver now %v)", q.Given, p.Given)
	}
	if got := len(puzzlestest.Solve(t, p.Without([]int{0, 1}), 100).Answers); got <= len(puzzlestest.Solve(t, p, 100).Answers) {
		t.Errorf("dropping the clues did not add solutions (%d)", got)
	}
}

func TestDecodePartial(t *testing.T) {
	p := seed(t)
	_, dec, s := puzzlestest.Solved(t, p)
	full := dec.Decode(s).(*Answer)
	vars := dec.Vars()
	half := map[sat.Lit]bool{}
	for _, v := range vars[:len(vars)/2] {
		half[v] = true
	}
	part := dec.DecodePartial(func(l sat.Lit) (bool, bool) {
		return s.Value(l), half[l]
	}).(*Answer)
	if len(part.Dominoes) == 0 || len(part.Dominoes) >= len(full.Dominoes) {
		t.Fatalf("partial answer has %d of %d dominoes", len(part.Dominoes), len(full.Dominoes))
	}
	for _, d := range part.Dominoes {
		if !slices.Contains(full.Dominoes, d) {
			t.Errorf("partial domino %v is not in the full answer", d)
		}
	}
	if len(part.Apart) == 0 {
		t.Error("no known-apart cells in the partial answer")
	}
	bars := len(p.Draw(part).Items) - len(p.Draw(&Answer{Dominoes: part.Dominoes}).Items)
	if bars != len(part.Apart) {
		t.Errorf("drew %d bars for %d known-apart pairs", bars, len(part.Apart))
	}
	if !strings.Contains(part.Text(), "─") {
		t.Errorf("partial picture:\n%s", part.Text())
	}
}

func FuzzParse(f *testing.F) {
	puzzlestest.FuzzRoundTrip(f, Type, func(t *testing.T, inst puzzles.Instance) {
		p := inst.(*Puzzle)
		// Anything that parses must draw and solve without panicking, and
		// every answer must pass Check (Solve checks it).
		p.Draw(nil)
		if p.NumCells() <= 30 {
			if _, err := puzzles.Solve(p, 2); err != nil && !strings.Contains(err.Error(), "odd number") {
				t.Fatalf("Solve: %v\n%s", err, p)
			}
		}
		if id, ok := p.GameID(); ok {
			g, err := Parse(id)
			if err != nil {
				t.Fatalf("game ID does not parse: %v\n%s", err, id)
			}
			if again, _ := g.GameID(); again != id || !slices.EqualFunc(g.Cells, p.Cells, slices.Equal) {
				t.Fatalf("game ID round trip: %s != %s", again, id)
			}
		}
	}, golden.Read(f, "testdata/seed_dp_001.txt"), golden.Read(f, "testdata/dominosa_9_1.txt"),
		golden.Read(f, "testdata/dominosa_15_1.txt"), "#dp 0-10\nx[10]0\n1 2 x\n-\n10-0@0,1-0,2\n",
		"1:001011", "001\n011\n-\n0-0,0-1")
}

func FuzzParseClue(f *testing.F) {
	f.Add("6-4,73-83")
	f.Add("6-4@7,3-8,3")
	f.Add("12-3@10,4-10,5")
	f.Fuzz(func(t *testing.T, text string) {
		d, err := ParseClue(text)
		if err != nil {
			return
		}
		again, err := ParseClue(clueText(d))
		if err != nil || again != d {
			t.Fatalf("%q -> %q -> %v, %v", text, clueText(d), again, err)
		}
	})
}

// TestExamples: every example is detected and has exactly one solution;
// the conformance check (puzzles/all) and FuzzParse's seeds cover the
// round trip, the drawing and the detection of the canonical text.
func TestExamples(t *testing.T) { puzzlestest.UniqueExamples(t, Type) }

// TestParseErrorsLarge: over-long input and bad input built in code are
// refused with a clear error (testdata/forms.txt has the rest).
func TestParseErrorsLarge(t *testing.T) {
	puzzlestest.Errors(t, Type, map[string]string{
		"#dp 0-6\n" + strings.Repeat("0\n", 101): "101 rows; the limit is 100",
		"#dp 0-6\n" + strings.Repeat("0", 101):   "101 cells; the limit is 100",
		"1:0010111":                              "line 1, column 9: game ID is too long",
	})
}

// TestDetectFiles: the texts in testdata are detected (testdata/forms.txt
// has the rest).
func TestDetectFiles(t *testing.T) {
	puzzlestest.Detects(t, Type, map[string]bool{
		golden.Read(t, "testdata/seed_dp_001.txt"): true,
		"6dh:" + strings.Repeat("0123456", 8):      true,
	})
}
