//go:build js && wasm

package main

import (
	"syscall/js"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// playHooks sets a test-only hook for the browser tests that play every
// type (tools/browsertest/playall.test.mjs):
//
//	puzzlesatPartBox(r, c, kind) -> [x, y, w, h]
//
// is the box of play part (r, c, kind) (a cell, or the band around a
// line between two lattice points) in CSS pixels from the board's top
// left corner, as the page draws it now (zoomed or not); null when not
// playing. The test taps inside it (or drags along a line's band) and
// reads what the tap did from the board's data-selected and data-entries:
// the hook says where a part is, never what to enter.
func (p *page) playHooks() {
	js.Global().Set("puzzlesatPartBox", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if p.play == nil || len(args) < 3 {
			return nil
		}
		x, y, w, h := p.play.pl.PartBox(puzzles.Target{R: args[0].Int(), C: args[1].Int(), Kind: args[2].String()})
		s := p.view.scale
		return []any{(x + pad) * s, (y + pad) * s, w * s, h * s}
	}))
}
