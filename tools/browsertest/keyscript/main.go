// Command keyscript prints, as JSON, how to enter every type's first
// example from a blank board with the keyboard alone (app.KeyScript): the
// board's size, the strokes and the puzzle they make. The browser tests
// replay it (keyboard.test.mjs).
package main

import (
	"encoding/json"
	"fmt"
	"os"

	"github.com/puzzlesat/puzzlesat/puzzles/all"
	"github.com/puzzlesat/puzzlesat/puzzles/app"
)

// entry is one type's script.
type entry struct {
	Type    string          `json:"type"`
	Size    []app.SizeField `json:"size"`
	Strokes []app.Stroke    `json:"strokes"`
	Want    string          `json:"want"` // the canonical text the strokes make
}

func main() {
	var out []entry
	for _, t := range all.Types() {
		ex, err := app.Example(t.Name(), 0)
		if err != nil {
			fail(err)
		}
		want := app.Typeable(ex.Inst)
		strokes, got, err := app.KeyScript(want)
		if err != nil {
			fail(err)
		}
		if got.String() != want.String() {
			fail(fmt.Errorf("%s: the keyboard cannot enter the first example", t.Name()))
		}
		out = append(out, entry{t.Name(), app.Size(want), strokes, want.String()})
	}
	enc := json.NewEncoder(os.Stdout)
	if err := enc.Encode(out); err != nil {
		fail(err)
	}
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "keyscript:", err)
	os.Exit(1)
}
