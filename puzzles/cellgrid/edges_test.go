package cellgrid

import (
	"encoding/json"
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/tatham"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// first is a test type with clue strips: a Latin square whose clues say
// the number standing first in their line, seen from the clue.
type first struct{ EdgeGrid }

var firstSpec = &Spec[*first]{
	Name: "first", Title: "First",
	Symbols: append(Numbers(1, 9, Symbol{Word: "a given", Look: Given}),
		Symbol{Value: 0, Text: ".", Label: "Delete", Keys: []string{"Delete"}, Word: "empty"}),
	Make: func(g Grid) *first { return &first{firstEdges.For(g)} },
	Own:  EdgeOwn[*first](firstEdges),
}

// firstType is the type firstSpec declares, with one example.
var firstType, _, _ = firstSpec.Declare("== a\n#first\n+1..+\n.....\n.....\n.....\n+..2+\n", nil)

var firstEdges = &EdgeRule{
	Title: "First", Square: true,
	Clues: func(size grid.Size) (lo, hi int) { return 1, size.Rows },
	Most:  func(size grid.Size) int { return size.Rows },
	URL:   []string{"first"},
	Game:  &GameForm{Game: "First", Letters: "de", Params: []tatham.Param{tatham.OneOf('d', "e")}},
}

func (p *first) Encode(m *sat.Model) (puzzles.Decoder, error) {
	d := NewNumberVars(m, p.Grid, 1, p.Most())
	d.Latin(m, p.Grid)
	for _, l := range p.Lines() {
		m.Unit(d.At(l.Cells[0]).Eq(l.Clue))
	}
	return d, nil
}

func (p *first) Check(a puzzles.Answer) error {
	g, err := p.CheckNumbers(a, 1, p.Most(), true)
	if err != nil {
		return err
	}
	for _, l := range p.Lines() {
		if v := g[l.Cells[0].R][l.Cells[0].C]; v != l.Clue {
			return fmt.Errorf("the %d %s sees %d", l.Clue, l.Where(), v)
		}
	}
	return nil
}

func (p *first) Draw(a puzzles.Answer) draw.Scene {
	return p.Scene(func(s *draw.Scene) {
		if n := NumberGridOf(a); n != nil {
			n.Draw(s, func(pos grid.Pos) bool { return p.At(pos) != 0 })
		}
	})
}

func (p *first) Diff(x, y puzzles.Answer) []puzzles.Target { return DiffNumbers(x, y) }

func parseFirst(t *testing.T, text string) *first {
	t.Helper()
	p, err := firstSpec.Parse(text)
	if err != nil {
		t.Fatalf("Parse(%q): %v", text, err)
	}
	return p
}

// TestEdgeForms: the framed text, the game ID and the URL hold the same
// puzzle (testdata/first.txt, with the refused inputs).
func TestEdgeForms(t *testing.T) {
	puzzlestest.Formats(t, firstType, "testdata/first.txt", puzzlestest.URLAndGameID)
	p := parseFirst(t, "#first\n+1.+\n.2..\n...2\n+..+\n")
	if p.Edges[Top][0] != 1 || p.Edges[Right][1] != 2 || p.Edges[Bottom][0] != NoClue || p.At(grid.Pos{R: 0, C: 0}) != 2 {
		t.Fatalf("read %+v %v", p.Edges, p.Cells)
	}
}

// TestEdgeGrid: lines, clues, Without, editing and drawing.
func TestEdgeGrid(t *testing.T) {
	p := parseFirst(t, "#first\n+1..+\n.....\n.1..3\n.....\n+.2.+\n")
	lines := p.Lines()
	if len(lines) != 3 || lines[1].Where() != "below column 2" || fmt.Sprint(lines[1].Cells) != fmt.Sprint([]grid.Pos{{R: 2, C: 1}, {R: 1, C: 1}, {R: 0, C: 1}}) ||
		fmt.Sprint(lines[2].Cells) != fmt.Sprint([]grid.Pos{{R: 1, C: 2}, {R: 1, C: 1}, {R: 1, C: 0}}) {
		t.Errorf("lines %+v", lines)
	}
	clues := p.Clues()
	if fmt.Sprint(clues) != "[{[-1 0] 1} {[3 1] 2} {[1 3] 3} {[1 0] 1}]" {
		t.Errorf("clues %v", clues)
	}
	less := p.Without([]int{0, 3}).(*first)
	if less.String() != "#first\n+...+\n.....\n....3\n.....\n+.2.+\n" {
		t.Errorf("Without:\n%s", less)
	}
	edited, err := p.Edit(puzzles.Target{R: 2, C: 2}, "2")
	if err != nil || edited.(*first).Edges[Right][1] != 3 || edited.(*first).At(grid.Pos{R: 2, C: 2}) != 2 {
		t.Errorf("a cell's edit: %v\n%s", err, edited)
	}
	s := p.Draw(nil)
	if s.W != 5 || s.H != 5 {
		t.Errorf("scene %gx%g, want 5x5", s.W, s.H)
	}
	var texts []string
	for _, it := range s.Items {
		if it.Kind == draw.Text {
			texts = append(texts, fmt.Sprintf("%s@%g,%g", it.Text, it.X, it.Y))
		}
	}
	if got := strings.Join(texts, " "); got != "1@1.5,2.5 1@1.5,0.5 2@2.5,4.5 3@4.5,2.5" {
		t.Errorf("texts %s", got)
	}
}

// TestNumberGrid: solving, partial answers, JSON, text, diff and checks.
func TestNumberGrid(t *testing.T) {
	p := parseFirst(t, "#first\n+1..+\n.....\n.....\n.....\n+...+\n")
	res, err := puzzles.Solve(p, 20)
	if err != nil || len(res.Answers) != 4 || !res.Complete {
		t.Fatalf("%d answers, %v", len(res.Answers), err)
	}
	for _, a := range res.Answers {
		if err := p.Check(a); err != nil {
			t.Error(err)
		}
	}
	if d := DiffNumbers(res.Answers[0], res.Answers[1]); len(d) == 0 {
		t.Error("two answers do not differ")
	}
	m := sat.NewModel()
	dec, _ := p.Encode(m)
	s := m.Solver()
	if _, err := puzzles.Next(s, p, dec, &puzzles.Stats{}); err != nil {
		t.Fatal(err)
	}
	x := dec.(*NumberVars).At(grid.Pos{R: 0, C: 1})
	lits := x.OneHot()
	known := func(l sat.Lit) (bool, bool) {
		for _, k := range lits[:2] {
			if l == k {
				return false, true
			}
		}
		return s.Value(l), l == lits[2] && s.Value(l)
	}
	a := dec.DecodePartial(known).(*NumberGrid)
	if a.Grid[0][1] != 3 && a.Grid[0][1] != Unknown || a.Grid[1][1] != Unknown {
		t.Errorf("partial %v", a.Grid)
	}
	part := &NumberGrid{Grid: [][]int{{1, Unknown}, {2, 1}}}
	js, _ := json.Marshal(part)
	var back NumberGrid
	if string(js) != `{"grid":[[1,null],[2,1]]}` || json.Unmarshal(js, &back) != nil || fmt.Sprint(back.Grid) != fmt.Sprint(part.Grid) {
		t.Errorf("JSON %s read back as %v", js, back.Grid)
	}
	if part.Text() != "1 ?\n2 1\n" {
		t.Errorf("text %q", part.Text())
	}
	q := parseFirst(t, "#first\n+..+\n.1..\n....\n+..+\n")
	for want, ans := range map[string]*NumberGrid{
		"cell 0,0 holds 2, but 1 is given":   {Grid: [][]int{{2, 1}, {1, 2}}},
		"1 is in cells 0,0 and 1,0":          {Grid: [][]int{{1, 2}, {1, 2}}},
		"cell 1,1 holds 0, outside 1 to 2":   {Grid: [][]int{{1, 2}, {2, Unknown}}},
		"the answer has 1 rows, the board 2": {Grid: [][]int{{1, 2}}},
	} {
		if err := q.Check(ans); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Check(%v): %v, want %q", ans.Grid, err, want)
		}
	}
}

// TestRandomLatin: the squares are Latin, and the seed decides them.
func TestRandomLatin(t *testing.T) {
	for n := 1; n <= 9; n++ {
		g := RandomLatin(rand.New(rand.NewSource(int64(n))), n)
		for r := range n {
			for c := range n {
				v := g[r][c]
				g[r][c] = 0
				if v < 1 || v > n || !Free(g, r, c, v) {
					t.Fatalf("%dx%d: %d at %d,%d repeats or is out of range", n, n, v, r, c)
				}
				g[r][c] = v
			}
		}
	}
	a, b := RandomLatin(rand.New(rand.NewSource(7)), 6), RandomLatin(rand.New(rand.NewSource(7)), 6)
	if fmt.Sprint(a) != fmt.Sprint(b) {
		t.Error("one seed, two squares")
	}
}

// TestNewSizes: a square spec's New makes rows x rows, and refuses a size
// out of range without a panic.
func TestNewSizes(t *testing.T) {
	if p, err := firstSpec.New(3, 5); err != nil || p.Size() != (grid.Size{Rows: 3, Cols: 3}) {
		t.Errorf("New(3, 5): %v %v", p, err)
	}
	for _, n := range []int{0, -1, 101} {
		if _, err := firstSpec.New(n, 2); err == nil || !strings.Contains(err.Error(), "is outside") {
			t.Errorf("New(%d, 2): %v", n, err)
		}
	}
}
