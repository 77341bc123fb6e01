//go:build js && wasm

package main

import (
	"math"
	"strconv"
	"strings"
	"syscall/js"

	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"honnef.co/go/js/dom/v2"
)

// pad is the margin around a scene, in cell units.
const pad = 0.3

// view maps scene coordinates to CSS pixels on the canvas.
type view struct {
	scale float64 // CSS pixels per cell unit
}

func (v view) toScene(px, py float64) (float64, float64) {
	return px/v.scale - pad, py/v.scale - pad
}

// paletteCache is the palette read from the page's style; nil until the first
// draw, and again when the colour scheme changes.
var paletteCache map[string]string

// palette reads the CSS custom properties (--ink, --p0, ...) that give the
// palette names their colours in the current light or dark theme, once.
func palette() map[string]string {
	if paletteCache != nil {
		return paletteCache
	}
	style := js.Global().Call("getComputedStyle", js.Global().Get("document").Get("documentElement"))
	out := map[string]string{}
	for name := range draw.Colours {
		if v := strings.TrimSpace(style.Call("getPropertyValue", "--"+name).String()); v != "" {
			out[name] = v
		}
	}
	paletteCache = out
	return out
}

// render draws a scene on the canvas, sized to fit maxW x maxH CSS pixels,
// crisp at the device pixel ratio.
func render(c *dom.HTMLCanvasElement, s draw.Scene, maxW, maxH float64) view {
	w, h := s.W+2*pad, s.H+2*pad
	scale := math.Min(maxW/w, maxH/h)
	if !zoom.on { // a zoomed board is as large as its targets need (zoom.go)
		scale = math.Min(scale, 72)
	}
	scale = math.Max(8, scale)
	dpr := js.Global().Get("devicePixelRatio").Float()
	if dpr <= 0 {
		dpr = 1
	}
	cssW, cssH := w*scale, h*scale
	c.SetWidth(int(math.Round(cssW * dpr)))
	c.SetHeight(int(math.Round(cssH * dpr)))
	c.Style().SetProperty("width", ftoa(cssW)+"px", "")
	c.Style().SetProperty("height", ftoa(cssH)+"px", "")
	ctx := c.GetContext2d()
	colours := palette()
	ctx.Call("setTransform", dpr, 0, 0, dpr, 0, 0)
	ctx.SetFillStyle(colours[draw.Background])
	ctx.FillRect(0, 0, cssW, cssH)
	ctx.Call("setTransform", dpr*scale, 0, 0, dpr*scale, dpr*scale*pad, dpr*scale*pad)
	var st pen
	for _, it := range s.Items {
		item(ctx, it, colours, &st)
	}
	return view{scale: scale}
}

// pen is what the context has been set to of what items change rarely,
// so that each is set only when it changes (a call across to JavaScript,
// and for the dash a new array, per item took a fair part of a draw).
// Its zero value is a fresh context's: resizing the canvas resets it.
type pen struct {
	set    bool // the line width has been set on this context
	width  float64
	dashed bool
	dash   float64 // the width the dash was set for
	round  bool    // round caps and joins
}

func ftoa(f float64) string {
	return strconv.FormatFloat(f, 'f', 2, 64)
}

func item(ctx *dom.CanvasRenderingContext2D, it draw.Item, colours map[string]string, st *pen) {
	if !st.set || it.Width != st.width {
		ctx.Set("lineWidth", it.Width)
		st.set, st.width = true, it.Width
	}
	if it.Dash != st.dashed || it.Dash && it.Width != st.dash {
		dash := []any{}
		if it.Dash {
			dash = []any{it.Width * 3, it.Width * 3}
		}
		ctx.Call("setLineDash", dash) // dom/v2's SetLineDash panics
		st.dashed, st.dash = it.Dash, it.Width
	}
	switch it.Kind {
	case draw.Rect:
		ctx.BeginPath()
		if it.R > 0 {
			ctx.Call("roundRect", it.X, it.Y, it.W, it.H, it.R)
		} else {
			ctx.Rect(it.X, it.Y, it.W, it.H)
		}
		paint(ctx, it, colours)
	case draw.Circle:
		ctx.BeginPath()
		ctx.Arc(it.X, it.Y, it.R, 0, 2*math.Pi, false)
		paint(ctx, it, colours)
	case draw.Line:
		if len(it.Points) < 4 {
			return
		}
		ctx.BeginPath()
		if !st.round {
			ctx.SetLineCap("round")
			ctx.SetLineJoin("round")
			st.round = true
		}
		ctx.MoveTo(it.Points[0], it.Points[1])
		for i := 2; i+1 < len(it.Points); i += 2 {
			ctx.LineTo(it.Points[i], it.Points[i+1])
		}
		if c := colours[it.Fill]; it.Fill != draw.None && c != "" {
			ctx.ClosePath()
			ctx.SetFillStyle(c)
			ctx.Fill()
		}
		if c := colours[it.Stroke]; c != "" {
			ctx.SetStrokeStyle(c)
			ctx.Stroke()
		}
	case draw.Text:
		weight := "400"
		if it.Bold {
			weight = "700"
		}
		// Fonts are set in pixels, so draw text at a scale where a cell unit
		// is 100 pixels to keep small sizes legal.
		ctx.Call("save")
		ctx.Call("translate", it.X, it.Y)
		ctx.Call("scale", 0.01, 0.01)
		ctx.SetFont(weight + " " + ftoa(it.Size*100) + "px system-ui, sans-serif")
		ctx.SetTextAlign("center")
		ctx.SetTextBaseline("middle")
		ctx.SetFillStyle(colours[it.Fill])
		ctx.Call("fillText", it.Text, 0, 4)
		ctx.Call("restore")
	}
}

func paint(ctx *dom.CanvasRenderingContext2D, it draw.Item, colours map[string]string) {
	if c := colours[it.Fill]; it.Fill != draw.None && c != "" {
		ctx.SetFillStyle(c)
		ctx.Fill()
	}
	if c := colours[it.Stroke]; it.Stroke != draw.None && c != "" && it.Width > 0 {
		ctx.SetStrokeStyle(c)
		ctx.Stroke()
	}
}
