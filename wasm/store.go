//go:build js && wasm

package main

import (
	"errors"
	"syscall/js"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/all"
	"github.com/puzzlesat/puzzlesat/puzzles/app"
	"honnef.co/go/js/dom/v2"
)

// defaultType is the type a first visit opens, at its first example.
const defaultType = "numberlink"

// lastType is the storage name under which the type last used is kept.
const lastType = "\x00type"

// restore opens the puzzle in the URL hash, else the last puzzle of the
// type last used (the default type on a first visit), else its first
// example (startPage puts it in the address bar). It returns an error
// message for a link that cannot be opened, saying which puzzle opened
// instead.
func (p *page) restore() string {
	var msg string
	if hash := js.Global().Get("location").Get("hash").String(); hash != "" && hash != "#" {
		if inst, err := app.FromHash(hash); err == nil {
			p.session, _ = app.NewSession(inst)
		} else {
			msg = "Could not open the link: " + err.Error() + "."
		}
	}
	if p.session == nil {
		typeName := storage("get", lastType)
		if _, err := all.Lookup(typeName); err != nil {
			typeName = defaultType
		}
		inst, kept := p.lastOf(typeName)
		p.session, _ = app.NewSession(inst)
		switch title := p.session.Type.Title(); {
		case msg != "" && kept:
			msg += " Here is your last " + title + " puzzle instead."
		case msg != "":
			msg += " Here is the first " + title + " example instead."
		}
	}
	p.syncType()
	return msg
}

// lastOf is the puzzle of a type kept in localStorage (kept is true), else
// its first example.
func (p *page) lastOf(typeName string) (inst puzzles.Instance, kept bool) {
	if text := storage("get", typeName); text != "" {
		if inst, err := all.Parse(typeName, text); err == nil {
			return inst, true
		}
	}
	s, err := app.Example(typeName, 0)
	if err != nil {
		s, _ = app.Example(all.Types()[0].Name(), 0)
	}
	return s.Inst, false
}

// storage reads ("get") or writes ("set") the last puzzle of a type in
// localStorage; it does nothing where storage is refused.
func storage(op, typeName string, text ...string) string {
	ls := js.Global().Get("localStorage")
	if ls.IsUndefined() || ls.IsNull() {
		return ""
	}
	key := "puzzlesat:last:" + typeName
	if typeName == lastType {
		key = "puzzlesat:type"
	}
	if op == "set" {
		defer func() { recover() }() // quota exceeded: keep going without
		ls.Call("setItem", key, text[0])
		return ""
	}
	v := ls.Call("getItem", key)
	if v.IsNull() {
		return ""
	}
	return v.String()
}

// load replaces the puzzle as one undoable step and one history entry.
func (p *page) load(inst puzzles.Instance, msg string) {
	if err := p.session.Load(inst); err != nil {
		p.setStatus("error", err.Error(), true)
		return
	}
	p.opened(msg)
}

// opened shows the puzzle the session has just loaded, with msg in the
// status line, as a new history entry.
func (p *page) opened(msg string) {
	p.syncType()
	p.setStatus("idle", msg, false)
	js.Global().Get("history").Call("pushState", nil, "", app.Hash(p.session.Inst))
	p.changed()
}

func (p *page) switchType(typeName string) {
	inst, _ := p.lastOf(typeName)
	p.load(inst, "Switched type. Undo brings the previous puzzle back.")
}

func (p *page) newPuzzle() {
	rows, cols := p.sizeValues()
	s, err := app.Blank(p.session.Type.Name(), rows, cols)
	if err != nil {
		p.setStatus("error", sentence(err.Error()), true)
		return
	}
	p.closeMenus()
	p.load(s.Inst, "New empty puzzle. Tap a cell, then a key.")
	p.focusBoard()
}

func (p *page) loadExample(i int) {
	t := p.session.Type
	s, err := app.Example(t.Name(), i)
	if err != nil {
		p.setStatus("error", err.Error(), true)
		return
	}
	p.closeMenus()
	p.load(s.Inst, "Opened the example "+t.Examples()[i].Name+".")
	p.focusBoard()
}

// importText imports the Import field's text: as typeName when the person
// chose among candidates, else detecting the type ("" typeName).
func (p *page) importText(typeName string) {
	errEl := p.el("import-error")
	p.el("import-choice").SetInnerHTML("")
	chosen := typeName != ""
	if !chosen {
		typeName = p.session.Type.Name()
	}
	text := p.value("import-text")
	var err error
	if chosen {
		err = p.session.ImportAs(typeName, text)
	} else {
		err = p.session.Import(typeName, text)
	}
	if err != nil {
		errEl.SetTextContent("Not imported: " + err.Error()) // text, never HTML
		p.setStatus("error", "Not imported; the puzzle is unchanged.", true)
		if amb := (*all.Ambiguous)(nil); errors.As(err, &amb) {
			p.offerChoice(amb.Types)
		}
		return
	}
	errEl.SetTextContent("")
	p.closeMenus()
	p.opened("Imported a " + p.session.Type.Title() + " puzzle. Undo brings the previous one back.")
	p.focusBoard()
}

// back opens the puzzle of the history entry the browser moved to.
func (p *page) back() {
	hash := js.Global().Get("location").Get("hash").String()
	inst, err := app.FromHash(hash)
	if err != nil || inst.String() == p.session.Inst.String() {
		return
	}
	if err := p.session.Load(inst); err != nil {
		return
	}
	p.syncType()
	p.setStatus("idle", "Opened "+p.session.Type.Title()+" from the browser history.", false)
	p.changed()
}

// offerChoice shows one button per type that could read the text.
func (p *page) offerChoice(names []string) {
	box := p.el("import-choice")
	for _, name := range names {
		t, err := all.Lookup(name)
		if err != nil {
			continue
		}
		b := p.doc.CreateElement("button")
		b.SetAttribute("type", "button")
		b.SetTextContent("Import as " + t.Title())
		b.AddEventListener("click", false, func(dom.Event) { p.importText(name) })
		box.AppendChild(b)
	}
}
