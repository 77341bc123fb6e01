//go:build js && wasm

package main

import (
	"encoding/json"
	"syscall/js"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/app"
)

// playHooks sets two test-only hooks for the browser tests that play
// every type (tools/browsertest/playall.test.mjs); nothing on the page
// calls them:
//
//	puzzlesatPartBox(r, c, kind) -> [x, y, w, h]
//
// is the box of play part (r, c, kind) (a cell, or the band around a
// line between two lattice points) in CSS pixels from the board's top
// left corner, as the page draws it now (zoomed or not); null when not
// playing. The test taps inside it (or drags along a line's band) and
// reads what the tap did from the board's data-selected and data-entries.
//
//	puzzlesatParts() -> ["r,c" or "r,c,kind", …]
//
// names every part while playing (as data-selected names them), in the
// play's order; [] when not playing.
//
//	puzzlesatAnswerEntries(answer) -> "r,c,kind=value\n…"
//
// is an answer of the current puzzle (a solve's answer JSON, as the
// worker sends it) as play entries, in the form of data-entries (the
// parts the givens fix left out); "" when it cannot be read. The hooks
// say where a part is and what the solver's answer is, never how to
// enter it.
func (p *page) playHooks() {
	js.Global().Set("puzzlesatPartBox", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if p.play == nil || len(args) < 3 {
			return nil
		}
		x, y, w, h := p.play.pl.PartBox(puzzles.Target{R: args[0].Int(), C: args[1].Int(), Kind: args[2].String()})
		s := p.view.scale
		return []any{(x + pad) * s, (y + pad) * s, w * s, h * s}
	}))
	js.Global().Set("puzzlesatParts", js.FuncOf(func(js.Value, []js.Value) any {
		out := []any{}
		if p.play == nil {
			return out
		}
		pl := p.play.pl
		sel := pl.Sel
		defer func() { pl.Sel = sel }()
		for i := 0; ; i++ {
			pl.Sel = i
			name := pl.Selected()
			if name == "" {
				return out
			}
			out = append(out, name)
		}
	}))
	js.Global().Set("puzzlesatAnswerEntries", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) < 1 {
			return ""
		}
		inst := p.session.Inst
		a, err := app.ReadPlayEntries(inst, json.RawMessage(args[0].String()))
		if err != nil {
			return ""
		}
		_, _, en, err := puzzles.EncodeForEntries(inst)
		if err != nil || en == nil {
			return ""
		}
		es, err := en.Entries(a)
		if err != nil {
			return ""
		}
		pl, err := app.NewPlay(inst)
		if err != nil {
			return ""
		}
		pl.Apply(es)
		return pl.Save()
	}))
}
