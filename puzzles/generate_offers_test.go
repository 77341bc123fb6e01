package puzzles_test

import (
	"reflect"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/masyu"
	"github.com/puzzlesat/puzzlesat/puzzles/norinori"
)

func TestOffers(t *testing.T) {
	got := puzzles.Squares("flip", 3, 10)
	want := []puzzles.GenerateOptions{{Rows: 3, Cols: 3, Variant: "flip"}, {Rows: 10, Cols: 10, Variant: "flip"}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Squares = %+v, want %+v", got, want)
	}
	if text := puzzles.OfferText(append(puzzles.Squares("", 5), puzzles.GenerateOptions{Rows: 4, Cols: 6, Variant: "net"})); text != "5x5, 6x4 net" {
		t.Errorf("OfferText = %q", text)
	}
	if got := puzzles.OffersOf(masyu.Type.(puzzles.Generator)); len(got) == 0 || got[0].Rows != 6 {
		t.Errorf("masyu offers %+v", got)
	}
	if got := puzzles.OffersOf(norinori.Type.(puzzles.Generator)); got != nil {
		t.Errorf("a generator that names no offer offers %+v", got)
	}
}
