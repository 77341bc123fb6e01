// Package app is the web app's logic without the browser: the editing
// session (selection, undo and redo, the answer on show), shareable URL
// hashes, and the worker's solve requests. The wasm front end only forwards
// events to it and draws the scenes it returns, so everything here is
// tested natively.
package app

import (
	"errors"
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/all"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
)

// Session is one puzzle being edited and solved.
type Session struct {
	Type     puzzles.Type
	Inst     puzzles.Instance
	Sel      puzzles.Target
	HasSel   bool
	Solution *draw.Scene // the solved picture on show; nil while editing
	Playing  bool        // clicks play moves (puzzles.Player) instead of editing
	undo     []puzzles.Instance
	redo     []puzzles.Instance
	rev      int    // counts changes of Inst
	change   string // what the last change was: "edit", "undo", "redo" or "load"
	stroke   *stroke
}

// stroke is a tap or drag under way on a board that paints
// (puzzles.Painter): where it started, the target it last painted, and
// whether it has made its undoable step yet (later changes join it).
type stroke struct {
	from, last puzzles.Target
	stepped    bool
}

// NewSession starts a session on inst.
func NewSession(inst puzzles.Instance) (*Session, error) {
	t, err := all.Lookup(inst.TypeName())
	if err != nil {
		return nil, err
	}
	return &Session{Type: t, Inst: inst}, nil
}

// Blank starts a session on an empty rows x cols puzzle of the named type.
func Blank(typeName string, rows, cols int) (*Session, error) {
	t, err := all.Lookup(typeName)
	if err != nil {
		return nil, err
	}
	inst, err := t.New(rows, cols)
	if err != nil {
		return nil, err
	}
	return NewSession(inst)
}

// Example starts a session on the type's i-th built-in example.
func Example(typeName string, i int) (*Session, error) {
	t, err := all.Lookup(typeName)
	if err != nil {
		return nil, err
	}
	ex := t.Examples()
	if i < 0 || i >= len(ex) {
		return nil, fmt.Errorf("%s has no example %d", t.Title(), i)
	}
	inst, err := t.Parse(ex[i].Text)
	if err != nil {
		return nil, fmt.Errorf("example %q: %w", ex[i].Name, err)
	}
	return NewSession(inst)
}

// Import replaces the puzzle by text in any format the CLI accepts: the
// type is detected from the text (a URL, a header, a game ID), else the
// selected type typeName reads it (see all.Import). A draft (a puzzle that
// cannot be solved as it stands, such as a label given once) is refused
// with the parser's message; when two types could read the text, the
// error is an *all.Ambiguous naming them, and ImportAs imports the one the
// person chose. On error the session is unchanged; on success the old
// puzzle is one Undo away.
func (s *Session) Import(typeName, text string) error {
	inst, err := all.Import(typeName, text)
	if err != nil {
		return err
	}
	return s.Load(inst)
}

// ImportAs imports text as the named type, refusing drafts.
func (s *Session) ImportAs(typeName, text string) error {
	inst, err := all.Parse(typeName, text)
	if err != nil {
		return err
	}
	if err := all.Validate(inst); err != nil {
		return err
	}
	return s.Load(inst)
}

// Load replaces the puzzle by inst, of any type, as one undoable step.
func (s *Session) Load(inst puzzles.Instance) error {
	t, err := all.Lookup(inst.TypeName())
	if err != nil {
		return err
	}
	s.set(inst)
	s.Type, s.HasSel, s.stroke = t, false, nil
	s.change = "load"
	return nil
}

// set records an edit: the old puzzle goes on the undo stack.
func (s *Session) set(inst puzzles.Instance) {
	if inst == s.Inst {
		return
	}
	s.undo = append(s.undo, s.Inst)
	s.redo = nil
	s.Inst = inst
	s.Solution = nil
	s.rev++
	s.change = "edit"
}

// Undo restores the previous puzzle; it reports whether there was one.
func (s *Session) Undo() bool { return s.step(&s.undo, &s.redo, "undo") }

// Redo reapplies an undone edit.
func (s *Session) Redo() bool { return s.step(&s.redo, &s.undo, "redo") }

// step moves to the last puzzle of from, saving the current one on to.
func (s *Session) step(from, to *[]puzzles.Instance, change string) bool {
	if len(*from) == 0 {
		return false
	}
	s.stroke = nil
	*to = append(*to, s.Inst)
	s.Inst = (*from)[len(*from)-1]
	*from = (*from)[:len(*from)-1]
	s.Solution = nil
	s.rev++
	s.change = change
	if _, away := s.Inst.(*Away); !away && s.Inst.TypeName() != s.Type.Name() {
		s.Type, _ = all.Lookup(s.Inst.TypeName())
		s.HasSel = false
	}
	return true
}

// Away is a puzzle of a type that the registry of this build does not hold
// (the web page's module holds one type): its type's name and canonical
// text. It sits on the undo and redo stacks a page carried over from
// another type's page (History, Resume); an Undo or Redo that reaches it
// makes it Inst, which the page then opens in its type's module. Only
// TypeName and String may be called.
type Away struct {
	puzzles.Instance // nil
	Name, Text       string
}

// TypeName is the puzzle's type.
func (a *Away) TypeName() string { return a.Name }

// String is the puzzle's canonical text.
func (a *Away) String() string { return a.Text }

// History is the undo and redo stacks as hashes (see Hash), oldest first,
// for another page to Resume.
func (s *Session) History() (undo, redo []string) {
	for _, inst := range s.undo {
		undo = append(undo, Hash(inst))
	}
	for _, inst := range s.redo {
		redo = append(redo, Hash(inst))
	}
	return undo, redo
}

// Resume replaces the undo and redo stacks by those History gave on
// another page. A puzzle of a type this build does not hold comes back as
// an *Away; one that cannot be read is left out.
func (s *Session) Resume(undo, redo []string) {
	s.undo, s.redo = fromHashes(undo), fromHashes(redo)
}

func fromHashes(hashes []string) []puzzles.Instance {
	var out []puzzles.Instance
	for _, h := range hashes {
		if inst, err := fromAnyHash(h); err == nil {
			out = append(out, inst)
		}
	}
	return out
}

// Rev counts the changes of the puzzle (edits, undos, redos and loads): a
// status or a result computed at one Rev no longer describes the board at
// another.
func (s *Session) Rev() int { return s.rev }

// Changed is the status line that replaces a status (a result above
// all) once the puzzle has changed under it: it says what the change was.
func (s *Session) Changed() string {
	switch s.change {
	case "undo":
		return "Undone."
	case "redo":
		return "Redone."
	case "load":
		return "Opened another puzzle."
	}
	return "Edited."
}

// CanUndo and CanRedo say whether the buttons do anything.
func (s *Session) CanUndo() bool { return len(s.undo) > 0 }

// CanRedo reports whether there is an undone edit.
func (s *Session) CanRedo() bool { return len(s.redo) > 0 }

// Click handles a click or tap at scene coordinates (x, y): it selects the
// target there and changes nothing, except in play mode, where it plays
// the move there, and on a board that paints (puzzles.Painter), where it
// paints the target and starts a stroke that Drag continues.
func (s *Session) Click(x, y float64) {
	s.stroke = nil
	ed, ok := s.Inst.(puzzles.Editable)
	if !ok {
		return
	}
	t, hit := ed.Hit(x, y)
	if !hit {
		s.HasSel = false
		return
	}
	s.Sel, s.HasSel = t, true
	if pl, ok := s.Inst.(puzzles.Player); ok && s.Playing {
		if next, ok := pl.Play(t); ok {
			s.set(next)
		}
		return
	}
	if pt, ok := s.Inst.(puzzles.Painter); ok && pt.Painting() {
		s.stroke = &stroke{from: t, last: t}
		s.paint(pt.Paint(t, t))
	}
}

// Painting reports whether a tap or drag on the board paints now, so
// that the page keeps a finger's drag on the board from scrolling.
func (s *Session) Painting() bool {
	pt, ok := s.Inst.(puzzles.Painter)
	return ok && !s.Playing && pt.Painting()
}

// Drag continues the stroke that a Click started, the pointer now at
// (x, y): the target there is painted (once, however long the pointer
// stays on it). The whole stroke is one undoable step. It reports
// whether the puzzle changed.
func (s *Session) Drag(x, y float64) bool {
	pt, ok := s.Inst.(puzzles.Painter)
	if s.stroke == nil || !ok || !pt.Painting() {
		return false
	}
	t, hit := s.Inst.Hit(x, y)
	if !hit || t == s.stroke.last {
		return false
	}
	s.stroke.last = t
	before := s.Inst
	s.paint(pt.Paint(s.stroke.from, t))
	return s.Inst != before
}

// EndStroke ends the stroke (the pointer was lifted): the next change is
// an undoable step of its own.
func (s *Session) EndStroke() { s.stroke = nil }

// paint records a stroke's change: its first as an undoable step, the
// later ones into that step.
func (s *Session) paint(next puzzles.Instance) {
	if next == s.Inst {
		return
	}
	if s.stroke == nil || !s.stroke.stepped {
		s.set(next)
		if s.stroke != nil {
			s.stroke.stepped = true
		}
		return
	}
	s.Inst, s.Solution = next, nil
	s.rev++
	s.change = "edit"
}

// Focus selects the first target when nothing is selected, so that the
// keyboard has somewhere to type when the board gets the focus.
func (s *Session) Focus() {
	if !s.HasSel {
		s.Sel, s.HasSel = First(s.Inst)
	}
}

// First is the first target a keyboard selection starts on: cell (0, 0)
// when a click there selects it, else the first target a click selects
// in reading order over the scene (a Nonogram's first column clue, whose
// board has nothing to edit). ok is false when nothing can be selected.
func First(inst puzzles.Instance) (t puzzles.Target, ok bool) {
	x, y, w, h := inst.Box(puzzles.Target{})
	if got, ok := inst.Hit(x+w/2, y+h/2); ok && got == (puzzles.Target{}) {
		return got, true
	}
	sc := inst.Draw(nil)
	const step = 0.25
	for y := step / 2; y < sc.H; y += step {
		for x := step / 2; x < sc.W; x += step {
			if got, ok := inst.Hit(x, y); ok {
				return got, true
			}
		}
	}
	return puzzles.Target{}, false
}

// Step is the target an arrow key reaches from t: the type's own Move,
// or with Shift what lies on the edge of t's box in the arrow's direction
// (the side between two cells, where a type has such targets, as a
// Dominoes clue domino), t itself when nothing is there.
func Step(inst puzzles.Instance, t puzzles.Target, arrow string, shift bool) puzzles.Target {
	if !shift {
		return inst.Move(t, arrow)
	}
	d, ok := map[string][2]float64{"ArrowUp": {0, -1}, "ArrowRight": {1, 0}, "ArrowDown": {0, 1}, "ArrowLeft": {-1, 0}}[arrow]
	if !ok {
		return t
	}
	x, y, w, h := inst.Box(t)
	if got, ok := inst.Hit(x+w/2+d[0]*w/2, y+h/2+d[1]*h/2); ok {
		return got
	}
	return t
}

// Keys are the pad's keys for the puzzle (none when it declares none).
func (s *Session) Keys() []puzzles.Key {
	return s.Inst.Keys()
}

// Press applies a pad key to the selection. Keys that act on the whole
// puzzle (a rule toggle) work without one; others ask for a selection.
func (s *Session) Press(key string) error {
	ed, ok := s.Inst.(puzzles.Editable)
	if !ok {
		return nil
	}
	if s.HasSel {
		return s.apply(ed, key)
	}
	next, err := ed.Edit(puzzles.Target{R: -1, C: -1}, key)
	if err != nil {
		return err
	}
	if next == s.Inst {
		return errors.New("tap a cell first, then the key")
	}
	s.set(next)
	return nil
}

// Key handles a key press: undo/redo shortcuts, arrows move the selection,
// other keys edit the selected target.
func (s *Session) Key(key string, ctrl, shift bool) error {
	if ctrl {
		switch {
		case (key == "z" || key == "Z") && shift, key == "y" || key == "Y":
			s.Redo()
		case key == "z" || key == "Z":
			s.Undo()
		}
		return nil
	}
	ed, ok := s.Inst.(puzzles.Editable)
	if !ok {
		return nil
	}
	switch key {
	case "ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight":
		if !s.HasSel {
			s.Focus()
			return nil
		}
		s.Sel = Step(s.Inst, s.Sel, key, shift)
		return nil
	case "Escape":
		s.HasSel = false
		return nil
	}
	if !s.HasSel {
		if printable(key) {
			return errors.New("select a part of the board first: Tab onto it, or an arrow key")
		}
		return nil
	}
	before := s.Inst
	if err := s.apply(ed, key); err != nil {
		return err
	}
	if s.Inst == before && printable(key) && !s.onPad(key) {
		return fmt.Errorf("the key %s does nothing here; the pad's keys do (Tab goes to them)", key)
	}
	return nil
}

// printable reports a key that types a character.
func printable(key string) bool { return len([]rune(key)) == 1 && key != " " }

// onPad reports whether key is one of the pad's keys.
func (s *Session) onPad(key string) bool {
	for _, k := range s.Inst.Keys() {
		if k.Key == key {
			return true
		}
	}
	return false
}

func (s *Session) apply(ed puzzles.Editable, key string) error {
	next, err := ed.Edit(s.Sel, key)
	if err != nil {
		return err
	}
	s.set(next)
	return nil
}

// Scene is what the canvas shows: the solution when there is one, else the
// puzzle, with the selection highlighted.
func (s *Session) Scene() draw.Scene {
	var sc draw.Scene
	if s.Solution != nil {
		sc = *s.Solution
		sc.Items = append([]draw.Item(nil), sc.Items...)
	} else {
		sc = s.Inst.Draw(nil)
	}
	if ed, ok := s.Inst.(puzzles.Editable); ok && s.HasSel {
		x, y, w, h := ed.Box(s.Sel)
		sel := draw.Item{Kind: draw.Rect, X: x, Y: y, W: w, H: h, Fill: draw.Selected}
		sc.Items = append([]draw.Item{sel}, sc.Items...)
		sc.Items = append(sc.Items, draw.Item{Kind: draw.Rect, X: x, Y: y, W: w, H: h, Stroke: draw.Ink, Width: 0.06})
	}
	return sc
}

// Won reports a played puzzle that reached its goal.
func (s *Session) Won() bool {
	pl, ok := s.Inst.(puzzles.Player)
	return ok && s.Playing && pl.Done()
}
