//go:build js && wasm

package main

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"syscall/js"
	"time"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/all"
	"github.com/puzzlesat/puzzlesat/puzzles/app"
	"honnef.co/go/js/dom/v2"
)

// page holds the DOM elements and the editing session.
type page struct {
	doc     dom.Document
	canvas  *dom.HTMLCanvasElement
	status  dom.HTMLElement
	session *app.Session
	view    view
	answer  string // the last answer as text, for export
	solving bool
	nextID  int
	started time.Time
	hints   int           // forced facts revealed by Hint so far
	second  *app.Response // the last solve, when it has a second solution
	showing bool          // the second solution is on show
	solves  int           // solver calls reported by the worker so far
}

func startPage() {
	doc := dom.GetWindow().Document()
	p := &page{doc: doc, canvas: doc.GetElementByID("board").(*dom.HTMLCanvasElement)}
	p.status = doc.GetElementByID("status").(dom.HTMLElement)
	p.fillTypes()
	msg := p.restore()
	p.wire()
	if msg != "" {
		p.setStatus("error", msg, true)
	} else {
		p.setStatus("idle", "Ready. Click a cell and type, or load an example.", false)
	}
	p.draw()
	p.canvas.SetAttribute("data-ready", "true")
}

func (p *page) el(id string) dom.HTMLElement { return p.doc.GetElementByID(id).(dom.HTMLElement) }

func (p *page) value(id string) string { return p.el(id).Underlying().Get("value").String() }

func (p *page) setValue(id, v string) { p.el(id).Underlying().Set("value", v) }

// fillTypes lists the registered types in the type menu.
func (p *page) fillTypes() {
	sel := p.el("type")
	for _, t := range all.Types() {
		opt := p.doc.CreateElement("option")
		opt.SetAttribute("value", t.Name())
		opt.SetTextContent(t.Title())
		sel.AppendChild(opt)
	}
}

// fillExamples lists the current type's examples.
func (p *page) fillExamples() {
	sel := p.el("example")
	sel.SetInnerHTML("")
	for i, ex := range p.session.Type.Examples() {
		opt := p.doc.CreateElement("option")
		opt.SetAttribute("value", strconv.Itoa(i))
		opt.SetTextContent(ex.Name) // text, never HTML
		sel.AppendChild(opt)
	}
}

// defaultType is the type a first visit opens.
const defaultType = "numberlink"

// restore opens the puzzle in the URL hash, or an empty default puzzle. It
// returns an error message for a link that cannot be opened.
func (p *page) restore() string {
	hash := js.Global().Get("location").Get("hash").String()
	var msg string
	if hash != "" && hash != "#" {
		inst, err := app.FromHash(hash)
		if err == nil {
			p.session, _ = app.NewSession(inst)
		} else {
			msg = "Could not open the link: " + err.Error()
		}
	}
	if p.session == nil {
		p.session, _ = app.Blank(defaultType, 7, 7)
	}
	if p.session == nil {
		p.session, _ = app.Example(all.Types()[0].Name(), 0)
	}
	p.syncType()
	return msg
}

func (p *page) syncType() {
	p.setValue("type", p.session.Type.Name())
	p.fillExamples()
	_, canGenerate := p.session.Type.(puzzles.Generator)
	p.el("random").Underlying().Set("disabled", !canGenerate)
	help := "Click or tap a cell (or use the arrow keys) and type; Delete clears; right-click or long-press for the second action."
	if h, ok := p.session.Type.(puzzles.Helper); ok {
		help = h.Help()
	}
	p.el("help").SetTextContent(help + " Everything runs in your browser; nothing is sent anywhere.")
	_, canPlay := p.session.Inst.(puzzles.Player)
	p.el("play").Underlying().Set("disabled", !canPlay)
	p.el("play").Underlying().Set("checked", false)
	p.session.Playing = false
}

func (p *page) on(id, event string, f func(dom.Event)) {
	p.el(id).AddEventListener(event, false, f)
}

func (p *page) wire() {
	p.on("type", "change", func(dom.Event) { p.newPuzzle(p.value("type")) })
	p.on("new", "click", func(dom.Event) { p.newPuzzle(p.session.Type.Name()) })
	p.on("load-example", "click", func(dom.Event) { p.loadExample() })
	p.on("undo", "click", func(dom.Event) { p.session.Undo(); p.changed() })
	p.on("redo", "click", func(dom.Event) { p.session.Redo(); p.changed() })
	p.on("solve", "click", func(dom.Event) { p.run(app.Request{Op: "solve", Limit: 2}) })
	p.on("deduce", "click", func(dom.Event) { p.run(app.Request{Op: "deduce"}) })
	p.on("hint", "click", func(dom.Event) { p.run(app.Request{Op: "hint", Hints: p.hints}) })
	p.on("explain", "click", func(dom.Event) { p.run(app.Request{Op: "explain"}) })
	p.on("encode", "click", func(dom.Event) { p.run(app.Request{Op: "encode", Format: p.value("encode-format")}) })
	p.on("other", "click", func(dom.Event) { p.toggleOther() })
	p.on("play", "change", func(dom.Event) {
		p.session.Playing = p.el("play").Underlying().Get("checked").Bool()
		p.draw()
	})
	p.on("random", "click", func(dom.Event) {
		rows, _ := strconv.Atoi(p.value("rows"))
		cols, _ := strconv.Atoi(p.value("cols"))
		seed := int64(js.Global().Get("Math").Call("random").Float() * (1 << 31))
		p.run(app.Request{Op: "generate", Rows: rows, Cols: cols, Seed: seed, Variant: p.variant()})
	})
	p.on("cancel", "click", func(dom.Event) {
		js.Global().Get("puzzlesatWorker").Call("cancel", "by you")
	})
	p.on("clear", "click", func(dom.Event) {
		p.session.Solution = nil
		p.setStatus("idle", "Answer cleared.", false)
		p.changed()
	})
	p.on("share", "click", func(dom.Event) { p.share() })
	p.on("png", "click", func(dom.Event) {
		js.Global().Get("puzzlesatJS").Call("downloadCanvas", p.canvas.Underlying(), p.session.Type.Name()+".png")
	})
	p.on("text", "click", func(dom.Event) { p.exportText() })
	p.on("import-btn", "click", func(dom.Event) { p.importText() })
	p.wireBoard()
	dom.GetWindow().AddEventListener("resize", false, func(dom.Event) { p.draw() })
	js.Global().Call("matchMedia", "(prefers-color-scheme: dark)").Call("addEventListener", "change",
		js.FuncOf(func(js.Value, []js.Value) any { p.draw(); return nil }))
	dom.GetWindow().AddEventListener("keydown", false, func(e dom.Event) {
		ke := e.(*dom.KeyboardEvent)
		if (ke.CtrlKey() || ke.MetaKey()) && strings.EqualFold(ke.Key(), "z") && !p.typing() {
			e.PreventDefault()
			p.session.Key(ke.Key(), true, ke.ShiftKey())
			p.changed()
		}
	})
}

// variant is the generator variant for the current type ("net" for pipes).
func (p *page) variant() string {
	if p.session.Type.Name() == "pipes" {
		return "net"
	}
	return ""
}

// typing reports whether the keyboard focus is in a text field.
func (p *page) typing() bool {
	tag := js.Global().Get("document").Get("activeElement").Get("tagName").String()
	return tag == "TEXTAREA" || tag == "INPUT" || tag == "SELECT"
}

func (p *page) wireBoard() {
	p.canvas.AddEventListener("contextmenu", false, func(e dom.Event) { e.PreventDefault() })
	var downAt time.Time
	var downX, downY float64
	p.canvas.AddEventListener("pointerdown", false, func(e dom.Event) {
		pe := e.Underlying()
		downAt = time.Now()
		downX, downY = p.view.toScene(pe.Get("offsetX").Float(), pe.Get("offsetY").Float())
		p.canvas.Underlying().Call("focus", map[string]any{"preventScroll": true})
	})
	p.canvas.AddEventListener("pointerup", false, func(e dom.Event) {
		alt := e.Underlying().Get("button").Int() == 2 || time.Since(downAt) > 500*time.Millisecond
		p.report(p.session.Click(downX, downY, alt))
		p.changed()
		if p.session.Won() {
			p.setStatus("won", "Solved by you: every light is as it should be!", false)
		}
	})
	p.canvas.AddEventListener("keydown", false, func(e dom.Event) {
		ke := e.(*dom.KeyboardEvent)
		if ke.CtrlKey() || ke.MetaKey() || ke.AltKey() || ke.Key() == "Tab" {
			return // Ctrl+Z is handled on the window; Tab moves the focus
		}
		e.PreventDefault()
		p.report(p.session.Key(ke.Key(), false, ke.ShiftKey()))
		p.changed()
	})
}

// report shows a refused edit in the status line.
func (p *page) report(err error) {
	if err != nil {
		p.setStatus("idle", err.Error(), true)
	}
}

func (p *page) newPuzzle(typeName string) {
	rows, _ := strconv.Atoi(p.value("rows"))
	cols, _ := strconv.Atoi(p.value("cols"))
	s, err := app.Blank(typeName, rows, cols)
	if err != nil {
		s, err = app.Example(typeName, 0)
	}
	if err != nil {
		p.setStatus("error", err.Error(), true)
		return
	}
	p.session = s
	p.syncType()
	p.setStatus("idle", "New puzzle.", false)
	p.changed()
}

func (p *page) loadExample() {
	i, _ := strconv.Atoi(p.value("example"))
	s, err := app.Example(p.session.Type.Name(), i)
	if err != nil {
		p.setStatus("error", err.Error(), true)
		return
	}
	p.session = s
	p.setStatus("idle", "Example loaded.", false)
	p.changed()
}

func (p *page) importText() {
	errEl := p.el("import-error")
	if err := p.session.Import(p.session.Type.Name(), p.value("import-text")); err != nil {
		errEl.SetTextContent("Not imported: " + err.Error()) // text, never HTML
		return
	}
	errEl.SetTextContent("")
	p.syncType()
	p.setStatus("idle", "Imported.", false)
	p.changed()
}

// changed updates everything that depends on the puzzle after an edit.
func (p *page) changed() {
	hash := app.Hash(p.session.Inst)
	js.Global().Get("history").Call("replaceState", nil, "", hash)
	p.el("undo").Underlying().Set("disabled", !p.session.CanUndo())
	p.el("redo").Underlying().Set("disabled", !p.session.CanRedo())
	if p.session.Solution == nil {
		p.answer, p.hints, p.second = "", 0, nil
		p.el("other").Underlying().Set("disabled", true)
		if p.canvas.GetAttribute("data-status") == "solved" || p.canvas.GetAttribute("data-status") == "unsat" {
			p.setStatus("idle", "Edited.", false)
		}
	}
	p.draw()
}

func (p *page) draw() {
	wrap := p.canvas.ParentElement().(dom.HTMLElement)
	maxW := wrap.Underlying().Get("clientWidth").Float()
	maxH := js.Global().Get("innerHeight").Float() * 0.75
	p.view = render(p.canvas, p.session.Scene(), maxW, maxH)
	p.canvas.SetAttribute("data-type", p.session.Type.Name())
	p.canvas.SetAttribute("data-puzzle", p.session.Inst.String())
	p.canvas.SetAttribute("data-answer", p.answer)
	sel := ""
	if p.session.HasSel {
		sel = fmt.Sprintf("%d,%d", p.session.Sel.R, p.session.Sel.C)
	}
	p.canvas.SetAttribute("data-selected", sel)
}

// setStatus shows a message; state is exposed as data-status for tests.
func (p *page) setStatus(state, msg string, isErr bool) {
	p.status.SetTextContent(msg)
	cls := ""
	if isErr {
		cls = "error"
	}
	p.status.SetAttribute("class", cls)
	p.canvas.SetAttribute("data-status", state)
}

// run sends a request about the current puzzle to the worker.
func (p *page) run(req app.Request) {
	if p.solving {
		return
	}
	limit, _ := strconv.Atoi(p.value("timelimit"))
	if limit < 1 {
		limit = 60
	}
	p.nextID++
	req.ID, req.Type, req.Text = p.nextID, p.session.Type.Name(), p.session.Inst.String()
	body, _ := json.Marshal(req)
	p.solving, p.started, p.solves = true, time.Now(), 0
	p.busy(true)
	p.setStatus("solving", "Working…", false)
	go p.tick(p.nextID)
	js.Global().Get("puzzlesatWorker").Call("solve", string(body), limit*1000,
		js.FuncOf(func(_ js.Value, args []js.Value) any {
			p.finished(req, args[0].String())
			return nil
		}),
		js.FuncOf(func(_ js.Value, args []js.Value) any {
			p.solves = args[0].Int()
			return nil
		}))
}

// tick shows the elapsed time while a solve runs.
func (p *page) tick(id int) {
	for range time.Tick(time.Second) {
		if !p.solving || p.nextID != id {
			return
		}
		msg := fmt.Sprintf("Working… %d s", int(time.Since(p.started).Seconds()))
		if p.solves > 0 {
			msg += fmt.Sprintf(", %d solver calls", p.solves)
		}
		p.status.SetTextContent(msg + " (Cancel stops it)")
	}
}

func (p *page) busy(on bool) {
	for _, id := range []string{"solve", "deduce", "hint", "explain", "encode", "random"} {
		p.el(id).Underlying().Set("disabled", on)
	}
	p.el("cancel").Underlying().Set("disabled", !on)
	if _, canGenerate := p.session.Type.(puzzles.Generator); !canGenerate {
		p.el("random").Underlying().Set("disabled", true)
	}
}

func (p *page) finished(req app.Request, result string) {
	p.solving = false
	p.busy(false)
	var resp app.Response
	if err := json.Unmarshal([]byte(result), &resp); err != nil {
		p.setStatus("error", "The solver sent an unreadable reply.", true)
		return
	}
	switch {
	case resp.Status == "cancelled":
		p.setStatus("cancelled", resp.Summary, false)
	case resp.Status == "invalid" || resp.Status == "error":
		p.setStatus(string(resp.Status), resp.Summary, true)
	case req.Op == "encode":
		js.Global().Get("puzzlesatJS").Call("download", resp.Filename, resp.Export, "text/plain;charset=utf-8")
		p.setStatus("encoded", resp.Summary, false)
	case req.Op == "solve":
		p.showSolve(resp)
	case req.Op == "generate":
		p.report(p.session.Import(req.Type, resp.Export))
		p.setStatus("generated", resp.Summary, false)
	default:
		p.showReasoning(req, resp)
	}
	p.draw()
}

func (p *page) showSolve(resp app.Response) {
	p.second, p.showing = nil, false
	p.el("other").Underlying().Set("disabled", true)
	if resp.Status != "solved" {
		p.setStatus(string(resp.Status), statusLine(resp), false)
		return
	}
	p.session.Solution, p.answer = resp.Scene, resp.Text
	p.canvas.SetAttribute("data-unique", strconv.FormatBool(resp.Unique))
	p.canvas.SetAttribute("data-solutions", strconv.Itoa(resp.Solutions))
	if resp.Second != nil {
		p.second = &resp
		p.el("other").Underlying().Set("disabled", false)
	}
	p.setStatus("solved", statusLine(resp), false)
}

// showReasoning shows a deduction, a hint or an explanation over the puzzle.
func (p *page) showReasoning(req app.Request, resp app.Response) {
	state := map[string]string{"deduce": "deduced", "hint": "hinted", "explain": "explained"}[req.Op]
	if resp.Scene != nil {
		p.session.Solution, p.answer = resp.Scene, resp.Text
	}
	if req.Op == "hint" && resp.Status == "solved" {
		p.hints = resp.Solutions
	}
	p.canvas.SetAttribute("data-facts", strconv.Itoa(resp.Solutions))
	p.setStatus(state, resp.Summary, resp.Status == "unsat" && req.Op != "explain")
}

// toggleOther switches between the first and the second solution.
func (p *page) toggleOther() {
	if p.second == nil {
		return
	}
	p.showing = !p.showing
	if p.showing {
		p.session.Solution = p.second.Second
		p.setStatus("solved", fmt.Sprintf("Second solution: the %d shaded cells differ from the first.", p.second.Differ), false)
	} else {
		p.session.Solution = p.second.Scene
		p.setStatus("solved", statusLine(*p.second), false)
	}
	p.draw()
}

// statusLine words a solve result for people.
func statusLine(r app.Response) string {
	var what string
	switch {
	case r.Status == "unsat":
		what = "No solution" + strings.TrimPrefix(r.Summary, "no solution")
		return what
	case r.TypeSummary != "":
		what = "Solved — " + r.TypeSummary
	case r.Unique:
		what = "Solved — unique solution"
	case r.Complete:
		what = fmt.Sprintf("Solved — %d solutions", r.Solutions)
	default:
		what = fmt.Sprintf("Solved — not unique (at least %d solutions)", r.Solutions)
	}
	return fmt.Sprintf("%s · %.0f ms · %d variables, %d clauses", what, r.Stats.Millis, r.Stats.Variables, r.Stats.Clauses)
}

func (p *page) share() {
	url := js.Global().Get("location").Get("href").String()
	promise := js.Global().Get("puzzlesatJS").Call("copy", url)
	promise.Call("then", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if args[0].Bool() {
			p.setStatus(p.canvas.GetAttribute("data-status"), "Link copied to the clipboard.", false)
		} else {
			p.setStatus(p.canvas.GetAttribute("data-status"), "Copy this link from the address bar: "+url, false)
		}
		return nil
	}))
}

func (p *page) exportText() {
	text := p.answer
	name := p.session.Type.Name() + "-answer.txt"
	if text == "" {
		text, name = p.session.Inst.String(), p.session.Type.Name()+".txt"
	}
	js.Global().Get("puzzlesatJS").Call("download", name, text, "text/plain;charset=utf-8")
}
