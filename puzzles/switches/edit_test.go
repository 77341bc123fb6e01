package switches

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/golden"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

func TestBlank(t *testing.T) {
	inst, err := Type.New(3, 4)
	if err != nil {
		t.Fatal(err)
	}
	if got := inst.String(); got != "#switches lightsout\n....\n....\n....\n" {
		t.Errorf("New(3, 4) = %q", got)
	}
	if _, err := Type.New(0, 4); err == nil {
		t.Error("New(0, 4) accepted")
	}
}

func TestHit(t *testing.T) {
	p := mustParse(t, golden.Read(t, "testdata/seed_picture.txt")) // 4 wide, 3 high
	puzzlestest.Hits(t, p, []puzzlestest.HitCase{
		{X: 0.5, Y: 0.5, Want: puzzles.Target{R: 0, C: 0}, OK: true},                 // bulb a
		{X: 3.7, Y: 2.4, Want: puzzles.Target{R: 2, C: 3}, OK: true},                 // bulb l, off centre
		{X: 1.0, Y: 0.5, Want: puzzles.Target{R: 0, C: 1, Kind: linkKind}, OK: true}, // between a and b
		{X: 1.5, Y: 1.0, Want: puzzles.Target{R: 1, C: 5, Kind: linkKind}, OK: true}, // between b and f
		{X: 1.0, Y: 1.0, Want: puzzles.Target{}, OK: false},                          // a corner between four bulbs
		{X: 5, Y: 5, Want: puzzles.Target{}, OK: false},
	}...)
	// On a graph: a drawn connection is hit near its middle.
	g := mustParse(t, Type.Examples()[4].Text)
	l := g.layout()
	hub, north := g.Index("hub"), g.Index("north")
	mx, my := (l.at[hub].X+l.at[north].X)/2, (l.at[hub].Y+l.at[north].Y)/2
	if got, ok := g.Hit(mx, my); !ok || got != (puzzles.Target{R: north, C: hub, Kind: linkKind}) {
		t.Errorf("Hit(middle of north-hub) = %+v, %v", got, ok)
	}
	if got, ok := g.Hit(l.at[hub].X, l.at[hub].Y); !ok || g.bulbOf(got) != hub {
		t.Errorf("Hit(hub) = %+v, %v", got, ok)
	}
}

func TestBoxAndMove(t *testing.T) {
	p := mustParse(t, golden.Read(t, "testdata/seed_picture.txt"))
	if x, y, w, h := p.Box(puzzles.Target{R: 1, C: 2}); x != 2 || y != 1 || w != 1 || h != 1 {
		t.Errorf("Box(bulb g) = %v %v %v %v", x, y, w, h)
	}
	if x, y, w, h := p.Box(puzzles.Target{R: 0, C: 1, Kind: linkKind}); x != 0.75 || y != 0.25 || w != 0.5 || h != 0.5 {
		t.Errorf("Box(link a-b) = %v %v %v %v", x, y, w, h)
	}
	puzzlestest.Moves(t, p, []puzzlestest.MoveCase{
		{From: puzzles.Target{R: 0, C: 0}, Arrow: "ArrowRight", Want: puzzles.Target{R: 0, C: 1}},
		{From: puzzles.Target{R: 0, C: 0}, Arrow: "ArrowDown", Want: puzzles.Target{R: 1, C: 0}},
		{From: puzzles.Target{R: 0, C: 0}, Arrow: "ArrowUp", Want: puzzles.Target{R: 0, C: 0}},
		{From: puzzles.Target{R: 2, C: 3}, Arrow: "ArrowLeft", Want: puzzles.Target{R: 2, C: 2}},
		{From: puzzles.Target{R: 2, C: 3}, Arrow: "x", Want: puzzles.Target{R: 2, C: 3}},
		{From: puzzles.Target{R: 0, C: 1, Kind: linkKind}, Arrow: "ArrowDown", Want: puzzles.Target{R: 0, C: 1, Kind: linkKind}},
	}...)
}

func TestEdit(t *testing.T) {
	p := mustParse(t, "#switches lightsout\n..\n..\n")
	steps := []struct {
		t    puzzles.Target
		key  string
		want string
	}{
		{puzzles.Target{R: 0, C: 0}, "light", "#switches lightsout\n*.\n..\n"},
		{puzzles.Target{R: 0, C: 0}, " ", "#switches lightsout\n..\n..\n"},
		{puzzles.Target{R: 1, C: 1}, "Enter", "#switches lightsout\n..\n.*\n"},
		{puzzles.Target{R: 0, C: 0}, "g", "#switches picture\no -- o\n|    |\no -- *\n"},
		{puzzles.Target{R: 0, C: 1, Kind: linkKind}, "join", "#switches picture\no    o\n|    |\no -- *\n"},
		{puzzles.Target{R: 0, C: 1, Kind: linkKind}, "join", "#switches picture\no -- o\n|    |\no -- *\n"},
		{puzzles.Target{R: 0, C: 1, Kind: linkKind}, "oneway", "#switches\nbulbs: a b c d\ngrid: 2x2\nlit: d\ngoal: on\na > b\na c\nb d\nc d\n"},
		{puzzles.Target{R: 0, C: 1, Kind: linkKind}, "oneway", "#switches\nbulbs: a b c d\ngrid: 2x2\nlit: d\ngoal: on\nb > a\na c\nb d\nc d\n"},
		{puzzles.Target{R: 0, C: 1, Kind: linkKind}, "oneway", "#switches picture\no    o\n|    |\no -- *\n"},
		{puzzles.Target{R: 0, C: 1, Kind: linkKind}, "oneway", "#switches picture\no -- o\n|    |\no -- *\n"},
		{puzzles.Target{R: 0, C: 1}, "goal", "#switches\nbulbs: a b c d\ngrid: 2x2\nlit: d\ngoal: a c d\na b\na c\nb d\nc d\n"},
		{puzzles.Target{R: 1, C: 0}, "?", "#switches\nbulbs: a b c d\ngrid: 2x2\nlit: d\ngoal: a d\nfree: c\na b\na c\nb d\nc d\n"},
		{puzzles.Target{R: 1, C: 0}, "x", "#switches\nbulbs: a b c d\ngrid: 2x2\nlit: d\ngoal: a d\nfree: c\na b\na c\nb d\nc d\n"},
		{puzzles.Target{R: 7, C: 0}, "Click", "#switches\nbulbs: a b c d\ngrid: 2x2\nlit: d\ngoal: a d\nfree: c\na b\na c\nb d\nc d\n"},
	}
	var cur puzzles.Instance = p
	for i, s := range steps {
		// Edit checks that the key is taken and leaves cur unchanged.
		if cur = puzzlestest.Edit(t, cur, s.t, s.key); cur.String() != s.want {
			t.Fatalf("step %d: Edit(%+v, %q) =\n%s\nwant\n%s", i, s.t, s.key, cur, s.want)
		}
	}
}

func TestEditGraph(t *testing.T) {
	g := mustParse(t, "a b c\na\na b\nb c\n")
	q, _ := g.Edit(puzzles.Target{R: 2}, "light") // bulb c
	if !strings.Contains(q.String(), "lit: b\n") {
		t.Errorf("toggling c:\n%s", q)
	}
	q, _ = g.Edit(puzzles.Target{R: 1, C: 2, Kind: linkKind}, "join")
	if strings.Contains(q.String(), "\nb c\n") {
		t.Errorf("removing b-c:\n%s", q)
	}
	if same, _ := g.Edit(puzzles.Target{R: 0, C: 3}, "light"); same != puzzles.Instance(g) {
		t.Error("a target off the graph changed it")
	}
}

func TestDiff(t *testing.T) {
	p := mustParse(t, "#switches lightsout\n*****\n*****\n*****\n*****\n*****\n")
	res := puzzlestest.Solve(t, p, 2)
	a, b := res.Answers[0], res.Answers[1]
	diff := p.Diff(a, b)
	// Two fewest-press solutions of 5x5 Lights Out differ by a kernel
	// vector: 12 switches, here mirror images.
	if len(diff) == 0 || len(diff)%2 != 0 {
		t.Fatalf("Diff = %v", diff)
	}
	for _, d := range diff {
		if i := p.bulbOf(d); i < 0 {
			t.Fatalf("Diff target %+v is not a bulb", d)
		}
	}
	if len(p.Diff(a, a)) != 0 || p.Diff(a, nil) != nil {
		t.Error("Diff of equal or missing answers")
	}
}
