package main

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/all"
)

// TestGenerate: generate prints a puzzle that solves uniquely, lists the
// offered sizes with -offers and names them when a size fails.
func TestGenerate(t *testing.T) {
	code, out, errs := runCLI("", "generate", "numberlink", "-size", "6x5", "-seed", "3")
	if code != exitOK || !strings.HasPrefix(out, "#numberlink fill notouch\n") || strings.Count(out, "\n") != 6 {
		t.Fatalf("generate numberlink: %d %q %q", code, out, errs)
	}
	if code, got, errs := runCLI(out, "solve"); code != exitOK || !strings.Contains(got, "unique") {
		t.Errorf("solving the generated puzzle: %d %q %q", code, got, errs)
	}
	if code, got, _ := runCLI("", "generate", "masyu", "-offers"); code != exitOK || got != "6x6\n8x8\n10x10\n12x12\n15x15\n" {
		t.Errorf("generate masyu -offers: %d %q", code, got)
	}
	code, _, errs = runCLI("", "generate", "switches", "-size", "5x5")
	if code != exitInvalid || !oneLine(errs) || !strings.Contains(errs, "every 5x5 Lights Out puzzle with a solution has 4") ||
		!strings.Contains(errs, "(it offers 3x3, 6x6, 7x7, 8x8, 10x10, 3x3 flip, ") {
		t.Errorf("generate switches -size 5x5: %d %q", code, errs)
	}
}

// TestEveryTypeOffers: every type's generator names its offer, but for
// those whose generator does not yet make a unique puzzle for every seed
// (Norinori's fails on 4 of 20 seeds at 5x5) or not within seconds
// (Filling's took up to 2.9 s at 5x5 and minutes at 7x7; LITS's failed
// on seed 9 at 5x5).
func TestEveryTypeOffers(t *testing.T) {
	pending := map[string]bool{"norinori": true, "filling": true}
	for _, typ := range all.Types() {
		gen, ok := typ.(puzzles.Generator)
		if !ok {
			t.Errorf("%s has no generator", typ.Name())
			continue
		}
		if len(puzzles.OffersOf(gen)) == 0 && !pending[typ.Name()] {
			t.Errorf("%s's generator offers no sizes", typ.Name())
		}
	}
}
