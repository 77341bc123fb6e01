//go:build js && wasm

// Command minimal is the floor the web app's start-up is measured
// against: a Go WebAssembly page that only draws a 7x7 grid on a canvas,
// then marks itself interactive as the app does (performance marks
// "go-main" and "interactive", data-ready on the canvas). The browser tests build it.
package main

import (
	"fmt"
	"syscall/js"
)

func main() {
	js.Global().Get("performance").Call("mark", "go-main")
	doc := js.Global().Get("document")
	canvas := doc.Call("getElementById", "board")
	const n, cell = 7, 48
	canvas.Set("width", n*cell+1)
	canvas.Set("height", n*cell+1)
	ctx := canvas.Call("getContext", "2d")
	ctx.Set("strokeStyle", "#1b1b1b")
	for i := 0; i <= n; i++ {
		p := float64(i*cell) + 0.5
		ctx.Call("strokeRect", 0.5, p, n*cell, 0)
		ctx.Call("strokeRect", p, 0.5, 0, n*cell)
	}
	ctx.Set("font", "24px sans-serif")
	ctx.Call("fillText", fmt.Sprintf("%dx%d", n, n), 8, 32)
	js.Global().Get("performance").Call("mark", "interactive")
	canvas.Call("setAttribute", "data-ready", "true")
	select {}
}
