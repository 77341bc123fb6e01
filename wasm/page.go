//go:build js && wasm

package main

import (
	"fmt"
	"strconv"
	"strings"
	"syscall/js"
	"time"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/app"
	"honnef.co/go/js/dom/v2"
)

// page holds the DOM elements and the editing session.
type page struct {
	canvas     *dom.HTMLCanvasElement
	status     *dom.BasicHTMLElement
	session    *app.Session
	view       view
	answer     string // the last answer as text, for export
	solving    bool
	nextID     int
	started    time.Time
	hints      int           // parts revealed by Hint so far
	second     *app.Response // the last solve, when it has a second solution
	showing    bool          // the second solution is on show
	solves     int           // solver calls reported by the worker so far
	first      bool          // the running solve has drawn its first answer
	padKeys    string        // the keys the pad shows, to redraw it only on change
	remembered string        // type name and text of the puzzle last put in the link and storage
	statusRev  int           // the puzzle's revision (Session.Rev) the status line describes
	jobRev     int           // the puzzle's revision the running job was asked about
	play       *playState    // play mode: the person's entries; nil while editing
}

// startPage wires the page and draws the board. The type menu is filled
// already: app.js fills it from types.js (which make web builds and the
// site and its service worker always carry) before Go starts.
func startPage() {
	p := &page{canvas: &dom.HTMLCanvasElement{BasicHTMLElement: byID("board")}, status: byID("status")}
	msg := p.restore()
	p.wire()
	if carried := p.resume(); msg != "" {
		p.setStatus("error", msg, true)
	} else if carried != "" {
		p.setStatus("idle", carried, false)
	} else {
		p.setStatus("idle", "Tap a cell, then a key. Solve when ready.", false)
	}
	p.showBoard()
	p.canvas.SetAttribute("data-ready", "true")
	js.Global().Get("performance").Call("mark", "interactive")
	// The address bar and the stored puzzle follow once the board is up:
	// compressing the puzzle into the link and the first write to
	// localStorage are slow on a cold start.
	var later js.Func
	later = js.FuncOf(func(js.Value, []js.Value) any {
		later.Release()
		p.remember()
		return nil
	})
	js.Global().Call("setTimeout", later, 0)
}

func (p *page) el(id string) *dom.BasicHTMLElement { return byID(id) }

func (p *page) value(id string) string { return p.el(id).Underlying().Get("value").String() }

func (p *page) setValue(id, v string) { p.el(id).Underlying().Set("value", v) }

func (p *page) disable(id string, off bool) { p.el(id).Underlying().Set("disabled", off) }

// syncType updates what depends on the puzzle's type: the type menu, the
// examples, the size fields, Random, Play and the help.
func (p *page) syncType() {
	t := p.session.Type
	p.stopPlay("")
	p.setValue("type", t.Name())
	list := p.el("examples")
	list.SetInnerHTML("")
	for i, ex := range t.Examples() {
		b := create("button")
		b.SetAttribute("type", "button")
		b.SetAttribute("data-index", strconv.Itoa(i))
		b.SetTextContent(ex.Name) // text, never HTML; the whole name
		list.Call("appendChild", b.Value)
	}
	p.fillSize()
	_, canGenerate := t.(puzzles.Generator)
	p.disable("random", !canGenerate)
	p.el("help").SetTextContent(t.Help())
	_, canPlay := p.session.Inst.(puzzles.Player)
	p.disable("play", !canPlay)
	p.el("play").Underlying().Set("checked", false)
	p.session.Playing = false
	p.padKeys = "-"
}

// fillSize shows the fields that size a new puzzle, holding the current
// puzzle's size: Rows and Columns, or Side.
func (p *page) fillSize() {
	box := p.el("size")
	box.SetInnerHTML("")
	for i, f := range app.Size(p.session.Inst) {
		label := create("label")
		label.SetTextContent(f.Label + " ")
		in := create("input")
		in.SetAttribute("id", []string{"rows", "cols"}[min(i, 1)])
		in.SetAttribute("type", "number")
		in.SetAttribute("min", "1")
		in.SetAttribute("max", strconv.Itoa(puzzles.MaxSide))
		in.SetAttribute("value", strconv.Itoa(f.Value))
		label.Call("appendChild", in.Value)
		box.Call("appendChild", label.Value)
	}
}

// sizeValues reads the size fields (cols repeats rows when there is one).
func (p *page) sizeValues() (rows, cols int) {
	rows, _ = strconv.Atoi(p.value("rows"))
	cols = rows
	if !byID("cols").IsNull() {
		cols, _ = strconv.Atoi(p.value("cols"))
	}
	return rows, cols
}

func (p *page) on(id, event string, f func(*dom.BasicEvent)) {
	listen(byID(id).Value, event, f)
}

func (p *page) wire() {
	p.on("type", "change", func(*dom.BasicEvent) { p.switchType(p.value("type")) })
	p.on("new", "click", func(*dom.BasicEvent) { p.newPuzzle() })
	p.on("examples", "click", func(e *dom.BasicEvent) {
		if btn := e.Get("target").Call("closest", "button"); !btn.IsNull() {
			i, _ := strconv.Atoi(btn.Get("dataset").Get("index").String())
			p.loadExample(i)
		}
	})
	p.on("undo", "click", func(*dom.BasicEvent) { p.undo(false) })
	p.on("redo", "click", func(*dom.BasicEvent) { p.undo(true) })
	p.on("solve", "click", func(*dom.BasicEvent) { p.run(app.Request{Op: "solve", Limit: 2}) })
	p.on("deduce", "click", func(*dom.BasicEvent) { p.closeMenus(); p.run(app.Request{Op: "deduce"}) })
	p.on("hint", "click", func(*dom.BasicEvent) {
		if p.playing() {
			p.playRequest("step")
			return
		}
		p.run(app.Request{Op: "hint", Hints: p.hints})
	})
	p.on("explain", "click", func(*dom.BasicEvent) { p.closeMenus(); p.run(app.Request{Op: "explain"}) })
	p.on("encode", "click", func(*dom.BasicEvent) { p.run(app.Request{Op: "encode", Format: p.value("encode-format")}) })
	p.on("other", "click", func(*dom.BasicEvent) { p.closeMenus(); p.toggleOther() })
	p.on("play", "change", func(*dom.BasicEvent) {
		p.session.Playing = p.el("play").Underlying().Get("checked").Bool()
		p.draw()
	})
	p.on("random", "click", func(*dom.BasicEvent) {
		rows, cols := p.sizeValues()
		seed := int64(js.Global().Get("Math").Call("random").Float() * (1 << 31))
		p.closeMenus()
		p.run(app.Request{Op: "generate", Rows: rows, Cols: cols, Seed: seed})
	})
	p.on("cancel", "click", func(*dom.BasicEvent) {
		js.Global().Get("puzzlesatWorker").Call("cancel", "by you")
	})
	p.on("clear", "click", func(*dom.BasicEvent) {
		p.session.Solution = nil
		p.setStatus("idle", "Answer cleared.", false)
		p.changed()
	})
	p.on("share", "click", func(*dom.BasicEvent) { p.share() })
	p.on("png", "click", func(*dom.BasicEvent) { p.exportPNG() })
	p.on("print", "click", func(*dom.BasicEvent) { p.print(false) })
	p.on("print-answer", "click", func(*dom.BasicEvent) { p.print(true) })
	p.on("text", "click", func(*dom.BasicEvent) { p.exportText() })
	p.on("import-btn", "click", func(*dom.BasicEvent) { p.importText("") })
	p.wirePlay()
	p.wireMenus()
	p.wireBoard()
	p.wirePad()
	listen(js.Global(), "resize", func(*dom.BasicEvent) { p.draw() })
	listen(js.Global(), "popstate", func(*dom.BasicEvent) { p.back() })
	js.Global().Call("matchMedia", "(prefers-color-scheme: dark)").Call("addEventListener", "change",
		js.FuncOf(func(js.Value, []js.Value) any { paletteCache = nil; p.draw(); return nil }))
	listen(js.Global(), "keydown", func(e *dom.BasicEvent) {
		ke := keyEvent(e)
		if ke.Key() == "Escape" {
			p.closeMenus()
		}
		if (ke.CtrlKey() || ke.MetaKey()) && (strings.EqualFold(ke.Key(), "z") || strings.EqualFold(ke.Key(), "y")) && !p.typing() {
			e.PreventDefault()
			p.undo(strings.EqualFold(ke.Key(), "y") || ke.ShiftKey())
		}
	})
}

// wireMenus keeps one menu open at a time and closes them on a click
// outside.
func (p *page) wireMenus() {
	ids := []string{"puzzle-menu", "tools-menu"}
	for _, id := range ids {
		p.on(id, "toggle", func(*dom.BasicEvent) {
			if !p.el(id).Underlying().Get("open").Bool() {
				return
			}
			for _, other := range ids {
				if other != id {
					p.el(other).Underlying().Set("open", false)
				}
			}
		})
	}
	p.on("board", "pointerdown", func(*dom.BasicEvent) { p.closeMenus() })
}

func (p *page) closeMenus() {
	for _, id := range []string{"puzzle-menu", "tools-menu"} {
		p.el(id).Underlying().Set("open", false)
	}
}

// typing reports whether the keyboard focus is in a text field.
func (p *page) typing() bool {
	tag := js.Global().Get("document").Get("activeElement").Get("tagName").String()
	return tag == "TEXTAREA" || tag == "INPUT" || tag == "SELECT"
}

func (p *page) undo(redo bool) {
	if p.playing() {
		p.playUndo(redo)
		return
	}
	typ := p.session.Type.Name()
	ok := p.session.Undo
	if redo {
		ok = p.session.Redo
	}
	if !ok() || p.undoAway(map[bool]string{false: "Undone.", true: "Redone."}[redo]) {
		return
	}
	if p.session.Type.Name() != typ {
		p.syncType()
	}
	p.changed()
}

// report shows a refused edit in the status line.
func (p *page) report(err error) {
	if err != nil {
		p.setStatus("idle", sentence(err.Error()), true)
	}
}

// sentence is app.Sentence: capitalised, with a full stop.
func sentence(s string) string { return app.Sentence(s) }

// setStatus shows a message about the puzzle as it is now; state is
// exposed as data-status for tests. Once the puzzle changes, showBoard
// replaces it (see app.Session.Changed).
func (p *page) setStatus(state, msg string, isErr bool) {
	if p.session != nil {
		p.statusRev = p.session.Rev()
	}
	p.status.SetTextContent(msg)
	cls := ""
	if isErr {
		cls = "error"
	}
	p.status.SetAttribute("class", cls)
	p.canvas.SetAttribute("data-status", state)
	p.el("detail").SetTextContent("")
}

func (p *page) setDetail(s string) { p.el("detail").SetTextContent(s) }

func (p *page) share() {
	url := js.Global().Get("location").Get("href").String()
	promise := js.Global().Get("puzzlesatJS").Call("copy", url)
	promise.Call("then", js.FuncOf(func(_ js.Value, args []js.Value) any {
		state := p.canvas.GetAttribute("data-status")
		if args[0].Bool() {
			p.setStatus(state, "Link copied to the clipboard.", false)
		} else {
			p.setStatus(state, "Copy this link from the address bar: "+url, false)
		}
		return nil
	}))
}

func (p *page) exportPNG() {
	name := p.session.Type.Name() + ".png"
	js.Global().Get("puzzlesatJS").Call("downloadCanvas", p.canvas.Underlying(), name)
	p.setStatus(p.canvas.GetAttribute("data-status"), "Saved the picture as "+name+".", false)
}

// print fills the print-only area with the puzzle's printable page (and
// the answer's, when asked and shown) and opens the browser's print.
func (p *page) print(withAnswer bool) {
	p.el("print-area").SetInnerHTML(p.session.PrintPage(withAnswer))
	if withAnswer && p.session.Solution == nil {
		p.setStatus(p.canvas.GetAttribute("data-status"), "Printing the puzzle; solve it first to print its answer too.", false)
	}
	js.Global().Call("print")
}

func (p *page) exportText() {
	text, name, what := p.answer, p.session.Type.Name()+"-answer.txt", "answer"
	if text == "" {
		text, name, what = p.session.Inst.String(), p.session.Type.Name()+".txt", "puzzle (no answer yet)"
	}
	js.Global().Get("puzzlesatJS").Call("download", name, text, "text/plain;charset=utf-8")
	p.setStatus(p.canvas.GetAttribute("data-status"), fmt.Sprintf("Saved the %s as %s.", what, name), false)
}
