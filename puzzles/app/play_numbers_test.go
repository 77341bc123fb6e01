package app

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/all"
)

// numberTypes are the types made playable with typed numbers and the
// two-colour Yin-Yang.
var numberTypes = []string{"hidato", "knightstour", "signpost", "magichex", "filling", "yinyang"}

// answerKey is the entries of a as one string, in the play's parts.
func answerKey(t *testing.T, pl *Play, a puzzles.Answer) string {
	t.Helper()
	es, err := pl.dec.(puzzles.Enterer).Entries(a)
	if err != nil {
		t.Fatal(err)
	}
	pl.Apply(es)
	return pl.Save()
}

// TestPlayEveryAnswerAndNoWrongOne: every answer of each example (up to
// 12) is Solved, not only the solver's first; two parts of the first
// answer swapped make a complete entry that is Solved exactly when it is
// one of the answers.
func TestPlayEveryAnswerAndNoWrongOne(t *testing.T) {
	several := map[string]int{}
	for _, name := range numberTypes {
		typ, err := all.Lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, ex := range typ.Examples() {
			inst, err := typ.Parse(ex.Text)
			if err != nil {
				t.Fatal(err)
			}
			res, err := puzzles.Solve(inst, 12)
			if err != nil || len(res.Answers) == 0 {
				continue // an example without solution
			}
			pl, err := NewPlay(inst)
			if err != nil {
				t.Fatalf("%s %s: %v", name, ex.Name, err)
			}
			answers := map[string]bool{}
			for _, a := range res.Answers {
				answers[answerKey(t, pl, a)] = true
				if !pl.Check() {
					t.Errorf("%s %s: an answer is not solved:\n%s", name, ex.Name, pl.Save())
				}
			}
			several[name] = max(several[name], len(answers))
			answerKey(t, pl, res.Answers[0])
			if !swapTwo(pl) {
				if slices.ContainsFunc(pl.parts, func(p playPart) bool { return len(p.values) > 1 }) {
					t.Errorf("%s %s: no two parts can swap their values", name, ex.Name)
				}
				continue // the domains decide every part (a seed's knight's tour)
			}
			if got, want := pl.Check(), answers[pl.Save()] && res.Complete; got != want {
				t.Errorf("%s %s: swapped entries solved %v, want %v:\n%s", name, ex.Name, got, want, pl.Save())
			}
		}
	}
	t.Logf("answers tried: %v", several)
	for _, name := range []string{"magichex", "filling", "yinyang"} {
		if several[name] < 2 {
			t.Errorf("%s: no example with two answers tried", name)
		}
	}
}

// swapTwo swaps the values of the first two entered parts that hold
// different values each can take.
func swapTwo(pl *Play) bool {
	for i := range pl.parts {
		for j := i + 1; j < len(pl.parts); j++ {
			if pl.state[i] == 0 || pl.state[j] == 0 {
				continue
			}
			a, b := pl.parts[i].values[pl.state[i]-1].Value, pl.parts[j].values[pl.state[j]-1].Value
			vi, vj := pl.valueIndex(i, b), pl.valueIndex(j, a)
			if a != b && vi >= 0 && vj >= 0 {
				pl.state[i], pl.state[j] = vi+1, vj+1
				return true
			}
		}
	}
	return false
}

func firstPlay(t *testing.T, name string) *Play {
	t.Helper()
	_, pl := examplePlay(t, name)
	return pl
}

// TestPlayTypesNumbers: numbers above 9 are typed digit by digit, a tap
// only selects, the pad has the digits, givens are no parts.
func TestPlayTypesNumbers(t *testing.T) {
	pl := firstPlay(t, "hidato")
	if pl.limit < 10 {
		t.Fatalf("hidato's numbers are not typed: limit %d", pl.limit)
	}
	if !strings.Contains(pl.Intro(), "type its number") || !strings.Contains(pl.Help(), "type its number") {
		t.Errorf("the status and the help do not say to type: %q, %q", pl.Intro(), pl.Help())
	}
	if l := firstPlay(t, "lightup"); !strings.Contains(l.Intro(), "cycle its entry") {
		t.Errorf("lightup: %q", l.Intro())
	}
	keys := pl.Keys()
	var labels []string
	for _, k := range keys {
		labels = append(labels, k.Label)
	}
	if got := strings.Join(labels, " "); got != "1 2 3 4 5 6 7 8 9 0 Backspace Clear" {
		t.Errorf("pad: %s", got)
	}
	// A part that takes a two-digit number whose first digit it cannot
	// take, and one that takes both.
	i, two := -1, ""
	for k, p := range pl.parts {
		for _, v := range p.values {
			if len(v.Value) == 2 {
				i, two = k, v.Value
			}
		}
	}
	if i < 0 {
		t.Fatal("no part takes a two-digit number")
	}
	x, y, w, h := pl.PartBox(pl.parts[i].Target)
	if pl.Tap(x+w/2, y+h/2) || pl.Sel != i || pl.Save() != "" {
		t.Fatalf("a tap changed the entries or selected %d, not %d: %q", pl.Sel, i, pl.Save())
	}
	for _, d := range two {
		if _, err := pl.Key(string(d)); err != nil {
			t.Fatalf("typing %s: %v", two, err)
		}
	}
	p := pl.parts[i]
	if got := strings.TrimSpace(pl.Save()); got != fmt.Sprintf("%d,%d,=%s", p.R, p.C, two) {
		t.Errorf("typed %s: %q", two, got)
	}
	if ch, err := pl.Key("Backspace"); !ch || err != nil || strings.Contains(pl.Save(), "="+two) {
		t.Errorf("Backspace: %v %v %q", ch, err, pl.Save())
	}
	if ch, _ := pl.Press(two[:1]); !ch && pl.Entered() == 0 && pl.typed.n == 0 {
		t.Errorf("pad %s did nothing", two[:1])
	}
	if _, err := pl.Press("Delete"); err != nil || pl.Entered() != 0 {
		t.Errorf("Clear: %v %q", err, pl.Save())
	}
	if _, err := pl.Key("x"); err == nil {
		t.Error("x entered something")
	}
	// The givens are locked: no part at a given cell.
	inst := pl.For().(interface{ Clues() []puzzles.Clue })
	for _, c := range inst.Clues() {
		if _, ok := pl.index[puzzles.Target{R: c.Cell[0], C: c.Cell[1]}]; ok {
			t.Errorf("the given %s at %v is a part", c.Value, c.Cell)
		}
	}
}

// TestPlayTypeDigits: a digit is appended while the number can be one
// the part takes, else it starts a new number; a number the part cannot
// take is refused with the cell in words.
func TestPlayTypeDigits(t *testing.T) {
	pl := firstPlay(t, "magichex")
	for _, c := range []struct{ keys, want string }{
		{"25", "5"}, {"19", "19"}, {"193", "3"}, {"1", "1"}, {"10", "10"}, {"0", ""}, {"7", "7"},
	} {
		pl.Sel = 0
		pl.Key("Delete")
		for _, k := range c.keys {
			if _, err := pl.Key(string(k)); err != nil {
				t.Fatalf("%s: %v", c.keys, err)
			}
		}
		if got := strings.TrimPrefix(strings.TrimSpace(pl.Save()), "0,0,="); got != c.want {
			t.Errorf("typing %s gave %q, want %q", c.keys, got, c.want)
		}
	}
	// A Hidato cell and a digit that neither is nor starts a number it takes.
	pl = firstPlay(t, "hidato")
	for i, p := range pl.parts {
		for d := 1; d <= 9; d++ {
			if pl.valueIndex(i, fmt.Sprint(d)) >= 0 || pl.grows(i, d) {
				continue
			}
			pl.Sel = i
			_, err := pl.Key(fmt.Sprint(d))
			if err == nil || !strings.Contains(err.Error(), fmt.Sprintf("row %d, column %d cannot hold %d", p.R+1, p.C+1, d)) {
				t.Errorf("%d in %v: %v", d, p.Target, err)
			}
			return
		}
	}
	t.Error("every Hidato cell takes every first digit")
}

// TestPlayHexagonTaps: a tap anywhere in a hexagon selects that cell,
// as the editor's Hit finds it (the hexagons' boxes overlap).
func TestPlayHexagonTaps(t *testing.T) {
	pl := firstPlay(t, "magichex")
	inst := pl.For()
	x0, y0, w, h := inst.Box(puzzles.Target{R: 2, C: 0})
	hits := 0
	for dx := 0.0; dx <= 5*w; dx += w / 7 {
		for dy := -2 * h; dy <= 2*h; dy += h / 7 {
			x, y := x0+dx, y0+dy
			want, ok := inst.Hit(x, y)
			if !ok || want.Kind != "" {
				continue
			}
			hits++
			if i, ok := pl.PartAt(x, y); !ok || pl.parts[i].Target != want {
				t.Fatalf("(%.2f, %.2f) hits %v, the part there is %v", x, y, want, i)
			}
		}
	}
	if hits < 100 {
		t.Errorf("only %d points on cells", hits)
	}
	if !slices.ContainsFunc(pl.Keys(), func(k puzzles.Key) bool { return k.Key == "0" }) {
		t.Error("no 0 on the pad for 10 to 19")
	}
}

// TestPlayYinYangKeys: b and w enter black and white, upper or lower
// case; an empty cell is not solved.
func TestPlayYinYangKeys(t *testing.T) {
	pl := firstPlay(t, "yinyang")
	pl.Sel = 0
	for key, want := range map[string]string{"b": "B", "W": "W", "B": "B", "w": "W"} {
		if _, err := pl.Key(key); err != nil || !strings.HasSuffix(strings.TrimSpace(pl.Save()), "="+want) {
			t.Errorf("key %s: %v %q", key, err, pl.Save())
		}
	}
}

// TestPlayFillingLarger: Filling's cells take the numbers up to the
// largest given; cells left empty stand for a larger region.
func TestPlayFillingLarger(t *testing.T) {
	_, pl := textPlay(t, "filling", "#filling\n2...\n2...\n")
	if len(pl.parts) != 6 {
		t.Fatalf("%d parts, want the 6 cells without a given", len(pl.parts))
	}
	for _, c := range []struct {
		one  string // the value entered at row 1, column 2; "" none
		want bool
	}{{"", true}, {"1", true}, {"2", false}} {
		pl.Apply([]puzzles.Entry{{Part: puzzles.Target{R: 0, C: 1}, Value: c.one}})
		if pl.Entered() != len(c.one) {
			t.Fatalf("%q was not entered: %q", c.one, pl.Save())
		}
		if got := pl.Check(); got != c.want {
			t.Errorf("%q beside the 2s, the rest empty (a region of 5 or 6): solved %v", c.one, got)
		}
	}
}
