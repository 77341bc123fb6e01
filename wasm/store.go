//go:build js && wasm

package main

import (
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
	hash := js.Global().Get("location").Get("hash").String()
	if name, ok := bareType(hash); ok {
		inst, _ := p.lastOf(name)
		p.session, _ = app.NewSession(inst)
	} else if hash != "" && hash != "#" {
		if inst, err := app.FromHash(hash); err == nil {
			p.session, _ = app.NewSession(inst)
		} else {
			msg = "Could not open the link: " + err.Error() + "."
		}
	}
	if p.session == nil {
		typeName := storage("get", lastType)
		if !here(typeName) {
			typeName = defaultType
		}
		if !here(typeName) {
			typeName = all.Types()[0].Name()
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
		if inst, err := all.ParseAs(typeName, text); err == nil {
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
	if !here(typeName) {
		p.leave("#"+typeName, "Switched type. Undo brings the previous puzzle back.")
		return
	}
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
// chose among candidates, else detecting the type ("" typeName). The
// worker reads it: it holds every type's parser.
func (p *page) importText(typeName string) {
	p.el("import-choice").SetInnerHTML("")
	p.run(app.Request{Op: "import", Type: p.session.Type.Name(), Text: p.value("import-text"), As: typeName})
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
		b := create("button")
		b.SetAttribute("type", "button")
		b.SetTextContent("Import as " + titleOf(name))
		listen(b.Value, "click", func(*dom.BasicEvent) { p.importText(name) })
		box.Call("appendChild", b.Value)
	}
}
