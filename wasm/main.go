//go:build js && wasm

// Command wasm is puzzlesat's page: it wires the DOM and the canvas to a
// puzzles/app Session. Solving runs in a Web Worker on its own module
// (wasm/worker), which the page starts once the board is interactive. All
// puzzle logic lives in natively tested packages; this is platform glue.
package main

import "syscall/js"

func main() {
	js.Global().Get("performance").Call("mark", "go-main")
	startPage()
	select {}
}
