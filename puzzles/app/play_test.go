package app

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/all"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// playable are the types whose decoders read entries: every registered
// type whose first example can be played.
var playable = func() []string {
	var out []string
	for _, typ := range all.Types() {
		if inst, err := typ.Parse(typ.Examples()[0].Text); err == nil {
			if _, err := NewPlay(inst); err == nil {
				out = append(out, typ.Name())
			}
		}
	}
	return out
}()

// TestPlayable: the answer kinds that read entries make their types
// playable.
func TestPlayable(t *testing.T) {
	for _, name := range []string{"lightup", "tents", "mines", "mosaic", "nurikabe", "singles", "range", "norinori",
		"masyu", "slitherlink", "sudoku", "nonogram", "binairo", "towers", "unequal", "slant", "rect", "kakuro", "keen", "galaxies", "palisade", "magnets", "yajilin", "tapa", "undead", "map", "country", "ripple", "creek", "battleship", "shakashaka",
		"hidato", "knightstour", "signpost", "magichex", "filling", "yinyang",
		"tracks", "hashi", "starbattle", "dominoes", "pipes", "numberlink"} {
		if !slices.Contains(playable, name) {
			t.Errorf("%s cannot be played", name)
		}
	}
}

// solutionEntries are a solution of inst as entries of the play's parts.
func solutionEntries(t *testing.T, inst puzzles.Instance) []puzzles.Entry {
	t.Helper()
	res, err := puzzles.Solve(inst, 1)
	if err != nil || len(res.Answers) == 0 {
		t.Fatalf("solve: %v", err)
	}
	dec, err := inst.Encode(sat.NewModel().ForEntries())
	if err != nil {
		t.Fatal(err)
	}
	es, err := dec.(puzzles.Enterer).Entries(res.Answers[0])
	if err != nil {
		t.Fatal(err)
	}
	return es
}

func TestPlaySolvesEveryPlayableType(t *testing.T) {
	for _, name := range playable {
		t.Run(name, func(t *testing.T) {
			inst, pl := examplePlay(t, name)
			if pl.Check() {
				t.Fatal("an empty board is solved")
			}
			es := solutionEntries(t, inst)
			pl.Apply(es)
			if !pl.Check() {
				t.Fatalf("the solution's entries are not solved:\n%s", pl.Save())
			}
			// Without the off values: the empty parts count as off.
			var on []puzzles.Entry
			for _, e := range es {
				if i, ok := pl.index[e.Part]; ok && pl.valueIndex(i, e.Value) >= 0 && !pl.parts[i].values[pl.valueIndex(i, e.Value)].off() {
					on = append(on, e)
				}
			}
			pl.Apply(on)
			if !pl.Check() {
				t.Fatalf("the solution's on entries are not solved:\n%s", pl.Save())
			}
			// The worker answers the page's question alike.
			if r := Handle(Request{Op: "won", Type: name, Text: inst.String(), Saved: pl.Save()}, nil); !r.Won || r.Status != puzzles.Solved {
				t.Errorf("won of the solution's on entries: %+v", r)
			}
			// One part changed: no longer solved.
			i := 0
			was := pl.state[i] - 1 // the value it holds, or stands for when empty
			if was < 0 {
				was = slices.IndexFunc(pl.parts[i].values, playValue.off)
			}
			pl.state[i] = (was+1)%len(pl.parts[i].values) + 1
			if pl.Check() && len(pl.parts[i].values) > 1 {
				t.Errorf("a changed part is still solved: %s", pl.Save())
			}
			if r := Handle(Request{Op: "won", Type: name, Text: inst.String(), Saved: pl.Save()}, nil); r.Won != pl.Check() || r.Status != puzzles.Solved {
				t.Errorf("won of a changed part: %+v, Check %v", r, pl.Check())
			}
			saved := pl.Save()
			back, _ := NewPlay(inst)
			back.Restore(saved)
			if back.Save() != saved {
				t.Errorf("restore: got\n%s\nwant\n%s", back.Save(), saved)
			}
			pl.Scene(nil) // draws
			if _, err := ReadPlayEntries(inst, pl.Entries()); err != nil {
				t.Errorf("the entries do not read back: %v", err)
			}
		})
	}
}

func TestPlayTapCyclesUndoRedo(t *testing.T) {
	inst, pl := textPlay(t, "lightup", "#lightup\n..1.\n#...\n...0\n.2..\n")
	x, y, w, h := inst.Box(puzzles.Target{R: 0, C: 1})
	var seen []string
	for range 3 {
		if !pl.Tap(x+w/2, y+h/2) {
			t.Fatal("a tap changed nothing")
		}
		seen = append(seen, strings.TrimSpace(pl.Save()))
	}
	if strings.Join(seen, "|") != "0,1,=lights|0,1,=dark|" {
		t.Errorf("the tap cycle is %q", seen)
	}
	// A black cell is a given: no part.
	x, y, w, h = inst.Box(puzzles.Target{R: 1, C: 0})
	if pl.Tap(x+w/2, y+h/2) {
		t.Error("a tap on a given changed the entries")
	}
	if !pl.Undo() || strings.TrimSpace(pl.Save()) != "0,1,=dark" {
		t.Errorf("undo: %q", pl.Save())
	}
	if !pl.Redo() || pl.Save() != "" {
		t.Errorf("redo: %q", pl.Save())
	}
	pl.Sel = pl.index[puzzles.Target{R: 0, C: 0}]
	if ch, err := pl.Key("l"); !ch || err != nil || strings.TrimSpace(pl.Save()) != "0,0,=lights" {
		t.Errorf("key l: %v %v %q", ch, err, pl.Save())
	}
	pl.Key("ArrowRight")
	if pl.Selected() != "0,1" {
		t.Errorf("ArrowRight went to %s", pl.Selected())
	}
	if _, err := pl.Key("q"); err == nil {
		t.Error("q did something")
	}
	keys := pl.Keys()
	if len(keys) != 3 || keys[0].Label != "Light" || keys[1].Label != "Dot" {
		t.Errorf("keys %+v", keys)
	}
}

func TestPlayLines(t *testing.T) {
	for _, name := range []string{"masyu", "slitherlink"} {
		_, pl := examplePlay(t, name)
		if pl.corner != (name == "slitherlink") {
			t.Errorf("%s: corner %v", name, pl.corner)
		}
		// Drag from point (0,0) to (0,1): one line.
		x0, y0 := pl.point(0, 0)
		x1, y1 := pl.point(0, 1)
		pl.Tap(x0, y0)
		if !pl.Drag(x1, y1) || strings.TrimSpace(pl.Save()) != "0,0,edge-right=line" {
			t.Errorf("%s: drag drew %q", name, pl.Save())
		}
		pl.EndStroke()
		// A tap on the line's middle cycles it on to a cross.
		pl.Tap((x0+x1)/2, (y0+y1)/2)
		if strings.TrimSpace(pl.Save()) != "0,0,edge-right=no line" {
			t.Errorf("%s: tap made %q", name, pl.Save())
		}
	}
}

func TestNoPlay(t *testing.T) {
	s, err := Example("switches", 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := NewPlay(s.Inst); err != ErrNoPlay {
		t.Errorf("switches: %v", err)
	}
}

func TestPlayRequests(t *testing.T) {
	const text = "#lightup\n..1.\n#...\n...0\n.2..\n"
	_, pl := textPlay(t, "lightup", text)
	// Two lights in one row see each other.
	pl.Apply([]puzzles.Entry{{Part: puzzles.Target{R: 1, C: 1}, Value: "lights"}, {Part: puzzles.Target{R: 1, C: 3}, Value: "lights"},
		{Part: puzzles.Target{R: 0, C: 0}, Value: "dark"}})
	r := Handle(Request{Type: "lightup", Text: text, Op: "check", Entries: pl.Entries()}, nil)
	if r.Check == nil || r.Check.Completable || len(r.Check.Conflict) == 0 || len(r.Check.Wrong) != 2 {
		t.Fatalf("check: %+v", r)
	}
	r = Handle(Request{Type: "lightup", Text: text, Op: "step", Entries: jsonOf("{}")}, nil)
	if r.Step == nil || len(r.Step.Clues) == 0 || !strings.HasPrefix(r.Summary, "Hint: ") {
		t.Fatalf("step: %+v", r)
	}
	r = Handle(Request{Type: "lightup", Text: text, Op: "path"}, nil)
	if r.Path == nil || !r.Path.Complete || len(r.Path.Steps) == 0 {
		t.Fatalf("path: %+v", r)
	}
	var es []puzzles.Entry
	for _, s := range r.Path.Steps {
		es = append(es, s.Fact)
	}
	pl.Apply(es)
	if !pl.Check() {
		t.Error("the path's facts are not solved")
	}
	if r := Handle(Request{Type: "lightup", Text: text, Op: "won", Saved: pl.Save()}, nil); !r.Won {
		t.Errorf("won of the path's facts: %+v", r)
	}
	if r := Handle(Request{Type: "lightup", Text: text, Op: "won", Saved: ""}, nil); r.Won || r.Status != puzzles.Solved {
		t.Errorf("won of no entries: %+v", r)
	}
	if r := Handle(Request{Type: "switches", Text: firstExample(t, "switches"), Op: "won"}, nil); r.Won || r.Status != puzzles.Invalid {
		t.Errorf("won of an unplayable type: %+v", r)
	}
	r = Handle(Request{Type: "switches", Text: firstExample(t, "switches"), Op: "check", Entries: jsonOf("{}")}, nil)
	if r.Status != puzzles.Invalid || r.Summary != ErrNoPlay.Error() {
		t.Errorf("switches check: %+v", r)
	}
	r = Handle(Request{Type: "lightup", Text: text, Op: "check", Entries: jsonOf(`{"lights": 5}`)}, nil)
	if r.Status != puzzles.Invalid {
		t.Errorf("bad entries: %+v", r)
	}
}

func jsonOf(s string) []byte { return []byte(s) }

func firstExample(t *testing.T, name string) string {
	t.Helper()
	typ, err := all.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	return typ.Examples()[0].Text
}

// TestPlayHelp: the help while playing says how to play, lines for the
// loop types.
func TestPlayHelp(t *testing.T) {
	for typ, want := range map[string]string{"lightup": "Tap a cell to cycle", "masyu": "Drag between cells"} {
		s, err := Blank(typ, 3, 3)
		if err != nil {
			t.Fatal(err)
		}
		pl, err := NewPlay(s.Inst)
		if err != nil {
			t.Fatalf("%s: %v", typ, err)
		}
		if got := pl.Help(); !strings.HasPrefix(got, want) || !strings.Contains(got, "givens are locked") {
			t.Errorf("%s: help %q", typ, got)
		}
	}
}

// TestSlantPartsAreCells: a Slant cell's part is drawn and hit on its
// cell, not on the grid point of the same row and column.
func TestSlantPartsAreCells(t *testing.T) {
	inst, pl := examplePlay(t, "slant")
	for _, p := range pl.parts {
		x, y, w, h := pl.PartBox(p.Target)
		if i, ok := pl.PartAt(x+w/2, y+h/2); !ok || pl.parts[i].Target != p.Target {
			t.Fatalf("the centre of part %v's box hits %v", p.Target, i)
		}
		cx, cy, cw, ch := inst.Box(puzzles.Target{R: p.R, C: p.C, Kind: "cell"})
		if x != cx || y != cy || w != cw || h != ch {
			t.Fatalf("part %v's box %v, its cell's %v", p.Target, []float64{x, y, w, h}, []float64{cx, cy, cw, ch})
		}
	}
}

// TestPlayWrongWholeEntry: the solution's entries with one part changed
// to another value are a whole board but not "Solved".
func TestPlayWrongWholeEntry(t *testing.T) {
	for _, name := range []string{"tracks", "hashi", "starbattle", "dominoes", "pipes", "numberlink"} {
		t.Run(name, func(t *testing.T) {
			inst, pl := examplePlay(t, name)
			pl.Apply(solutionEntries(t, inst))
			for i, p := range pl.parts {
				if pl.state[i] == 0 {
					pl.state[i] = slices.IndexFunc(p.values, playValue.off) + 1
				}
			}
			if !pl.Check() {
				t.Fatalf("the whole solution is not solved:\n%s", pl.Save())
			}
			i := len(pl.parts) - 1
			pl.state[i] = pl.state[i]%len(pl.parts[i].values) + 1
			if pl.Check() {
				t.Errorf("solved with %s changed:\n%s", pl.Selected(), pl.Save())
			}
		})
	}
}

// TestPlayTapsLinesAndBridges: a drag between two squares of Tracks draws
// the line between them; a tap between two islands of Hashi cycles the
// bridge count (1, 2, none, empty).
func TestPlayTapsLinesAndBridges(t *testing.T) {
	tr, pl := textPlay(t, "tracks", "4x4:b5a6g9c,S3,4,3,3,4,S4,3,2")
	x, y, w, h := tr.Box(puzzles.Target{R: 2, C: 1})
	pl.Tap(x+w/2, y+h/2)
	if !pl.Drag(x+w*1.5, y+h/2) || strings.TrimSpace(pl.Save()) != "2,1,edge-right=line" {
		t.Errorf("drag: %q", pl.Save())
	}
	ha, pl := textPlay(t, "hashi", "#hashi max=2\n2.2\n...\n1.1\n")
	x, y, w, h = ha.Box(puzzles.Target{R: 0, C: 1})
	var seen []string
	for range 4 {
		pl.Tap(x+w/2, y+h/2)
		seen = append(seen, strings.TrimSpace(pl.Save()))
	}
	if got := strings.Join(seen, "|"); got != "0,0,bridge-right=1|0,0,bridge-right=2|0,0,bridge-right=no line|" {
		t.Errorf("the tap cycle is %q", got)
	}
}

// TestPlayTapCrossingBridges: where two bridge strips cross, a tap goes
// to the bridge whose line it is nearer.
func TestPlayTapCrossingBridges(t *testing.T) {
	for _, tc := range []struct {
		x, y float64
		want string
	}{{1.5, 1.3, "0,1,bridge-down=1"}, {1.3, 1.5, "1,0,bridge-right=1"}} {
		_, pl := textPlay(t, "hashi", "#hashi max=2\n.1.\n1.1\n.1.\n")
		pl.Tap(tc.x, tc.y)
		if got := strings.TrimSpace(pl.Save()); got != tc.want {
			t.Errorf("tap at %v,%v: %q, want %q", tc.x, tc.y, got, tc.want)
		}
	}
}

// TestPlayMapRegionIsOnePart: a map's region is one part, entered at any
// of its cells; a tap on one cell colours the whole region.
func TestPlayMapRegionIsOnePart(t *testing.T) {
	_, pl := textPlay(t, "map", "#map\n. . 2\n. . .\n\nA A B\nC C B\n")
	if len(pl.parts) != 2 { // region B is given: locked
		t.Fatalf("%d parts, want one for each of regions A and C", len(pl.parts))
	}
	for _, cells := range [][2][2]int{{{0, 0}, {0, 1}}, {{1, 0}, {1, 1}}} {
		a, _ := pl.PartAt(pl.point(cells[0][0], cells[0][1]))
		b, _ := pl.PartAt(pl.point(cells[1][0], cells[1][1]))
		if a != b {
			t.Errorf("cells %v and %v of one region are parts %d and %d", cells[0], cells[1], a, b)
		}
	}
	x, y := pl.point(0, 1)
	pl.Tap(x, y)
	if got := pl.Answer().Text(); !strings.HasPrefix(got, "1 1 ") {
		t.Errorf("after a tap on row 1, column 2 the answer is\n%s\nwant region A coloured 1 in both cells", got)
	}
}

// On a board whose lines join cell centres (Yajilin), a tap on a cell's
// centre enters the cell at the release, unless the stroke drew a line.
func TestPlayTapCentreOnLineBoard(t *testing.T) {
	_, pl := examplePlay(t, "yajilin")
	i := slices.IndexFunc(pl.parts, func(p playPart) bool { return !isLine(p.Target) })
	c := pl.parts[i].Target
	x, y := pl.point(c.R, c.C)
	if pl.Tap(x, y) || pl.Save() != "" {
		t.Fatalf("the press entered %q before the release", pl.Save())
	}
	want := fmt.Sprintf("%d,%d,=%s", c.R, c.C, pl.parts[i].values[0].Value)
	if !pl.Release() || strings.TrimSpace(pl.Save()) != want {
		t.Errorf("tap and release: %q, want %q", pl.Save(), want)
	}
	pl.Clear()
	// A stroke from the centre to a neighbour's draws a line, and the
	// release enters nothing more.
	var r1, c1 int
	for _, d := range [][2]int{{0, 1}, {1, 0}, {0, -1}, {-1, 0}} {
		if _, ok := pl.lineBetween(order([2]int{c.R, c.C}, [2]int{c.R + d[0], c.C + d[1]})); ok {
			r1, c1 = c.R+d[0], c.C+d[1]
			break
		}
	}
	pl.Tap(x, y)
	x1, y1 := pl.point(r1, c1)
	if !pl.Drag(x1, y1) {
		t.Fatal("the stroke drew no line")
	}
	if pl.Release() || strings.Contains(pl.Save(), want) {
		t.Errorf("the release after a line entered the cell too: %q", pl.Save())
	}
}

// order puts two lattice points in the order lineBetween takes them.
func order(a, b [2]int) ([2]int, [2]int) {
	if b[0] < a[0] || b[0] == a[0] && b[1] < a[1] {
		return b, a
	}
	return a, b
}

// examplePlay is the play of the first example of the type named name.
func examplePlay(t *testing.T, name string) (puzzles.Instance, *Play) {
	t.Helper()
	typ, err := all.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	return textPlay(t, name, typ.Examples()[0].Text)
}

// textPlay parses text as the type called name and starts playing it.
func textPlay(t *testing.T, name, text string) (puzzles.Instance, *Play) {
	t.Helper()
	inst, err := all.Parse(name, text)
	if err != nil {
		t.Fatal(err)
	}
	pl, err := NewPlay(inst)
	if err != nil {
		t.Fatal(err)
	}
	return inst, pl
}

// A pad of numbers reads in order: Sudoku's first cell's values come
// from the encoding in another order (2, 4, 6, ...).
func TestPlayNumberKeysInOrder(t *testing.T) {
	for _, name := range []string{"sudoku", "towers", "keen", "unequal"} {
		_, pl := examplePlay(t, name)
		var got []string
		for _, k := range pl.Keys() {
			got = append(got, k.Label)
		}
		want := strings.Split("1 2 3 4 5 6 7 8 9", " ")[:len(got)-1]
		if strings.Join(got, " ") != strings.Join(append(want, "Clear"), " ") {
			t.Errorf("%s: pad %q", name, got)
		}
	}
}
