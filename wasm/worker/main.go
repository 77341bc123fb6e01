//go:build js && wasm

// Command worker is puzzlesat's solver, run in a Web Worker (web/worker.js)
// as its own WebAssembly module, so that the page's module stays small and
// compiles quickly. It registers the functions worker.js calls:
// puzzlesatHandle for each job, and puzzlesatWarm for the warm-up.
package main

import (
	"encoding/json"
	"syscall/js"

	"github.com/puzzlesat/puzzlesat/puzzles/all"
	"github.com/puzzlesat/puzzlesat/puzzles/app"
)

func main() {
	serve()
	select {}
}

// serve registers puzzlesatHandle, which answers one job, and
// puzzlesatWarm, which solves one type's first example and reports whether
// there are more to warm up. V8 compiles WebAssembly with a quick baseline
// compiler first and optimises hot code later, so a warm-up keeps that
// delay out of the person's first solve. worker.js runs it one type at a
// time, between jobs, so it never holds up a request; the page's type (the
// first call's argument) goes first.
func serve() {
	types := all.Types()
	next := 0
	js.Global().Set("puzzlesatWarm", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if next == 0 && len(args) > 0 && args[0].Type() == js.TypeString {
			for i, t := range types {
				if t.Name() == args[0].String() {
					types[0], types[i] = types[i], types[0]
				}
			}
		}
		for next < len(types) {
			t := types[next]
			next++
			if ex := t.Examples(); len(ex) > 0 {
				app.Handle(app.Request{Type: t.Name(), Text: ex[0].Text, Limit: 2}, nil)
				break
			}
		}
		return next < len(types)
	}))
	js.Global().Set("puzzlesatHandle", js.FuncOf(func(_ js.Value, args []js.Value) any {
		var req app.Request
		if err := json.Unmarshal([]byte(args[0].String()), &req); err != nil {
			return `{"status":"error","summary":"bad request to the solver"}`
		}
		progress := func(solves int) {
			js.Global().Call("postMessage", map[string]any{"progress": solves})
		}
		first := func(r app.Response) {
			b, _ := json.Marshal(r)
			js.Global().Call("postMessage", map[string]any{"first": string(b)})
		}
		b, _ := json.Marshal(app.HandleFirst(req, progress, first))
		return string(b)
	}))
}
