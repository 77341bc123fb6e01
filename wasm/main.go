//go:build js && wasm

// Command wasm is puzzlesat's browser front end. The same binary runs in two
// roles: on the page it wires the DOM and the canvas to a puzzles/app
// Session; in the Web Worker (no document) it answers solve requests. All
// puzzle logic lives in natively tested packages; this is platform glue.
package main

import (
	"encoding/json"
	"syscall/js"

	"github.com/puzzlesat/puzzlesat/puzzles/all"
	"github.com/puzzlesat/puzzlesat/puzzles/app"
)

func main() {
	if js.Global().Get("document").IsUndefined() {
		serveWorker()
	} else {
		js.Global().Get("performance").Call("mark", "go-main")
		startPage()
	}
	select {}
}

// serveWorker registers the functions worker.js calls: puzzlesatHandle for
// each job, and puzzlesatWarm, which solves one type's first example and
// reports whether there are more to warm up. V8 compiles WebAssembly with a
// quick baseline compiler first and optimises hot code later, so a warm-up
// keeps that delay out of the person's first solve. worker.js runs it one
// type at a time, between jobs, so it never holds up a request.
func serveWorker() {
	types := all.Types()
	next := 0
	js.Global().Set("puzzlesatWarm", js.FuncOf(func(js.Value, []js.Value) any {
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
