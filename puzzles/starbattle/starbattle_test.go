package starbattle

import (
	"encoding/json"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/golden"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

const pzprURL = "https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou"

// TestPzprjs: the pzprjs test URL decodes to the regions of its test file
// and has the solution given there.
func TestPzprjs(t *testing.T) {
	p, _ := puzzlestest.SolvesAs(t, Type, pzprURL, "#starbattle stars=1\nAAABBB\nABBBCC\nADDEEC\nFFDDEC\nFEEEEC\nFCCCCC\n",
		`{"stars":[[0,1],[1,3],[2,5],[3,2],[4,4],[5,0]],"grid":[".*....","...*..",".....*","..*...","....*.","*....."]}`)
	if got := puzzlestest.Written(p); !slices.Equal(got, []string{pzprURL}) {
		t.Errorf("written %q", got)
	}
}

// TestInvalidBoards: boards that parse but are no Star Battle puzzle are
// errors when solved (exit 2 in the CLI), each with its reason.
func TestInvalidBoards(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"AAAA\nAB.B\nCCDD\nCCDD\n", "cell r2c3 belongs to no region"},
		{"AAAA\nABBB\nCCDD\nCCDE\n", "the board has 5 regions; a 4x4 board needs 4, one per row"},
		{"AAAA\nBBBA\nCCAD\nCCDD\n", "region A is not connected: r1c1 and r3c3 are in separate parts"},
		{"#starbattle stars=2\nAAAAAA\nBBBBBB\nCCCCCC\nDDDDDD\nEEEEEE\nFFFFFF\n", "2 stars per row do not fit a 6x6 board: at most 1, since two neighbouring rows hold at most 3 stars that do not touch"},
		{"AB\nAB\n", "1 star per row do not fit a 2x2 board: at most 0, since two neighbouring rows hold at most 1 stars that do not touch"},
	} {
		_, err := puzzles.Solve(mustParse(t, c.in), 2)
		if err == nil || err.Error() != c.want {
			t.Errorf("Solve(%q):\n got %v\nwant %s", c.in, err, c.want)
		}
	}
}

// TestAnswerJSON: an answer read back from its JSON form has the same
// picture.
func TestAnswerJSON(t *testing.T) {
	a := puzzlestest.Unique(t, mustParse(t, pzprURL))
	js, err := json.Marshal(a)
	if err != nil {
		t.Fatal(err)
	}
	var back Answer
	if err := json.Unmarshal(js, &back); err != nil || back.Text() != a.Text() {
		t.Errorf("text from JSON (%v):\n%s", err, back.Text())
	}
}

func TestCheckRejects(t *testing.T) {
	p := mustParse(t, pzprURL)
	good := [][2]int{{0, 1}, {1, 3}, {2, 5}, {3, 2}, {4, 4}, {5, 0}}
	puzzlestest.Accepts(t, p, &Answer{On: good})
	with := func(change func(s [][2]int) [][2]int) *Answer {
		return &Answer{On: change(slices.Clone(good))}
	}
	puzzlestest.Rejects(t, p, map[string]puzzles.Answer{
		"not a starbattle answer":          nil,
		"star 6,0 is off the board":        with(func(s [][2]int) [][2]int { return append(s, [2]int{6, 0}) }),
		"star 0,1 is given twice":          with(func(s [][2]int) [][2]int { return append(s, s[0]) }),
		"the stars at r1c2 and r2c3 touch": with(func(s [][2]int) [][2]int { s[1] = [2]int{1, 2}; return s }),
		"row 1 has 0 stars, not 1":         with(func(s [][2]int) [][2]int { return s[1:] }),
		"column 2 has 0 stars, not 1":      with(func(s [][2]int) [][2]int { s[0] = [2]int{0, 5}; return s }),
		"region D has 0 stars, not 1":      &Answer{On: [][2]int{{0, 0}, {1, 2}, {2, 4}, {3, 1}, {4, 3}, {5, 5}}},
	})
}

// randomPuzzle makes an n x n board of n connected regions grown from
// random seeds, with a random star count that fits and sometimes a free
// region.
func randomPuzzle(rng *rand.Rand, n int) *Puzzle {
	p, _ := New(n, n)
	var seeds [][]grid.Pos
	for _, i := range rng.Perm(n * n)[:n] {
		seeds = append(seeds, []grid.Pos{{R: i / n, C: i % n}})
	}
	p.K, p.Region = 1+rng.IntN(MaxStars(n)), cellgrid.GrowRegions(rng, p.Size(), seeds)
	if rng.IntN(3) == 0 {
		p.Free = []int{rng.IntN(n)}
	}
	return p
}

// bruteCount counts the solutions by trying every choice of K columns in
// every row and asking Check (skipping only columns next to a star just
// placed in the row or in the row above, to keep 7x7 quick).
func bruteCount(p *Puzzle) int {
	n, count := p.Size().Rows, 0
	var rows func(r int, stars [][2]int)
	rows = func(r int, stars [][2]int) {
		if r == n {
			if p.Check(&Answer{On: stars}) == nil {
				count++
			}
			return
		}
		var pick func(from, left int, stars [][2]int)
		pick = func(from, left int, stars [][2]int) {
			if left == 0 {
				rows(r+1, stars)
				return
			}
			for c := from; c < n; c++ {
				if !touches(stars, [2]int{r, c}) {
					pick(c+1, left-1, append(stars, [2]int{r, c}))
				}
			}
		}
		pick(0, p.K, stars)
	}
	rows(0, nil)
	return count
}

func touches(stars [][2]int, s [2]int) bool {
	for _, t := range stars {
		if t[0] >= s[0]-1 && t[1] >= s[1]-1 && t[1] <= s[1]+1 {
			return true
		}
	}
	return false
}

func TestCountAgainstBruteForce(t *testing.T) {
	n := 60
	if testing.Short() {
		n = 25
	}
	random := func(rng *rand.Rand, i int) *Puzzle { return randomPuzzle(rng, 4+i%4) } // 4x4 to 7x7 (K up to 2 on 7x7)
	puzzlestest.RandomCountsMatch(t, 1, n, random, bruteCount, 5)
}

// TestClued: relaxing the region counts explains a board with no solution.
func TestClued(t *testing.T) {
	p := mustParse(t, pzprURL)
	clues := p.Clues()
	if len(clues) != 6 || clues[1] != (puzzles.Clue{Cell: [2]int{0, 3}, Value: "region B: 1 star"}) {
		t.Fatalf("clues %v", clues)
	}
	q := p.Without([]int{1, 4}).(*Puzzle)
	if !strings.HasPrefix(q.String(), "#starbattle stars=1 free=B,E\n") || len(q.Clues()) != 4 {
		t.Errorf("Without:\n%s", q)
	}
	if again := mustParse(t, q.String()); again.String() != q.String() {
		t.Error("relaxed puzzle does not round-trip")
	}
	if res := puzzlestest.Solve(t, p.Without([]int{0, 1, 2, 3, 4, 5}), 10); len(res.Answers) <= 1 {
		t.Errorf("fully relaxed puzzle has %d solutions", len(res.Answers))
	}
	puzzlestest.Explains(t, mustParse(t, "#starbattle stars=1\nAAAAA\nAAAAA\nABBBA\nACDEA\nAAAAA\n"), 2)
}

func TestDeducePartial(t *testing.T) {
	p := mustParse(t, pzprURL).Without([]int{0, 1, 2})
	a := puzzlestest.Partial(t, p)
	if !strings.Contains(a.Text(), "?") {
		t.Error("the relaxed puzzle is fully determined")
	}
	var svg strings.Builder
	if err := p.Draw(a).WriteSVG(&svg, 20); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(svg.String(), "<circle") {
		t.Error("partial drawing shows no known-empty cells")
	}
}

func TestDiff(t *testing.T) {
	p := mustParse(t, pzprURL)
	a := &Answer{On: [][2]int{{0, 1}, {1, 3}}}
	b := &Answer{On: [][2]int{{0, 1}, {2, 2}}}
	got := p.Diff(a, b)
	if want := []puzzles.Target{{R: 1, C: 3}, {R: 2, C: 2}}; !slices.Equal(got, want) {
		t.Errorf("Diff = %v", got)
	}
}

func cell(r, c int) puzzles.Target { return puzzles.Target{R: r, C: c} }

// press applies a key that the pad offers, failing when it does not.
func press(t *testing.T, p *Puzzle, tg puzzles.Target, key string) *Puzzle {
	return puzzlestest.Press(t, p, tg, key).(*Puzzle)
}

// enter types want on a blank puzzle with pad keys alone (see
// TestEnterByPad).
func enter(ty *puzzlestest.Typist, want puzzles.Instance) {
	p := want.(*Puzzle)
	ty.New(p.Size().Rows, p.Size().Cols)
	for ty.Inst.(*Puzzle).K < p.K {
		ty.Press(cell(0, 0), "+")
	}
	ty.Cells(p.Size(), func(pos grid.Pos) []string {
		return []string{cellgrid.RegionName(p.Of(pos))}
	})
}

func TestEdit(t *testing.T) {
	p := puzzlestest.Blank[*Puzzle](t, Type, 10, 10)
	puzzlestest.Pad(t, p, []puzzles.Key{{Label: "A", Key: "A"}, {Label: "Delete", Key: "Delete"},
		{Label: "Stars: 1 −", Key: "-"}, {Label: "Stars: 1 +", Key: "+"}}...)
	puzzlestest.Ignores(t, p, cell(0, 0), "Click", "AltClick", "Enter", "ArrowUp")
	q := press(t, p, cell(0, 0), "A")
	q = press(t, q, cell(0, 1), "B")
	if q.Region[0][0] != 0 || q.Region[0][1] != 1 || p.Region[0][0] != cellgrid.NoRegion {
		t.Errorf("regions %v (receiver %v)", q.Region[0][:2], p.Region[0][:2])
	}
	q = press(t, q, cell(0, 0), "Delete") // A is gone: the pad offers B and the next unused, A
	if got := q.Keys(); got[0].Key != "A" || got[1].Key != "B" || got[2].Key != "Delete" {
		t.Errorf("pad %v", got)
	}
	if inst, _ := q.Edit(cell(0, 2), "z"); inst.(*Puzzle).Region[0][2] != 51 {
		t.Error("typing z does not choose region z")
	}
	q = press(t, q, cell(5, 5), "+")
	if _, err := q.Edit(cell(0, 0), "+"); err == nil || err.Error() != "at most 2 stars per row fit a 10x10 board" {
		t.Errorf("third star: %v", err)
	}
	q = press(t, q, cell(0, 0), "-")
	if _, err := q.Edit(cell(0, 0), "-"); err == nil || err.Error() != "every row, column and region holds at least 1 star" {
		t.Errorf("no stars: %v", err)
	}
	if _, err := New(3, 4); err == nil {
		t.Error("New accepted a non-square board")
	}
}

func TestEditKeepsFreeValid(t *testing.T) {
	p := mustParse(t, "#starbattle free=B\nAB\nAA\n")
	inst, _ := p.Edit(cell(0, 1), "A")
	if q := inst.(*Puzzle); len(q.Free) != 0 || mustParse(t, q.String()).String() != q.String() {
		t.Errorf("after removing region B:\n%s", q)
	}
}

func TestHitBoxMove(t *testing.T) {
	p := mustParse(t, pzprURL)
	puzzlestest.Hits(t, p, puzzlestest.HitCase{X: 2.5, Y: 4.2, Want: cell(4, 2), OK: true}, puzzlestest.HitCase{X: 2.5, Y: 6.2}) // the caption is not a cell
	if x, y, w, h := p.Box(cell(4, 2)); x != 2 || y != 4 || w != 1 || h != 1 {
		t.Error("Box")
	}
	puzzlestest.Moves(t, p, puzzlestest.MoveCase{From: cell(0, 5), Arrow: "ArrowRight", Want: cell(0, 5)})
}

// TestGenerated: Generate is deterministic per seed, and its puzzles are
// valid with one solution.
func TestGenerated(t *testing.T) {
	opts := []puzzles.GenerateOptions{{Rows: 8, Cols: 8, Seed: 1, Variant: "1"}, {Rows: 9, Cols: 9, Seed: 2, Variant: "1"},
		{Rows: 10, Cols: 10, Seed: 1, Variant: "2"}, {Rows: 10, Cols: 10, Seed: 2, Variant: "2"}}
	if testing.Short() {
		opts = opts[:1]
	}
	for _, p := range puzzlestest.Generates(t, Type, opts...) {
		if err := p.(*Puzzle).Validate(); err != nil {
			t.Error(err)
		}
	}
}

// TestExamplesMatchTestdata: the generated examples are kept in testdata.
func TestExamplesMatchTestdata(t *testing.T) {
	for name, example := range map[string]string{"gen_8_1_1": "Queens 8x8", "gen_9_1_2": "Queens 9x9", "gen_10_2_3": "Star Battle 10x10, 2 stars"} {
		if got := golden.Read(t, "testdata/"+name+".txt"); got != puzzlestest.ExampleText(t, Type, example) {
			t.Errorf("%s differs from the example:\n%s", name, got)
		}
	}
}

func TestGenerateOptions(t *testing.T) {
	puzzlestest.GenerateErrors(t, Type, map[puzzles.GenerateOptions]string{
		{Rows: 6, Cols: 7}:                     "a Star Battle board is square, not 7x6",
		{Rows: 6, Cols: 6, Variant: "two"}:     `unknown variant "two": use stars=K, a star count`,
		{Rows: 6, Cols: 6, Variant: "stars=2"}: "2 stars per row do not fit a 6x6 board (at most 1)",
		{Rows: 40, Cols: 40}:                   "generated boards are 1x1 to 30x30, not 40x40",
	})
	inst, err := Type.(puzzles.Generator).Generate(puzzles.GenerateOptions{Rows: 8, Cols: 8, Seed: 5, Variant: "1"})
	if err != nil {
		t.Fatal(err)
	}
	if p := inst.(*Puzzle); p.K != 1 || p.Size().Rows != 8 {
		t.Errorf("generated %s", p)
	}
}

// TestParseFormats: the texts of testdata/forms.txt parse as it says
// (its groups mark no written forms), and the forms the examples write
// read back.
func TestParseFormats(t *testing.T) {
	puzzlestest.Formats(t, Type, "testdata/forms.txt", nil)
	puzzlestest.ReadsBack(t, Type, puzzlestest.Written, puzzlestest.ExampleTexts(Type)...)
}

func FuzzParse(f *testing.F) {
	puzzlestest.FuzzFormats(f, Type, "testdata/forms.txt", puzzlestest.Written, "#starbattle stars=1 free=A\nA B\n53 .\n", "60\n")
}
