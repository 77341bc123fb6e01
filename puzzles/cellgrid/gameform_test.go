package cellgrid_test

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/tatham"
)

// tagged is dots with a game form that writes the parameter t and claims
// only the IDs that have it.
var tagged = &cellgrid.Spec[*dots]{
	Name: "tagged", Title: "Tagged", Symbols: spec.Symbols,
	Game: &cellgrid.GameForm{Game: "Tagged", Letters: tatham.Lower, Params: []tatham.Param{tatham.Flag('t')}, Write: "t",
		Claims: func(id string) bool { return id[3] == 't' }},
	Make: func(g cellgrid.Grid) *dots { return &dots{Grid: g} },
}

func TestGameFormWriteAndClaims(t *testing.T) {
	p := mustParse(t, tagged, "2x1:a3")
	if id, ok := p.GameID(); !ok || id != "2x1t:a3" {
		t.Errorf("GameID %q, %v; want 2x1t:a3", id, ok)
	}
	typ := tagged.Type()
	for text, want := range map[string]bool{"2x1t:a3": true, "2x1:a3": false, "2x1t:a9": false, "#tagged\n..\n": true} {
		if got := typ.Detect(text); got != want {
			t.Errorf("Detect(%q) = %v, want %v", text, got, want)
		}
	}
}
