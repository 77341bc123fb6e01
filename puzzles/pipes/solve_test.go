package pipes

import (
	"encoding/json"
	"fmt"
	"math/rand"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/golden"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// TestSeed is the acceptance test: the seed's example has exactly two
// solutions, which differ in four cells in the middle.
func TestSeed(t *testing.T) {
	p := seed(t)
	res := puzzlestest.Solve(t, p, 10)
	if len(res.Answers) != 2 || !res.Complete {
		t.Fatalf("seed: %d solutions (complete %v), want exactly 2", len(res.Answers), res.Complete)
	}
	diff := Differences(res.Answers[0], res.Answers[1])
	if want := [][2]int{{4, 10}, {4, 11}, {5, 10}, {5, 11}}; !reflect.DeepEqual(diff, want) {
		t.Errorf("the solutions differ at %v, want the four middle cells %v", diff, want)
	}
	a := res.Answers[0].(*Answer)
	if a.Grid[0] != "  ┏┳━━━┳┳━┳┓┏┓  " {
		t.Errorf("first row %q", a.Grid[0])
	}
	js, _ := json.Marshal(a)
	golden.Check(t, "seed_8x16", a.Text()+"\n"+res.Answers[1].Text()+"\n"+string(js)+"\n")
}

// seed parses the seed's example, testdata/seed_8x16.txt.
func seed(t testing.TB) *Puzzle { return mustParse(t, golden.Read(t, "testdata/seed_8x16.txt")) }

// TestTathamNet: Net IDs from Tatham's generator solve under the Net rule;
// 2x2:3614's only solution is 9c22.
func TestTathamNet(t *testing.T) {
	p := mustParse(t, "2x2:3614")
	res := puzzlestest.Solve(t, p, 10)
	if !res.Unique() {
		t.Fatalf("2x2:3614: %d solutions (complete %v), want 1", len(res.Answers), res.Complete)
	}
	if id := solvedID(p, res.Answers[0]); id != "2x2:9c22" {
		t.Errorf("solution %s, want 2x2:9c22", id)
	}
	// IDs from the comments of Tatham's net.c, made under his non-unique
	// setting, and the generator's own unique puzzles.
	var lines []string
	files, _ := filepath.Glob("testdata/tatham/net_13x11w_*.txt")
	more, _ := filepath.Glob("testdata/net_*.txt")
	for _, f := range append(files, more...) {
		res := puzzlestest.Solve(t, mustParse(t, golden.Read(t, f)), 20)
		if res.Status != puzzles.Solved || !res.Complete {
			t.Errorf("%s: status %s, complete %v", f, res.Status, res.Complete)
		}
		lines = append(lines, fmt.Sprintf("%s %d", filepath.ToSlash(f), len(res.Answers)))
	}
	golden.Check(t, "net_counts", strings.Join(lines, "\n")+"\n")
}

// solvedID is the Net ID of the solved board.
func solvedID(p *Puzzle, a puzzles.Answer) string {
	q := p.Clone()
	for r, row := range a.(*Answer).Grid {
		for c, ch := range []rune(row) {
			q.Tiles[r][c], _ = tileOf(ch)
		}
	}
	return q.NetID()
}

func TestRules(t *testing.T) {
	cases := []struct {
		name, in string
		want     int
	}{
		{"two loops, seed rule", "┏┓┏┓\n┗┛┗┛\n", 1},
		{"two loops, net rule", "#pipes net\n┏┓┏┓\n┗┛┗┛\n", 0},
		{"line of three, net", "#pipes net\n╺━╸\n", 1},
		{"cross on the edge", "╋\n", 0},
		{"one straight, wrapping", "#pipes wrap\n┃\n", 2}, // joined to itself either way
		{"self loop, net", "#pipes net wrap\n┃\n", 0},     // a loop
		{"dead end alone, net", "#pipes net\n╻\n", 0},     // odd joints
		{"barrier splits a line", "#pipes\n#barriers r1c1:right\n╺╸\n", 0},
		{"barrier beside a line", "#pipes\n#barriers r1c1:down\n╺╸\n╺╸\n", 1},
		{"unknown tile completes a ring", "?┓\n┗┛\n", 1},
		{"unknown tiles under net", "#pipes net\n??\n", 2}, // joined, or both empty
		{"empty board, net", "#pipes net\n..\n", 1},
		{"wrapping 2-wide ring, net", "#pipes net wrap\n╺╸\n", 2},
	}
	for _, c := range cases {
		res := puzzlestest.Solve(t, mustParse(t, c.in), 10)
		if len(res.Answers) != c.want || !res.Complete {
			t.Errorf("%s: %d solutions (complete %v), want %d", c.name, len(res.Answers), res.Complete, c.want)
		}
	}
}

func TestCheckRejects(t *testing.T) {
	p := seed(t)
	good := puzzlestest.Solve(t, p, 1).Answers[0].(*Answer)
	if err := p.Check(good); err != nil {
		t.Fatalf("valid answer rejected: %v", err)
	}
	puzzlestest.Rejects(t, p, puzzlestest.Broken(t, good, map[string]func(a *Answer){
		"the tile at row 1, column 3 points left at row 1, column 2, which has no joint there": func(a *Answer) { a.Rotations[0][2] = 90; a.Grid[0] = "  ┓" + a.Grid[0][len("  ┏"):] },
		"the picture does not match the rotations":                                             func(a *Answer) { a.Grid[0] = "  ┓" + a.Grid[0][len("  ┏"):] },
		"row 1, column 3: rotation 45 is not in the table":                                     func(a *Answer) { a.Rotations[0][2] = 45 },
		"row 1, column 5: rotation 180 is not in the table for type 2a":                        func(a *Answer) { a.Rotations[0][4] = 180 },
		"row 1, column 1: rotation 90 is not in the table for type 0":                          func(a *Answer) { a.Rotations[0][0] = 90 },
		"7 rows of rotations and 8 of picture":                                                 func(a *Answer) { a.Rotations = a.Rotations[1:] },
		"row 4 has 15 rotations and 16 picture cells":                                          func(a *Answer) { a.Rotations[3] = a.Rotations[3][1:] },
		"row 2, column 2: rotation -1 is not in the table":                                     func(a *Answer) { a.Rotations[1][1] = Unknown },
		"picture does not match":                                                               func(a *Answer) { a.Grid[7] = strings.Repeat(" ", 16) },
	}))
	// The Net rule rejects the seed's answer: its pipes form loops.
	net := p.Clone()
	net.Rule = Net
	if err := net.Check(good); err == nil || !strings.Contains(err.Error(), "loop") {
		t.Errorf("Net rule on the seed's answer: %v", err)
	}
	two := mustParse(t, "#pipes net\n╺╸\n╺╸\n")
	a := newAnswer([][]Tile{{Right, Left}, {Right, Left}}, nil)
	if err := two.Check(a); err == nil || !strings.Contains(err.Error(), "2 separate networks") {
		t.Errorf("two networks: %v", err)
	}
}

// TestAnswerIsData checks that a Net answer read back from its JSON checks
// like the original: the answer holds no solver state.
func TestAnswerIsData(t *testing.T) {
	p := mustParse(t, golden.Read(t, "testdata/net_7x7w.txt"))
	var back Answer
	b, _ := json.Marshal(puzzlestest.Solve(t, p, 1).Answers[0])
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if err := p.Check(&back); err != nil {
		t.Errorf("answer read back from JSON: %v", err)
	}
}

// bruteCount counts solutions by trying every orientation of every tile,
// pruning on joints with the cells above and to the left, and checking
// each full board with Check: no SAT involved.
func bruteCount(p *Puzzle) int {
	cells := p.Size.Cells()
	masks := blankMasks(p.Size.Rows, p.Size.Cols)
	var place func(i int) int
	place = func(i int) int {
		if i == len(cells) {
			if p.Check(newAnswer(masks, nil)) == nil {
				return 1
			}
			return 0
		}
		pos := cells[i]
		n := 0
		for _, t := range p.Tile(pos).Orientations() {
			if fitsPlaced(p, masks, pos, t) {
				masks[pos.R][pos.C] = t
				n += place(i + 1)
			}
		}
		masks[pos.R][pos.C] = Empty
		return n
	}
	return place(0)
}

// fitsPlaced checks t's joints against the cells already placed (above
// and to the left, without wrapping).
func fitsPlaced(p *Puzzle, masks [][]Tile, pos grid.Pos, t Tile) bool {
	for _, d := range []grid.Dir{grid.Up, grid.Left} {
		q := pos.Add(d.Delta())
		if !p.Size.In(q) {
			continue
		}
		if t.Has(d) != masks[q.R][q.C].Has(d.Opposite()) || t.Has(d) && p.Blocked(pos, d) {
			return false
		}
	}
	return true
}

// randomPuzzle makes a small board: half the time random tiles, half the
// time the tiles of random joints (solvable under the seed rule), turned
// at random, with a few tiles made unknown or random and a few barriers.
func randomPuzzle(r *rand.Rand) *Puzzle {
	rows, cols := 1+r.Intn(3), 1+r.Intn(4)
	rule := Seed
	if r.Intn(2) == 0 {
		rule = Net
	}
	p, _ := New(rows, cols, rule)
	p.Wrap = r.Intn(3) == 0
	masks := blankMasks(rows, cols)
	joined := r.Intn(2) == 0
	for _, pos := range p.Size.Cells() {
		for _, d := range []grid.Dir{grid.Right, grid.Down} {
			if q, ok := p.Neighbour(pos, d); ok && joined && r.Intn(2) == 0 {
				join(masks, pos, q, d)
			}
		}
	}
	for _, pos := range p.Size.Cells() {
		t := masks[pos.R][pos.C].Rotate(r.Intn(4))
		switch x := r.Intn(20); {
		case x == 0:
			t = Wild
		case x < 3 || !joined && x < 15:
			t = Tile(r.Intn(16))
		}
		p.Tiles[pos.R][pos.C] = t
		if r.Intn(8) == 0 {
			p.Barriers[pos.R][pos.C] = Barrier(1 + r.Intn(3))
		}
	}
	p.normalize()
	return p
}

// TestCountAgainstBruteForce compares exact solution counts on random
// small boards under both rules, with wrapping, barriers and unknown tiles.
func TestCountAgainstBruteForce(t *testing.T) {
	r := rand.New(rand.NewSource(4))
	insts := make([]*Puzzle, 1500)
	for i := range insts {
		insts[i] = randomPuzzle(r)
	}
	puzzlestest.CountsSpread(t, insts, bruteCount, 10000).AtLeast(t, 350, 50)
}

// TestShortLoopsAreImplied checks that the up-front short-loop clauses
// change nothing but speed: counts with and without them agree.
func TestShortLoopsAreImplied(t *testing.T) {
	r := rand.New(rand.NewSource(9))
	defer func() { netShortLoops = true }()
	for i := 0; i < 300; i++ {
		p := randomPuzzle(r)
		p.Rule = Net
		netShortLoops = true
		with := puzzlestest.Solve(t, p, 1000)
		netShortLoops = false
		without := puzzlestest.Solve(t, p, 1000)
		if len(with.Answers) != len(without.Answers) {
			t.Fatalf("%s: %d solutions with the short-loop clauses, %d without", p, len(with.Answers), len(without.Answers))
		}
	}
}

func TestDecodePartial(t *testing.T) {
	p := seed(t)
	_, dec, s := puzzlestest.Solved(t, p)
	pd := dec
	full := dec.Decode(s).(*Answer)
	all := pd.DecodePartial(func(l sat.Lit) (bool, bool) { return s.Value(l), true }).(*Answer)
	if !reflect.DeepEqual(full.Grid, all.Grid) || !reflect.DeepEqual(full.Rotations, all.Rotations) {
		t.Errorf("knowing every joint does not give the full answer:\n%s\n%s", all.Text(), full.Text())
	}
	none := pd.DecodePartial(func(sat.Lit) (bool, bool) { return false, false }).(*Answer)
	// Knowing no joint, a tile is still known when the board's edges
	// leave it one way to turn (┳ and ━ on the top row, empty tiles).
	if none.Grid[0] != "  ?┳━━━┳┳━┳???  " {
		t.Errorf("knowing nothing: first row %q", none.Grid[0])
	}
	if none.Rotations[0][0] != 0 || none.Rotations[0][2] != Unknown {
		t.Errorf("knowing nothing: rotations %v", none.Rotations[0][:3])
	}
	js, _ := json.Marshal(none.Rotations[0][:3])
	if string(js) != "[0,0,null]" {
		t.Errorf("unknown rotations in JSON: %s", js)
	}
	var back Answer
	if err := json.Unmarshal([]byte(`{"rotations":[[null,90]],"grid":["?━"]}`), &back); err != nil || back.Rotations[0][0] != Unknown || back.Rotations[0][1] != 90 {
		t.Errorf("reading unknown rotations: %v %v", back.Rotations, err)
	}
}

func TestClued(t *testing.T) {
	// 2x2:3614 with its top-left corner misread as a dead end.
	p := mustParse(t, "#pipes net\n#barriers r2c1:right\n╺┛\n╺╸\n")
	if res := puzzlestest.Solve(t, p, 2); res.Status != puzzles.Unsat {
		t.Fatalf("misread puzzle: %s", res.Status)
	}
	clues := p.Clues()
	if len(clues) != 5 || clues[1].Value != "2b ┛" || clues[4].Value != "barrier right" || clues[4].Cell != [2]int{1, 0} {
		t.Fatalf("Clues() = %v", clues)
	}
	q := p.Without([]int{0}).(*Puzzle)
	if q.Tiles[0][0] != Wild {
		t.Fatalf("dropped tile is %q", q.Tiles[0][0].Glyph())
	}
	if res := puzzlestest.Solve(t, q, 10); !res.Unique() || res.Answers[0].Text() != "┏┓\n╹╹\n" {
		t.Errorf("relaxed puzzle: %s, %d solutions\n%s", res.Status, len(res.Answers), q)
	}
	if r := p.Without([]int{4}).(*Puzzle); r.Barriers[1][0] != 0 {
		t.Errorf("dropping the barrier clue left %v", r.Barriers[1][0])
	}
}

// TestExamples holds the built-in examples to what the registry's
// conformance test asks of every type.
func TestExamples(t *testing.T) {
	for _, ex := range Type.Examples() {
		inst, err := Type.Parse(ex.Text)
		if err != nil {
			t.Fatalf("%s: %v", ex.Name, err)
		}
		p := inst.(*Puzzle)
		if again := mustParse(t, p.String()); !again.Equal(p) || !Type.Detect(p.String()) || !Type.Detect(ex.Text) {
			t.Errorf("%s: canonical text does not round-trip or is not detected", ex.Name)
		}
		res := puzzlestest.Solve(t, p, 2)
		if res.Status != puzzles.Solved {
			t.Fatalf("%s: %s", ex.Name, res.Status)
		}
		if len(p.Draw(res.Answers[0]).Items) <= len(p.Draw(nil).Items) {
			t.Errorf("%s: drawing the answer adds nothing", ex.Name)
		}
	}
	if Type.Examples()[0].Text != golden.Read(t, "testdata/seed_8x16.txt") {
		t.Error("the seed example differs from testdata/seed_8x16.txt")
	}
}
