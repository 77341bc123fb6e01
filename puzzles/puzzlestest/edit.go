package puzzlestest

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// Edit applies key at tg, failing the test when the edit is refused or
// changes the puzzle it is applied to.
func Edit(t testing.TB, inst puzzles.Instance, tg puzzles.Target, key string) puzzles.Instance {
	t.Helper()
	before := inst.String()
	out, err := inst.Edit(tg, key)
	if err != nil {
		t.Fatalf("Edit(%v, %q): %v", tg, key, err)
	}
	if inst.String() != before {
		t.Fatalf("Edit(%v, %q) changed its receiver", tg, key)
	}
	return out
}

// Press applies a key that inst's pad offers at tg, failing the test when
// the pad has no such key or the edit is refused (see Edit).
func Press(t testing.TB, inst puzzles.Instance, tg puzzles.Target, key string) puzzles.Instance {
	t.Helper()
	if !slices.ContainsFunc(inst.Keys(), func(k puzzles.Key) bool { return k.Key == key }) {
		t.Fatalf("the pad has no key %q: %v", key, inst.Keys())
	}
	return Edit(t, inst, tg, key)
}

// Typist types on a puzzle with the keys of its pad alone.
type Typist struct {
	T    testing.TB
	Type puzzles.Type
	Inst puzzles.Instance // the puzzle typed so far
}

// New starts on a blank rows x cols puzzle.
func (ty *Typist) New(rows, cols int) {
	ty.T.Helper()
	inst, err := ty.Type.New(rows, cols)
	if err != nil {
		ty.T.Fatalf("New(%d, %d): %v", rows, cols, err)
	}
	ty.Inst = inst
}

// Press presses keys at tg in turn (see Press).
func (ty *Typist) Press(tg puzzles.Target, keys ...string) {
	ty.T.Helper()
	for _, k := range keys {
		ty.Inst = Press(ty.T, ty.Inst, tg, k)
	}
}

// Cells presses, on each cell of a board of the given size in reading
// order, the keys that keys returns for it.
func (ty *Typist) Cells(size grid.Size, keys func(pos grid.Pos) []string) {
	ty.T.Helper()
	for _, pos := range size.Cells() {
		ty.Press(puzzles.Target{R: pos.R, C: pos.C}, keys(pos)...)
	}
}

// Key returns the key of the pad's button labelled label, or whose label
// starts with label and a colon ("Max bridges: 2").
func (ty *Typist) Key(label string) string {
	ty.T.Helper()
	key, ok := ty.find(label)
	if !ok {
		ty.T.Fatalf("no pad key labelled %q: %v", label, ty.Inst.Keys())
	}
	return key
}

// find returns the key of the pad's button labelled label (see Key) and
// whether there is one.
func (ty *Typist) find(label string) (string, bool) {
	for _, k := range ty.Inst.Keys() {
		if k.Label == label || strings.HasPrefix(k.Label, label+":") {
			return k.Key, true
		}
	}
	return "", false
}

// Keys returns the keys that type label: its button's key (see Key), or,
// for a number no button types at once, the keys of its digits.
func (ty *Typist) Keys(label string) []string {
	ty.T.Helper()
	if key, ok := ty.find(label); ok {
		return []string{key}
	}
	if n, err := strconv.Atoi(label); err == nil && n >= 0 {
		var keys []string
		for _, d := range Digits(n) {
			keys = append(keys, ty.Key(d))
		}
		return keys
	}
	return []string{ty.Key(label)}
}

// Digits returns the keys that type n on a pad: its decimal digits.
func Digits(n int) []string { return strings.Split(strconv.Itoa(n), "") }

// EntersExamples checks that every example of typ can be typed with pad
// keys alone: enter starts the Typist on a blank puzzle (Typist.New) and
// types want; the result must read as want.
func EntersExamples(t testing.TB, typ puzzles.Type, enter func(ty *Typist, want puzzles.Instance)) {
	t.Helper()
	for _, ex := range typ.Examples() {
		want := MustParse(t, typ, ex.Text)
		ty := &Typist{T: t, Type: typ}
		enter(ty, want)
		if ty.Inst == nil || ty.Inst.String() != want.String() {
			t.Errorf("%s: typed\n%v\nwant\n%s", ex.Name, ty.Inst, want)
		}
	}
}

// Sized is a puzzle on a board of cells: one that Typist.New can start
// blank.
type Sized interface {
	puzzles.Instance
	puzzles.Boarded
}

// Enters is EntersExamples started on a blank board of the example's
// size: enter types want, a P, on it.
func Enters[P Sized](t testing.TB, typ puzzles.Type, enter func(ty *Typist, want P)) {
	t.Helper()
	EntersExamples(t, typ, func(ty *Typist, want puzzles.Instance) {
		p := want.(P)
		ty.New(p.Size().Rows, p.Size().Cols)
		enter(ty, p)
	})
}

// EntersCells is Enters for boards typed cell by cell: keys gives the
// keys that type the cell at pos of want.
func EntersCells[P Sized](t testing.TB, typ puzzles.Type, keys func(ty *Typist, want P, pos grid.Pos) []string) {
	t.Helper()
	Enters(t, typ, func(ty *Typist, p P) {
		ty.Cells(p.Size(), func(pos grid.Pos) []string { return keys(ty, p, pos) })
	})
}

// Step is a key and what the edited part reads after it.
type Step[V comparable] struct {
	Key  string
	Want V
}

// Steps applies each step's key at tg in turn, starting from inst, and
// checks after each that read gives the step's Want (and, as Edit does,
// that the key was taken and left the puzzle before it unchanged). It
// returns the last puzzle.
func Steps[V comparable](t testing.TB, inst puzzles.Instance, tg puzzles.Target, read func(puzzles.Instance) V, steps ...Step[V]) puzzles.Instance {
	t.Helper()
	for _, s := range steps {
		inst = Edit(t, inst, tg, s.Key)
		if got := read(inst); got != s.Want {
			t.Fatalf("after %q: %v, want %v", s.Key, got, s.Want)
		}
	}
	return inst
}

// CellSteps checks the pad on cell (1, 0) of a blank 2x2 board of typ,
// whose puzzles read their cells with At: the keys of steps, pressed in
// turn, leave in the cell what each step wants (see Steps), and each key
// of refused is refused there. On that board it also checks that a point
// of cell (0, 1) hits it and that arrow keys leading off the board stay
// on cell (1, 1).
func CellSteps[V comparable](t testing.TB, typ puzzles.Type, steps []Step[V], refused ...string) {
	t.Helper()
	p, err := typ.New(2, 2)
	if err != nil {
		t.Fatalf("New(2, 2): %v", err)
	}
	at := puzzles.Target{R: 1, C: 0}
	read := func(inst puzzles.Instance) V {
		cells, ok := inst.(cellReader[V])
		if !ok {
			t.Fatalf("%T has no method At(grid.Pos) %T", inst, *new(V))
		}
		return cells.At(grid.Pos{R: at.R, C: at.C})
	}
	Steps(t, p, at, read, steps...)
	for _, k := range refused {
		Refuses(t, p, at, map[string]string{k: ""})
	}
	corner := puzzles.Target{R: 1, C: 1}
	Moves(t, p, MoveCase{From: corner, Arrow: "ArrowRight", Want: corner}, MoveCase{From: corner, Arrow: "ArrowDown", Want: corner})
	Hits(t, p, HitCase{X: 1.5, Y: 0.2, Want: puzzles.Target{R: 0, C: 1}, OK: true})
}

// Pad checks that inst's pad offers exactly the keys want, in order.
func Pad(t testing.TB, inst puzzles.Instance, want ...puzzles.Key) {
	t.Helper()
	if got := inst.Keys(); !slices.Equal(got, want) {
		t.Errorf("pad %v, want %v", got, want)
	}
}

// Refuses checks that each key of cases, applied at tg, is refused with an
// error containing the case's text.
func Refuses(t testing.TB, inst puzzles.Instance, tg puzzles.Target, cases map[string]string) {
	t.Helper()
	for key, want := range cases {
		if _, err := inst.Edit(tg, key); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Edit(%v, %q): %v, want an error containing %q", tg, key, err, want)
		}
	}
}

// Ignores checks that each of keys, applied at tg, returns the puzzle
// itself and no error.
func Ignores(t testing.TB, inst puzzles.Instance, tg puzzles.Target, keys ...string) {
	t.Helper()
	for _, k := range keys {
		if got, err := inst.Edit(tg, k); got != inst || err != nil {
			t.Errorf("Edit(%v, %q) changed the puzzle (%v)", tg, k, err)
		}
	}
}

// EditCase is a run of keys at one target and what it makes.
type EditCase struct {
	Name string
	At   puzzles.Target
	Keys []string
	// Want is whole lines of the canonical text after the keys (one line,
	// or several in a row joined by newlines), or the text of the error
	// when a key is refused, or "" when the keys must give back the puzzle
	// itself.
	Want string
}

// EditCases runs each case on inst (see EditCase).
func EditCases(t testing.TB, inst puzzles.Instance, cases ...EditCase) {
	t.Helper()
	for _, c := range cases {
		got, err := inst, error(nil)
		for _, k := range c.Keys {
			if got, err = got.Edit(c.At, k); err != nil {
				break
			}
		}
		switch {
		case err != nil:
			if c.Want == "" || !strings.Contains(err.Error(), c.Want) {
				t.Errorf("%s: error %v, want %q", c.Name, err, c.Want)
			}
		case c.Want == "":
			if got != inst {
				t.Errorf("%s: changed the puzzle:\n%s", c.Name, got)
			}
		case !strings.Contains("\n"+got.String()+"\n", "\n"+c.Want+"\n"):
			t.Errorf("%s: got\n%s\nwant the lines\n%s", c.Name, got, c.Want)
		}
	}
}

// HitCase is a point and the target under it (OK false: none).
type HitCase struct {
	X, Y float64
	Want puzzles.Target
	OK   bool
}

// Hits checks Hit at each case's point, and that the Box of each target
// hit holds the point.
func Hits(t testing.TB, inst puzzles.Instance, cases ...HitCase) {
	t.Helper()
	for _, c := range cases {
		got, ok := inst.Hit(c.X, c.Y)
		if ok != c.OK || ok && got != c.Want {
			t.Errorf("Hit(%g, %g) = %v %v, want %v %v", c.X, c.Y, got, ok, c.Want, c.OK)
		}
		if ok && !inBox(inst, got, [2]float64{c.X, c.Y}) {
			x, y, w, h := inst.Box(got)
			t.Errorf("Box(%v) = %g %g %g %g does not hold (%g, %g)", got, x, y, w, h, c.X, c.Y)
		}
	}
}

// MoveCase is an arrow key pressed on a target and the target reached.
type MoveCase struct {
	From  puzzles.Target
	Arrow string
	Want  puzzles.Target
}

// Moves checks Move on each case.
func Moves(t testing.TB, inst puzzles.Instance, cases ...MoveCase) {
	t.Helper()
	for _, c := range cases {
		if got := inst.Move(c.From, c.Arrow); got != c.Want {
			t.Errorf("Move(%v, %s) = %v, want %v", c.From, c.Arrow, got, c.Want)
		}
	}
}

// cellReader is a puzzle whose cells read as values of V.
type cellReader[V any] interface{ At(grid.Pos) V }
