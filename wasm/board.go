//go:build js && wasm

package main

import (
	"fmt"
	"strconv"
	"strings"
	"syscall/js"

	"github.com/puzzlesat/puzzlesat/puzzles/app"
	"honnef.co/go/js/dom/v2"
)

// wireBoard forwards taps and keys on the canvas to the session: a tap
// selects (in play mode it plays), keys edit the selection.
func (p *page) wireBoard() {
	listen(p.canvas.Value, "contextmenu", func(e *dom.BasicEvent) { e.PreventDefault() })
	listen(p.canvas.Value, "pointerdown", func(e *dom.BasicEvent) {
		pe := e.Underlying()
		if p.zoomTap(pe) {
			return
		}
		x, y := p.view.toScene(pe.Get("offsetX").Float(), pe.Get("offsetY").Float())
		p.canvas.Underlying().Call("focus", map[string]any{"preventScroll": true})
		if p.playing() {
			if p.play.path == nil {
				p.playChanged(p.play.pl.Tap(x, y))
			}
			return
		}
		p.session.Click(x, y)
		p.changed()
		if p.session.Won() {
			p.setStatus("won", "Solved by you: every light is as it should be!", false)
		}
	})
	// A stroke on a board that paints (a Sudoku's regions and cages): the
	// cells the pointer crosses, while pressed, are painted too.
	listen(p.canvas.Value, "pointermove", func(e *dom.BasicEvent) {
		pe := e.Underlying()
		if p.playing() && pe.Get("buttons").Int() != 0 && p.play.path == nil {
			x, y := p.view.toScene(pe.Get("offsetX").Float(), pe.Get("offsetY").Float())
			if p.play.pl.Drag(x, y) {
				p.playChanged(true)
			}
			return
		}
		if pe.Get("buttons").Int() == 0 || !p.session.Painting() {
			return
		}
		x, y := p.view.toScene(pe.Get("offsetX").Float(), pe.Get("offsetY").Float())
		if p.session.Drag(x, y) {
			p.changed()
		}
	})
	listen(p.canvas.Value, "pointerup", func(*dom.BasicEvent) {
		p.session.EndStroke()
		if p.playing() && p.play.pl.Release() {
			p.playChanged(true)
		}
	})
	listen(p.canvas.Value, "pointercancel", func(*dom.BasicEvent) {
		p.session.EndStroke()
		if p.playing() {
			p.play.pl.EndStroke()
		}
	})
	listen(p.canvas.Value, "focus", func(*dom.BasicEvent) {
		if p.playing() {
			p.play.pl.Focus()
			p.draw()
			return
		}
		if !p.session.HasSel {
			p.session.Focus()
			p.draw()
		}
	})
	listen(p.canvas.Value, "keydown", func(e *dom.BasicEvent) {
		ke := keyEvent(e)
		if ke.CtrlKey() || ke.MetaKey() || ke.AltKey() || ke.Key() == "Tab" {
			return // Ctrl+Z is handled on the window; Tab moves the focus
		}
		e.PreventDefault()
		if p.playing() {
			if p.play.path != nil {
				p.pathKey(ke.Key())
				return
			}
			changed, err := p.play.pl.Key(ke.Key())
			p.playChanged(changed)
			p.report(err)
			return
		}
		p.report(p.session.Key(ke.Key(), false, ke.ShiftKey()))
		p.changed()
	})
}

// wirePad sends the pad's keys to the session.
func (p *page) wirePad() {
	p.on("pad", "click", func(e *dom.BasicEvent) {
		btn := e.Get("target").Call("closest", "button")
		if btn.IsNull() {
			return
		}
		key := btn.Get("dataset").Get("key").String()
		if p.playing() {
			if p.play.path == nil {
				changed, err := p.play.pl.Press(key)
				p.playChanged(changed)
				p.report(err)
			}
			p.focusBoard()
			return
		}
		p.report(p.session.Press(key))
		p.changed()
		// The keys act on the board's selection: the focus goes back to
		// the board, so that arrows and typing go on from there (and a
		// tapped key does not stay highlighted as if switched on).
		p.focusBoard()
	})
}

// fillPad shows the puzzle's keys, when they changed.
func (p *page) fillPad() {
	keys := p.session.Keys()
	if p.playing() {
		keys = p.play.pl.Keys()
	}
	var sig strings.Builder
	for _, k := range keys {
		sig.WriteString(k.Label + "\x00" + k.Key + "\x00" + strconv.FormatBool(k.On) + "\x00")
	}
	if sig.String() == p.padKeys {
		return
	}
	p.padKeys = sig.String()
	pad := p.el("pad")
	pad.SetInnerHTML("")
	for _, k := range keys {
		b := create("button")
		b.SetAttribute("type", "button")
		b.SetAttribute("data-key", k.Key)
		b.SetTextContent(k.Label) // the accessible name is the label
		if k.On {
			b.SetAttribute("aria-pressed", "true") // the choice in force
		}
		if len([]rune(k.Label)) > 3 {
			b.SetAttribute("class", "word")
		}
		pad.Call("appendChild", b.Value)
	}
}

// focusBoard puts the keyboard focus on the board without scrolling.
func (p *page) focusBoard() {
	p.canvas.Underlying().Call("focus", map[string]any{"preventScroll": true})
}

// changed updates everything that depends on the puzzle after an edit:
// the address bar (same history entry), the stored puzzle of its type,
// Undo/Redo, the pad and the board.
func (p *page) changed() {
	p.remember()
	p.showBoard()
}

// remember puts the puzzle in the address bar (same history entry) and
// keeps it as the last puzzle of its type. A tap or an arrow key that only
// moved the selection leaves the puzzle as it was: its link is not
// compressed again.
func (p *page) remember() {
	key := p.session.Type.Name() + "\n" + p.session.Inst.String()
	if key == p.remembered {
		return
	}
	p.remembered = key
	js.Global().Get("history").Call("replaceState", nil, "", app.Hash(p.session.Inst))
	storage("set", p.session.Type.Name(), p.session.Inst.String())
	storage("set", lastType, p.session.Type.Name())
}

// showBoard updates Undo/Redo, the pad and the board.
func (p *page) showBoard() {
	if p.play != nil && p.play.pl.For() != p.session.Inst {
		p.stopPlay("")
	}
	if p.playing() {
		p.playButtons()
		p.fillPad()
		p.draw()
		return
	}
	p.disable("undo", !p.session.CanUndo())
	p.disable("redo", !p.session.CanRedo())
	if p.session.Solution == nil {
		p.answer, p.hints, p.second = "", 0, nil
		p.disable("other", true)
	}
	if p.session.Rev() != p.statusRev {
		// The status described an earlier board (a result, a refusal, a
		// load): it says what changed instead.
		p.setStatus("idle", p.session.Changed(), false)
	}
	p.fillPad()
	p.draw()
}

// draw renders the board as large as fits: beside the side panel on wide
// screens, above the status and the pad on narrow ones.
func (p *page) draw() {
	wrap := parent(p.canvas.BasicHTMLElement)
	maxW := wrap.Underlying().Get("clientWidth").Float()
	top := wrap.Underlying().Call("getBoundingClientRect").Get("top").Float() + js.Global().Get("scrollY").Float()
	maxH := js.Global().Get("innerHeight").Float() - top - 8
	if js.Global().Get("innerWidth").Float() <= 760 {
		maxH -= 40 // keep the status line in view under the board
	}
	scene := p.session.Scene()
	if p.playing() {
		scene = p.play.pl.Scene(p.play.marks)
	}
	maxW, maxH = p.zoomLimits(scene, maxW, max(maxH, 160))
	p.view = render(p.canvas, scene, maxW, maxH)
	// A finger's drag paints rather than scrolls while the board paints.
	touch := "manipulation"
	if p.session.Painting() || p.playing() && p.play.pl.Lines() {
		touch = "none"
	}
	p.canvas.Style().SetProperty("touch-action", touch, "")
	p.canvas.SetAttribute("data-type", p.session.Type.Name())
	p.canvas.SetAttribute("data-puzzle", p.session.Inst.String())
	p.canvas.SetAttribute("data-answer", p.answer)
	sel := ""
	if p.playing() {
		p.canvas.SetAttribute("data-entries", p.play.pl.Save())
		sel = p.play.pl.Selected()
	} else if p.session.HasSel {
		sel = fmt.Sprintf("%d,%d", p.session.Sel.R, p.session.Sel.C)
		if p.session.Sel.Kind != "" {
			sel += "," + p.session.Sel.Kind
		}
	}
	p.canvas.SetAttribute("data-selected", sel)
	alt := p.session.Type.Title() + " puzzle:\n" + p.session.Inst.String()
	if p.answer != "" {
		alt += "\nAnswer:\n" + p.answer
	}
	p.el("board-text").SetTextContent(alt)
}
