//go:build js && wasm

package main

import (
	"math"
	"strconv"
	"syscall/js"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"honnef.co/go/js/dom/v2"
)

// Zoom and pan of boards too large for a finger. A board is drawn as
// large as fits; when its smallest tap target (a cell, a hexagon, a
// caption) comes out under minTargetPx there, the first tap on it with a
// finger zooms in, around the tap, to zoomTargetPx a target, and the board
// pans by scrolling (its wrapper scrolls, within the size the fitted board
// had). A "Fit board" button over the board's corner zooms out again.
// Mouse and pen taps never zoom: they are precise enough.
const (
	minTargetPx  = 40 // what a finger needs (the browser test checks it)
	zoomTargetPx = 44 // what a zoomed board gives, with a margin
)

// zoom is the zoom state of the one board: on, and the board it was
// measured for (type and scene size; another board starts fitted).
var zoom struct {
	on    bool
	board string
	unit  float64 // the board's smallest target, in scene units; 0 until measured
	w, h  float64 // the board's scene size
	btn   *dom.BasicHTMLElement
}

// zoomUnit is the board's smallest target in scene units, measured on
// first need or when the browser is idle: a fitted board never needs it
// before a finger's tap, and sampling every target (targetUnits) took
// tens of ms of a start-up.
func (p *page) zoomUnit() float64 {
	if zoom.unit == 0 {
		zoom.unit = targetUnits(p.session.Inst, draw.Scene{W: zoom.w, H: zoom.h})
	}
	return zoom.unit
}

// zoomLimits returns the size to draw the scene within: maxW x maxH when
// the board fits with big enough targets or is not zoomed, else the size
// at which its smallest target is zoomTargetPx. It also shows the
// wrapper's scrolling and the Fit button when zoomed.
func (p *page) zoomLimits(s draw.Scene, maxW, maxH float64) (float64, float64) {
	p.zoomHooks()
	key := p.session.Type.Name() + " " + strconv.FormatFloat(s.W, 'g', -1, 64) + "x" + strconv.FormatFloat(s.H, 'g', -1, 64)
	if key != zoom.board {
		zoom.board, zoom.on = key, false
		zoom.unit, zoom.w, zoom.h = 0, s.W, s.H
		if js.Global().Get("requestIdleCallback").Truthy() {
			var measure js.Func
			measure = js.FuncOf(func(js.Value, []js.Value) any {
				measure.Release()
				if zoom.board == key {
					p.zoomUnit()
				}
				return nil
			})
			js.Global().Call("requestIdleCallback", measure)
		}
	}
	wrap := parent(p.canvas.BasicHTMLElement)
	w, h := s.W+2*pad, s.H+2*pad
	fit := math.Max(8, math.Min(72, math.Min(maxW/w, maxH/h)))
	if zoom.on && fit*p.zoomUnit() >= minTargetPx {
		zoom.on = false
	}
	wrap.Underlying().Get("classList").Call("toggle", "zoomed", zoom.on)
	zoom.btn.Underlying().Set("hidden", !zoom.on)
	if !zoom.on {
		wrap.Style().RemoveProperty("max-height")
		return maxW, maxH
	}
	// The wrapper keeps the fitted board's height and scrolls.
	wrap.Style().SetProperty("max-height", ftoa(math.Max(maxH, fit*h))+"px", "")
	scale := zoomTargetPx / p.zoomUnit()
	return scale * w, scale * h
}

// zoomTap zooms in on a finger's tap when the board's targets are too
// small, keeping the tapped point under the finger; it reports whether it
// did (the tap then selects nothing).
func (p *page) zoomTap(e js.Value) bool {
	if zoom.on || e.Get("pointerType").String() != "touch" || p.view.scale*p.zoomUnit() >= minTargetPx {
		return false
	}
	e.Call("preventDefault") // no mouse events follow: the board does not take the focus (and select)
	ox, oy := e.Get("offsetX").Float(), e.Get("offsetY").Float()
	before := p.view.scale
	zoom.on = true
	p.draw()
	wrap := parent(p.canvas.BasicHTMLElement).Value
	k := p.view.scale / before
	wrap.Set("scrollLeft", ox*k-ox)
	wrap.Set("scrollTop", oy*k-oy)
	return true
}

// zoomHooks makes the Fit button and the test hook, once.
func (p *page) zoomHooks() {
	if zoom.btn != nil {
		return
	}
	b := create("button")
	b.SetID("fit")
	b.SetAttribute("type", "button")
	b.SetTextContent("Fit board")
	b.Underlying().Set("hidden", true)
	listen(b.Value, "click", func(*dom.BasicEvent) {
		zoom.on = false
		p.draw()
	})
	// Beside the board's wrapper, over its top right corner, so that it
	// does not scroll with the board.
	wrap := p.canvas.Get("parentElement")
	wrap.Get("parentElement").Call("insertBefore", b.Value, wrap)
	zoom.btn = b
	// puzzlesatTarget(x, y) names the target a tap at CSS pixel (x, y) of
	// the board selects ("r,c" or "r,c,kind"; "" for none), as a tap does
	// but without selecting or redrawing: for the browser test of target
	// sizes.
	js.Global().Set("puzzlesatTarget", js.FuncOf(func(_ js.Value, args []js.Value) any {
		ed, ok := p.session.Inst.(puzzles.Editable)
		if !ok || len(args) < 2 {
			return ""
		}
		x, y := p.view.toScene(args[0].Float(), args[1].Float())
		t, hit := ed.Hit(x, y)
		if !hit {
			return ""
		}
		return targetName(t)
	}))
}

func targetName(t puzzles.Target) string {
	s := strconv.Itoa(t.R) + "," + strconv.Itoa(t.C)
	if t.Kind != "" {
		s += "," + t.Kind
	}
	return s
}

// targetUnits is the size of inst's smallest tap target in scene units:
// sampling Hit every sixteenth of a unit, each target's longest run
// across and down, the smaller of the two, the least over the targets
// (1 for a grid of cells; a hexagon one unit wide measures 1).
func targetUnits(inst puzzles.Instance, s draw.Scene) float64 {
	ed, ok := inst.(puzzles.Editable)
	if !ok {
		return 1
	}
	const step = 1.0 / 16
	nx, ny := int(s.W/step), int(s.H/step)
	if nx*ny > 1<<20 {
		return 1 // a board this large zooms as a grid of cells would
	}
	at := make([]puzzles.Target, nx*ny)
	hit := make([]bool, nx*ny)
	for j := range ny {
		for i := range nx {
			at[j*nx+i], hit[j*nx+i] = ed.Hit((float64(i)+0.5)*step, (float64(j)+0.5)*step)
		}
	}
	across, down := map[puzzles.Target]int{}, map[puzzles.Target]int{}
	runs := func(n int, idx func(k int) int, longest map[puzzles.Target]int) {
		run := 0
		for k := range n {
			cur := idx(k)
			if !hit[cur] {
				run = 0
				continue
			}
			if k > 0 && hit[idx(k-1)] && at[idx(k-1)] == at[cur] {
				run++
			} else {
				run = 1
			}
			longest[at[cur]] = max(longest[at[cur]], run)
		}
	}
	for j := range ny {
		runs(nx, func(i int) int { return j*nx + i }, across)
	}
	for i := range nx {
		runs(ny, func(j int) int { return j*nx + i }, down)
	}
	least := math.Inf(1)
	for t, a := range across {
		least = math.Min(least, float64(min(a, down[t]))*step)
	}
	if math.IsInf(least, 1) || least <= 0 {
		return 1
	}
	return least
}
